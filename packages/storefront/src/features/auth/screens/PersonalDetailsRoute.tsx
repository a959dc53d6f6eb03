import { pages } from '@haat/contract/core'
import { PersonalDetailsForm, type PersonalDetailsValues } from '@haat/ui'
import { useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { serverMessage, statusOf } from '../../../app/errorText.ts'
import { useAppDispatch } from '../../../app/store.ts'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { signedIn } from '../../../shared/session/authSlice.ts'
import { useSignUpWithPersonalDetailsMutation } from '../authApi.ts'
import { OTP_SESSION_MISSING_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../texts.ts'
import type { PersonalDetailsState } from './OtpEntryRoute.tsx'

/** /sign-up-with-email-personal-detail/{phone}: the new shopper's name and e-mail after the OTP. */
export function PersonalDetailsRoute() {
  useDocumentTitle(pages.personalDetails.title)
  const { phone = '' } = useParams()
  const otpSession = (useLocation().state as PersonalDetailsState | null)?.otpSession
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [submitDetails, { isLoading }] = useSignUpWithPersonalDetailsMutation()
  const [error, setError] = useState<string | undefined>()

  const submit = async ({ name, email, referralCode }: PersonalDetailsValues) => {
    setError(undefined)
    if (!otpSession) {
      setError(OTP_SESSION_MISSING_MESSAGE)
      return
    }
    const answer = await submitDetails({
      name,
      email,
      referralCode: referralCode || undefined,
      phone,
      otpSession,
    })
    if ('data' in answer && answer.data) {
      dispatch(signedIn(answer.data))
      navigate('/', { replace: true })
      return
    }
    const message = serverMessage(answer.error)
    setError(statusOf(answer.error) === 400 && message ? message : UNEXPECTED_ERROR_MESSAGE)
  }

  return (
    <PersonalDetailsForm
      phone={phone}
      status={isLoading ? 'submitting' : 'idle'}
      error={error}
      onSubmit={(values) => void submit(values)}
    />
  )
}
