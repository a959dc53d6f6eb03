export type { PasswordFieldProps } from './PasswordField.tsx'
export { PasswordField } from './PasswordField.tsx'
export {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  passwordRule,
  passwordsMatch,
  validatePassword,
} from './passwordRule.ts'
