import type { Answer } from '@haat/contract'
import { listingRoutes } from '@haat/contract/core'
import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect, useState } from 'react'
import { api, contractRequest } from '../api.ts'
import { validateAnswer } from '../validateAnswer.ts'

export const SUGGESTION_DEBOUNCE_MS = 250

/** The search box's suggestions: the header's and the phone overlay's. */
export const searchSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchSuggestions: build.query<Answer<'searchSuggestions'>, string>({
      query: (q: string) => contractRequest(listingRoutes.searchSuggestions, { querystring: { q } }),
      transformResponse: validateAnswer('searchSuggestions'),
      providesTags: (_answer, _error, q) => [{ type: 'SearchSuggestions', id: q }],
      keepUnusedDataFor: 5 * 60,
    }),
  }),
})

export const { useGetSearchSuggestionsQuery } = searchSuggestionsApi

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
 * Suggestions for what the shopper types: asked only for non-empty input, 250 ms after the last key. A
 * failed call empties the suggestion list (and the box says the search failed) rather than showing stale
 * suggestions.
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
