import { useEffect, useRef, useState } from 'react'
import { useGetAuthConfigQuery, useSignUpWithGoogleMutation } from './authApi.ts'
import { type GoogleIdentity, loadGoogleIdentity } from './googleIdentity.ts'
import { useSignIn } from './useSignIn.ts'

export const GOOGLE_NO_TOKEN_MESSAGE = 'Failed to retrieve authentication token'
export const GOOGLE_FAILED_MESSAGE = 'Failed to sign in with Google'

/**
 * Google sign-in on the sign-in screens. Enabled only when the server has a Google client id (else the
 * buttons are hidden); the ID token Google gives is sent to sign-up-with-google, which verifies it.
 */
export function useGoogleSignIn() {
  const clientId = useGetAuthConfigQuery().data?.googleClientId ?? null
  const [exchange, { isLoading }] = useSignUpWithGoogleMutation()
  const signIn = useSignIn()
  const [error, setError] = useState<string | undefined>()
  const identity = useRef<GoogleIdentity | null>(null)
  // The latest callbacks, read by the one callback Google keeps.
  const handlers = useRef({ exchange, signIn })
  handlers.current = { exchange, signIn }

  useEffect(() => {
    if (!clientId) return
    let cancelled = false
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled) return
        google.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            if (!credential) {
              setError(GOOGLE_FAILED_MESSAGE)
              return
            }
            try {
              const answer = await handlers.current.exchange({ token: credential }).unwrap()
              if (!answer.token) setError(GOOGLE_NO_TOKEN_MESSAGE)
              else handlers.current.signIn(answer)
            } catch {
              setError(GOOGLE_FAILED_MESSAGE)
            }
          },
        })
        identity.current = google
      },
      () => !cancelled && setError(GOOGLE_FAILED_MESSAGE),
    )
    return () => {
      cancelled = true
    }
  }, [clientId])

  const start = () => {
    setError(undefined)
    if (!identity.current) {
      setError(GOOGLE_FAILED_MESSAGE)
      return
    }
    identity.current.prompt((moment) => {
      if (moment.isNotDisplayed?.()) setError(GOOGLE_FAILED_MESSAGE)
    })
  }

  return { enabled: clientId !== null, start, error, busy: isLoading }
}
