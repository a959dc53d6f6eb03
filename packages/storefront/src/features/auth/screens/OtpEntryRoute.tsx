import { COUNTRY_CODE, INCORRECT_OTP_MESSAGE, pages } from '@haat/contract/core'
import { OtpEntryForm, useCountdown } from '@haat/ui'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { serverMessage, statusOf } from '../../../app/errorText.ts'
import { useAppDispatch } from '../../../app/store.ts'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { signedIn } from '../../../shared/session/authSlice.ts'
import { useOtpCheckMutation, useOtpSendMutation } from '../authApi.ts'
import { sessionIn } from '../serverError.ts'
import { SOMETHING_WENT_WRONG } from '../texts.ts'

/** Seconds before Resend OTP is offered (docs/product.md, Constants). */
export const OTP_COUNTDOWN_SECONDS = 30

/** What the personal-details step receives from here (router state, never the URL). */
export interface PersonalDetailsState {
  otpSession: string
}

/** /otp-snd/{number}/{otpSession}: six boxes, a 30-second countdown and Resend OTP. */
export function OtpEntryRoute() {
  useDocumentTitle(pages.otpEntry.title)
  const { number = '', otpSession = '' } = useParams()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  // A resend navigates to the new otpSession, which restarts the countdown.
  const secondsLeft = useCountdown(OTP_COUNTDOWN_SECONDS, otpSession)
  const [otpCheck, checking] = useOtpCheckMutation()
  const [otpSend, resending] = useOtpSendMutation()
  const [error, setError] = useState<string | undefined>()

  const verify = async (otp: string) => {
    setError(undefined)
    const answer = await otpCheck({ otp, otpSession, number })
    if ('data' in answer && answer.data) {
      const { token, expiresAt, isNewUser } = answer.data
      if (token && expiresAt) {
        dispatch(signedIn({ token, expiresAt }))
        navigate('/', { replace: true })
      } else if (isNewUser) {
        const state: PersonalDetailsState = { otpSession }
        navigate(`/sign-up-with-email-personal-detail/${encodeURIComponent(number)}`, { state })
      }
      return
    }
    const failure = answer.error
    const status = statusOf(failure)
    const existing = status === 409 ? sessionIn(failure) : undefined
    if (existing) {
      // The number already has an account: the 409 answer carries its session, which signs it in.
      dispatch(signedIn(existing))
      navigate('/', { replace: true })
    } else if (status === 400 || status === 500) {
      setError(INCORRECT_OTP_MESSAGE)
    } else {
      setError(serverMessage(failure) ?? SOMETHING_WENT_WRONG)
    }
  }

  const resend = async () => {
    setError(undefined)
    const answer = await otpSend({ number, code: COUNTRY_CODE })
    if ('data' in answer && answer.data) {
      navigate(`/otp-snd/${encodeURIComponent(number)}/${encodeURIComponent(answer.data.otpSession)}`, {
        replace: true,
      })
    } else {
      setError(serverMessage(answer.error) ?? SOMETHING_WENT_WRONG)
    }
  }

  return (
    <OtpEntryForm
      // Remount per session so the boxes start empty after a resend.
      key={otpSession}
      number={number}
      secondsLeft={secondsLeft}
      status={checking.isLoading ? 'submitting' : resending.isLoading ? 'resending' : 'idle'}
      error={error}
      onVerify={(otp) => void verify(otp)}
      onResend={() => void resend()}
      changeNumberHref="/sign-with-otp"
    />
  )
}
