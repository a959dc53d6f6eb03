export type { ResetPasswordFormProps, ResetPasswordValues } from './ResetPasswordForm.tsx'
export { RESET_LINK_INVALID_MESSAGE, ResetPasswordForm } from './ResetPasswordForm.tsx'
