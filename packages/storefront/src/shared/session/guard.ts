import type { Location } from 'react-router-dom'

export type GuardDecision = 'allow' | 'sign-in' | 'loading' | 'failed'

export interface GuardInput {
  /** The route's handle says `protected: true`. */
  isProtected: boolean
  /** A token whose expiry lies ahead is stored. */
  hasValidSession: boolean
  /** The user record has arrived. */
  userLoaded: boolean
  /** Fetching the user record failed with something other than a 401 (a 401 ends the session). */
  userFailed: boolean
}

/**
 * What a protected route (its handle says `protected`) shows: a visitor goes to /login, a shopper waits
 * on "Loading... Please wait" until the user record loads, then sees the page.
 */
export function guardDecision({
  isProtected,
  hasValidSession,
  userLoaded,
  userFailed,
}: GuardInput): GuardDecision {
  if (!isProtected) return 'allow'
  if (!hasValidSession) return 'sign-in'
  if (userLoaded) return 'allow'
  return userFailed ? 'failed' : 'loading'
}

/** Router state carried to /login so that signing in returns to the page the visitor wanted. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>
}

/** The router state that sends a visitor to /login and brings them back to `location` afterwards. */
export function fromState({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: { pathname, search, hash } }
}

/**
 * Where to go after signing in: the protected page the visitor was sent away from, or home. Only
 * paths inside the app count, so a crafted state cannot send the shopper elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return '/'
  }
  const target = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
  return /^\/(login|sign-|otp-snd|forget-password|reset-password)/.test(from.pathname) ? '/' : target
}
