import type { BannerCarouselProps } from '@haat/ui'
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

/** The error of a failed RTK Query call (a query's or a mutation's `error`). */
export type CallError = FetchBaseQueryError | SerializedError | undefined

/** The `message` field of an answer's body, when it is a string. */
function messageIn(error: CallError): string | undefined {
  const data = error && 'data' in error ? error.data : undefined
  const message = (data as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * A short human text for a failed RTK Query call: the server's `{ message }` when it sent one, the
 * network error's text, or the HTTP status. Screens show it inside their own wording ("Error: {error}").
 */
export function errorText(error: CallError): string {
  if (!error) return 'Something went wrong'
  if (!('status' in error)) return error.message ?? 'Something went wrong'
  const message = messageIn(error)
  if (message !== undefined) return message
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

/** The HTTP status of a failed call, or undefined for a network or client-side failure. */
export function statusOf(error: CallError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined
}

/** The server's `{ message }` of a failed call, when it sent a non-empty one. */
export function serverMessage(error: CallError): string | undefined {
  const message = messageIn(error)
  return message === '' ? undefined : message
}

/** The status union the @haat/ui feed components take. */
export type FeedStatus = BannerCarouselProps['status']

export function feedStatus(query: { isLoading: boolean; isError: boolean; data?: unknown }): FeedStatus {
  if (query.isError && query.data === undefined) return 'error'
  if (query.data === undefined) return 'loading'
  return 'ready'
}
