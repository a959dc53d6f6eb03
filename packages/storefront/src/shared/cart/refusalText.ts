import { type CallError, serverMessage, statusOf } from '../../app/errorText.ts'

/**
 * What a cart or wishlist change that failed says: the server's own words when it refused with a reason
 * (a 4xx with a message, such as a limit reached), else the fallback the contract gives for that change
 * (a network failure, a server error).
 */
export function refusalText(error: CallError, fallback: string): string {
  const status = statusOf(error)
  const message = serverMessage(error)
  return status !== undefined && status < 500 && message !== undefined ? message : fallback
}
