export type { SignUpFormProps, SignUpValues } from './SignUpForm.tsx'
export { COUNTRY_CODES, SignUpForm } from './SignUpForm.tsx'
export {
  EMAIL_MESSAGE,
  isTenDigitPhone,
  isValidEmail,
  keepDigits,
  keepLettersAndSpaces,
  NAME_LETTERS_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PHONE_MESSAGE,
  PROFILE_EMAIL_MESSAGE,
  PROFILE_PHONE_MESSAGE,
} from './validation.ts'
