import { pages } from '@haat/contract/core'
import { ResetPasswordForm } from '@haat/ui'
import { useParams } from 'react-router-dom'
import { serverMessage } from '../../../app/errorText.ts'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { useCheckResetTokenQuery, useSetNewPasswordMutation } from '../authApi.ts'
import { SOMETHING_WENT_WRONG } from '../texts.ts'

/** /reset-password/{token}: the e-mailed link; single use, valid 30 minutes (checked by the server). */
export function ResetPasswordRoute() {
  useDocumentTitle(pages.resetPassword.title)
  const { token = '' } = useParams()
  const check = useCheckResetTokenQuery(token, { refetchOnMountOrArgChange: true })
  const [setNewPassword, saving] = useSetNewPasswordMutation()
  const linkState = check.data
    ? check.data.valid
      ? 'valid'
      : 'invalid'
    : check.isError
      ? 'invalid'
      : 'checking'
  return (
    <ResetPasswordForm
      linkState={saving.isSuccess ? 'valid' : linkState}
      status={saving.isLoading ? 'submitting' : 'idle'}
      successMessage={saving.data?.message}
      error={saving.error ? (serverMessage(saving.error) ?? SOMETHING_WENT_WRONG) : undefined}
      onSubmit={(values) => void setNewPassword({ resetToken: token, ...values })}
    />
  )
}
