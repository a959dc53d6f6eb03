// The sign-up and profile fields' rules with their exact texts (docs/product.md, "Identity").

export const NAME_LETTERS_MESSAGE = 'Please enter only letters.'
export const NAME_REQUIRED_MESSAGE = 'Please enter your name.'
export const EMAIL_MESSAGE = "Please enter a valid email address with at least one '.'."
export const PHONE_MESSAGE = 'Please enter a 10-digit phone number.'
export const PROFILE_EMAIL_MESSAGE = 'Invalid email format.'
export const PROFILE_PHONE_MESSAGE = 'Phone number must be 10 digits.'

/** Something before the @, something after it, and at least one '.' in the domain; no spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(email: string): boolean {
  return emailShape.test(email.trim())
}

export function isTenDigitPhone(phone: string): boolean {
  return /^\d{10}$/.test(phone)
}

/** Keeps letters (any script, with their combining marks) and spaces: the name field's typing filter. */
export function keepLettersAndSpaces(text: string): string {
  return text.replace(/[^\p{L}\p{M} ]/gu, '')
}

export function keepDigits(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, maxLength)
}
