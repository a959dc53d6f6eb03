import { pages } from '@haat/contract/core'
import { ForgotPasswordForm } from '@haat/ui'
import { serverMessage } from '../../../app/errorText.ts'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { useResetPasswordMutation } from '../authApi.ts'
import { SOMETHING_WENT_WRONG } from '../texts.ts'

/** /forget-password: e-mails a reset link (the server answers the same for unknown addresses). */
export function ForgotPasswordRoute() {
  useDocumentTitle(pages.forgotPassword.title)
  const [resetPassword, { isLoading, data, error, reset }] = useResetPasswordMutation()
  return (
    <ForgotPasswordForm
      status={isLoading ? 'submitting' : 'idle'}
      successMessage={data?.message}
      error={error ? (serverMessage(error) ?? SOMETHING_WENT_WRONG) : undefined}
      onSubmit={(email) => {
        reset()
        void resetPassword({ email })
      }}
    />
  )
}
