import {
  DEFAULT_LISTING_SORT,
  type ListingParams,
  type ListingSort,
  readListingParams,
  writeListingParams,
} from '@haat/contract/core'
import { useCallback, useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'

/**
 * The listing's filters, sort and page, read from and written to the URL query. Each change pushes a
 * history entry, so Back returns to the previous results.
 */
export function useListingParams(defaultSort: ListingSort = DEFAULT_LISTING_SORT) {
  const [query, setQuery] = useSearchParams()
  const params = useMemo(() => readListingParams(query, defaultSort), [query, defaultSort])
  const setParams = useCallback(
    (changes: Partial<ListingParams>) =>
      setQuery((current) => writeListingParams(current, changes, defaultSort)),
    [setQuery, defaultSort],
  )
  const { pathname } = useLocation()
  /** The link of this listing after `changes` (pages are real links that open in a new tab too). */
  const hrefFor = useCallback(
    (changes: Partial<ListingParams>) => {
      const next = writeListingParams(query, changes, defaultSort).toString()
      return next === '' ? pathname : `${pathname}?${next}`
    },
    [query, pathname, defaultSort],
  )
  return { params, setParams, hrefFor, query }
}
