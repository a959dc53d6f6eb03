import type { User } from '@haat/contract'
import { type EmailVerificationState, ProfileForm, type ProfileSaveValues } from '@haat/ui'
import { enqueueSnackbar } from 'notistack'
import { useState } from 'react'
import { serverMessage } from '../auth/serverError.ts'
import {
  EMAIL_VERIFIED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  SEND_OTP_FAILED_MESSAGE,
  VERIFY_OTP_FAILED_MESSAGE,
} from '../auth/texts.ts'
import {
  useSendVerificationEmailMutation,
  useUpdateUserMutation,
  useVerifyOtpMutation,
} from '../auth/userApi.ts'

/** My Account, Personal Information: the profile and e-mail verification by OTP (document 2). */
export function PersonalInformation({ user }: { user: User }) {
  const [updateUser, updating] = useUpdateUserMutation()
  const [sendVerification] = useSendVerificationEmailMutation()
  const [verifyOtp] = useVerifyOtpMutation()
  const [notice, setNotice] = useState<{ message?: string; error?: string }>({})
  const [verification, setVerification] = useState<EmailVerificationState>({ status: 'idle' })

  const save = async (values: ProfileSaveValues) => {
    setNotice({})
    const answer = await updateUser(values)
    if ('data' in answer && answer.data) {
      setNotice({ message: PROFILE_UPDATED_MESSAGE })
      enqueueSnackbar(PROFILE_UPDATED_MESSAGE, { variant: 'success' })
    } else {
      setNotice({ error: serverMessage(answer.error) ?? PROFILE_UPDATE_FAILED_MESSAGE })
    }
  }

  const send = async () => {
    setNotice({})
    setVerification({ status: 'sending' })
    const answer = await sendVerification()
    setVerification(
      'data' in answer && answer.data
        ? { status: 'sent' }
        : { status: 'idle', error: serverMessage(answer.error) ?? SEND_OTP_FAILED_MESSAGE },
    )
  }

  const verify = async (otp: string) => {
    setNotice({})
    setVerification({ status: 'verifying' })
    const answer = await verifyOtp({ otp })
    if ('data' in answer && answer.data) {
      setVerification({ status: 'idle' })
      setNotice({ message: EMAIL_VERIFIED_MESSAGE })
      enqueueSnackbar(EMAIL_VERIFIED_MESSAGE, { variant: 'success' })
    } else {
      setVerification({ status: 'sent', error: serverMessage(answer.error) ?? VERIFY_OTP_FAILED_MESSAGE })
    }
  }

  return (
    <ProfileForm
      user={user}
      status={updating.isLoading ? 'submitting' : 'idle'}
      onSave={(values) => void save(values)}
      onSendVerification={() => void send()}
      onVerifyOtp={(otp) => void verify(otp)}
      verification={verification}
      message={notice.message}
      error={notice.error}
    />
  )
}
