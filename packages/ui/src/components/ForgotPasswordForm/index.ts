export type { ForgotPasswordFormProps } from './ForgotPasswordForm.tsx'
export { EMAIL_REQUIRED_MESSAGE, ForgotPasswordForm } from './ForgotPasswordForm.tsx'
