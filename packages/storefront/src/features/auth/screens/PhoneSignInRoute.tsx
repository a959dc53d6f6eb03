import { COUNTRY_CODE, pages } from '@haat/contract/core'
import { PhoneSignInForm, type PhoneSignInValues } from '@haat/ui'
import { useNavigate } from 'react-router-dom'
import { serverMessage, statusOf } from '../../../app/errorText.ts'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { useGetSiteSettingsQuery } from '../../../shared/catalogue/catalogueApi.ts'
import { useOtpSendMutation } from '../authApi.ts'
import { useGoogleSignIn } from '../useGoogleSignIn.ts'

/** /sign-with-otp: asks for a one-time password and moves to its entry screen. */
export function PhoneSignInRoute() {
  useDocumentTitle(pages.signInWithOtp.title)
  const [otpSend, { isLoading, error, reset }] = useOtpSendMutation()
  const settings = useGetSiteSettingsQuery().data
  const navigate = useNavigate()
  const google = useGoogleSignIn()

  const submit = async ({ number }: PhoneSignInValues) => {
    reset()
    const answer = await otpSend({ number, code: COUNTRY_CODE })
    if ('data' in answer && answer.data) {
      navigate(`/otp-snd/${encodeURIComponent(number)}/${encodeURIComponent(answer.data.otpSession)}`)
    }
  }

  const existingUser = statusOf(error) === 409
  return (
    <PhoneSignInForm
      status={isLoading || google.busy ? 'submitting' : 'idle'}
      onSubmit={(values) => void submit(values)}
      // 409 has its own message and link; other failures show what the server said (a 429 says when to retry).
      error={error && !existingUser ? serverMessage(error) : google.error}
      existingUser={existingUser}
      googleEnabled={google.enabled}
      onGoogle={google.start}
      b2bUrl={settings?.b2bSignInUrl ?? ''}
      termsUrl={settings?.policies.termsOfUse ?? ''}
      privacyUrl={settings?.policies.privacy ?? ''}
    />
  )
}
