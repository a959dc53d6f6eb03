import type { User } from '@haat/contract'
import {
  type EmailVerificationState,
  type PendingChangeState,
  ProfileForm,
  type ProfileSaveValues,
} from '@haat/ui'
import { useState } from 'react'
import { serverMessage } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import {
  useConfirmContactChangeMutation,
  useSendVerificationEmailMutation,
  useUpdateUserMutation,
  useVerifyOtpMutation,
} from './accountApi.ts'
import {
  EMAIL_VERIFIED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  SEND_OTP_FAILED_MESSAGE,
  VERIFY_OTP_FAILED_MESSAGE,
} from './texts.ts'

/**
 * My Account, Personal Information: the profile, e-mail verification by code, and changes of phone or
 * e-mail, which happen only once the code sent to the new one is typed back (docs/product.md, Identity).
 */
export function PersonalInformation({ user }: { user: User }) {
  const [updateUser, updating] = useUpdateUserMutation()
  const [confirmChange] = useConfirmContactChangeMutation()
  // The values that started the change go with it, so Resend Code saves the same change again.
  const [pending, setPending] = useState<
    (PendingChangeState & { changeId: string; values: ProfileSaveValues }) | undefined
  >()
  const [sendVerification] = useSendVerificationEmailMutation()
  const [verifyOtp] = useVerifyOtpMutation()
  const [notice, setNotice] = useState<{ message?: string; error?: string }>({})
  const [verification, setVerification] = useState<EmailVerificationState>({ status: 'idle' })

  const save = async (values: ProfileSaveValues) => {
    setNotice({})
    const answer = await updateUser(values)
    if ('data' in answer && answer.data) {
      const change = answer.data.pendingChange
      if (change) {
        setPending({ ...change, status: 'sent', values })
        setNotice({ message: answer.data.message })
        return
      }
      setNotice({ message: PROFILE_UPDATED_MESSAGE })
      enqueueToast(PROFILE_UPDATED_MESSAGE, { variant: 'success' })
    } else {
      setNotice({ error: serverMessage(answer.error) ?? PROFILE_UPDATE_FAILED_MESSAGE })
    }
  }

  const confirm = async (otp: string) => {
    if (!pending) return
    setNotice({})
    setPending({ ...pending, status: 'confirming', error: undefined })
    const answer = await confirmChange({ changeId: pending.changeId, otp })
    if ('data' in answer && answer.data) {
      setPending(undefined)
      setNotice({ message: answer.data.message })
      enqueueToast(answer.data.message, { variant: 'success' })
    } else {
      setPending({
        ...pending,
        status: 'sent',
        error: serverMessage(answer.error) ?? VERIFY_OTP_FAILED_MESSAGE,
      })
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
      enqueueToast(EMAIL_VERIFIED_MESSAGE, { variant: 'success' })
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
      pendingChange={pending}
      onConfirmChange={(otp) => void confirm(otp)}
      onResendChange={() => {
        if (pending) void save(pending.values)
      }}
      onCancelChange={() => {
        setPending(undefined)
        setNotice({})
      }}
      onVerifyPhone={() => void save({ name: user.name, ...(user.phone ? { phone: user.phone } : {}) })}
      message={notice.message}
      error={notice.error}
    />
  )
}
