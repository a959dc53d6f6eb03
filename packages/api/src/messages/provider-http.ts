/** How long one provider call may take: less than the request deadline, so the failure is ours to report. */
export const PROVIDER_TIMEOUT_MS = 8_000

/**
 * A provider did not take a message. The message names the provider and what went wrong (an HTTP status, a
 * provider's error code, a timeout) and nothing else: the text it was asked to send holds a one-time code,
 * and the request carried the account's credentials, so neither may reach a log.
 */
export class MessageProviderError extends Error {
  override name = 'MessageProviderError'
}

export const providerRefused = (provider: string, status: number, detail = '') =>
  `${provider} did not send the message: HTTP ${status}${detail}`
export const providerUnreachable = (provider: string, reason: string) =>
  `${provider} could not be reached: ${reason}`
export const providerFailed = (provider: string, detail: string) =>
  `${provider} did not send the message: ${detail}`

/** "https://control.msg91.com" and "/api/v5/flow" give one address, whatever slashes the setting ends with. */
export function providerUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`
}

/** Why a fetch failed, in words that hold no part of the request (fetch's own message can quote the address). */
function unreachableReason(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `no answer within ${PROVIDER_TIMEOUT_MS / 1000} s`
  }
  const code = (error as { cause?: { code?: unknown } }).cause?.code
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'network error'
}

export interface ProviderAnswer {
  status: number
  /** The parsed JSON answer, or undefined when the answer was not JSON. */
  json: unknown
}

/**
 * One call to a provider's HTTP API with a deadline. Redirects are refused: a redirect would carry the
 * credentials header to wherever it points. Network failures become a MessageProviderError naming only the
 * provider and the reason.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<ProviderAnswer> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
  } catch (error) {
    throw new MessageProviderError(providerUnreachable(provider, unreachableReason(error)))
  }
  const text = await response.text().catch(() => '')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, json }
}
