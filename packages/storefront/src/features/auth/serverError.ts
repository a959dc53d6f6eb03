import type { TokenAnswer } from '@haat/contract'
import type { CallError } from '../../app/errorText.ts'

/** A session carried by an error answer (otp-check's 409 for a number that already has an account). */
export function sessionIn(error: CallError): TokenAnswer | undefined {
  const data =
    error && 'data' in error ? (error.data as { token?: unknown; expiresAt?: unknown } | null) : null
  if (data && typeof data.token === 'string' && typeof data.expiresAt === 'number') {
    return { token: data.token, expiresAt: data.expiresAt }
  }
  return undefined
}
