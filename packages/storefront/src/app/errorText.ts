import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

/**
 * A short human text for a failed RTK Query call: the server's `{ message }` when it sent one, the
 * network error's text, or the HTTP status. Shown inside the spec's error wordings ("Error: {error}").
 */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'Something went wrong'
  if (!('status' in error)) return error.message ?? 'Something went wrong'
  const data = 'data' in error ? error.data : undefined
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'Network error: the server could not be reached'
    case 'PARSING_ERROR':
      return `Unreadable answer (HTTP ${error.originalStatus})`
    case 'TIMEOUT_ERROR':
      return 'The server took too long to answer'
    case 'CUSTOM_ERROR':
      return error.error
    default:
      return `HTTP ${error.status}`
  }
}

/** The status union the @haat/ui feed components take. */
export type FeedStatus = 'loading' | 'error' | 'ready'

export function feedStatus(query: { isLoading: boolean; isError: boolean; data?: unknown }): FeedStatus {
  if (query.isError && query.data === undefined) return 'error'
  if (query.data === undefined) return 'loading'
  return 'ready'
}
