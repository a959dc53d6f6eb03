export type { PhoneSignInFormProps, PhoneSignInValues } from './PhoneSignInForm.tsx'
export { PhoneSignInForm } from './PhoneSignInForm.tsx'
