import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

type CallError = FetchBaseQueryError | SerializedError | undefined

/** The HTTP status of a failed call, or undefined for a network or client-side failure. */
export function statusOf(error: CallError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined
}

/** The server's `{ message }` of a failed call, when it sent one. */
export function serverMessage(error: CallError): string | undefined {
  const data = error && 'data' in error ? error.data : undefined
  const message = (data as { message?: unknown } | null | undefined)?.message
  return typeof message === 'string' && message !== '' ? message : undefined
}

/** A session carried by an error answer (otp-check's 409 for an existing account). */
export function sessionIn(error: CallError): { token: string; expiresAt: number } | undefined {
  const data =
    error && 'data' in error ? (error.data as { token?: unknown; expiresAt?: unknown } | null) : null
  if (data && typeof data.token === 'string' && typeof data.expiresAt === 'number') {
    return { token: data.token, expiresAt: data.expiresAt }
  }
  return undefined
}
