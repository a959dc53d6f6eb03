import { useEffect, useState } from 'react'
import { useAppSelector } from '../../app/store.ts'
import { selectIsSignedIn, selectToken } from '../session/authSlice.ts'
import { readVisitedProducts, type VisitedProduct, visitOfListing } from '../visitedProducts.ts'
import { useAddRecentVisitsMutation, useGetRecentVisitsQuery } from './recentVisitsApi.ts'

/** The session whose device list was already handed to the server during this page's life. */
let mergedForToken: string | null = null

/**
 * The recently viewed products to show. A visitor sees this device's list. A signed-in shopper sees the
 * server's, which follows them across devices; this device's visits from before signing in are handed
 * to the server once per session, and the device's list stands in until the server answers (or if it
 * cannot), so the row never flashes empty.
 */
export function useRecentVisits(): VisitedProduct[] {
  const signedIn = useAppSelector(selectIsSignedIn)
  const storedToken = useAppSelector(selectToken)
  const token = signedIn ? storedToken : null
  const [local] = useState(() => readVisitedProducts(window.localStorage))
  const [merge] = useAddRecentVisitsMutation()
  useEffect(() => {
    if (!token || mergedForToken === token || local.length === 0) return
    mergedForToken = token
    void merge({ productIds: local.map((visit) => visit.id) })
  }, [token, local, merge])
  const server = useGetRecentVisitsQuery(undefined, { skip: !token })
  return token && server.data ? server.data.map(visitOfListing) : local
}
