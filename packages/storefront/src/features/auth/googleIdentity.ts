/** The Google Identity Services script (https://developers.google.com/identity/gsi/web). */
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client'

interface CredentialResponse {
  credential?: string
}
interface PromptMoment {
  isNotDisplayed?: () => boolean
  isSkippedMoment?: () => boolean
}
export interface GoogleIdentity {
  initialize: (options: { client_id: string; callback: (response: CredentialResponse) => void }) => void
  prompt: (listener?: (moment: PromptMoment) => void) => void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } }
  }
}

let loading: Promise<GoogleIdentity> | undefined

/** Loads the script once per page and resolves with `google.accounts.id`. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GSI_SCRIPT_URL
    script.async = true
    script.onload = () => {
      const identity = window.google?.accounts?.id
      if (identity) resolve(identity)
      else reject(new Error('Google Identity Services did not start'))
    }
    script.onerror = () => {
      loading = undefined
      reject(new Error('Google Identity Services could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}
