import type { Answer } from '@haat/contract'
import { listingRoutes } from '@haat/contract/core'
import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect, useState } from 'react'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

export const SUGGESTION_DEBOUNCE_MS = 250

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchSuggestions: build.query<Answer<'searchSuggestions'>, string>({
      query: (q: string) => contractRequest(listingRoutes.searchSuggestions, { querystring: { q } }),
      transformResponse: validateAnswer('searchSuggestions'),
      keepUnusedDataFor: 5 * 60,
    }),
    getSearchProducts: build.query<Answer<'searchProducts'>, string>({
      query: (q: string) => contractRequest(listingRoutes.searchProducts, { querystring: { q } }),
      transformResponse: validateAnswer('searchProducts'),
    }),
  }),
})

export const { useGetSearchSuggestionsQuery, useGetSearchProductsQuery } = searchApi

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/**
 * Suggestions for what the shopper types: asked only for non-empty input, 250 ms after the last key.
 * A failed call shows no suggestions (spec section 8: "suggestion list emptied").
 */
export function useSearchSuggestions(text: string) {
  const query = useDebounced(text.trim(), SUGGESTION_DEBOUNCE_MS)
  const current = text.trim()
  const { data, isError, isFetching } = useGetSearchSuggestionsQuery(query === '' ? skipToken : query)
  const suggestions = current === '' || isError || data === undefined ? [] : data
  return {
    suggestions,
    failed: current !== '' && isError,
    loading: current !== '' && (isFetching || query !== current),
  }
}
