export type { LoginFormProps, LoginValues } from './LoginForm.tsx'
export { LoginForm, PASSWORD_REQUIRED_MESSAGE } from './LoginForm.tsx'
