// The password rule (docs/product.md, "Identity"), shared by sign-up and reset; the API checks the same one.

/** At least 8 characters, one lowercase, one uppercase, one digit, one of @#$%^&+=, and only those characters. */
export const passwordRule = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&+=])[A-Za-z\d@#$%^&+=]{8,}$/

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long, include one uppercase letter, one lowercase letter, one number, and one special character.'

export const PASSWORD_MISMATCH_MESSAGE = 'Password and confirm password are not the same.'

/** The rule's message when `password` breaks it, otherwise undefined. */
export function validatePassword(password: string): string | undefined {
  return passwordRule.test(password) ? undefined : PASSWORD_RULE_MESSAGE
}

/** The mismatch message when the two differ, otherwise undefined. */
export function passwordsMatch(password: string, confirmPassword: string): string | undefined {
  return password === confirmPassword ? undefined : PASSWORD_MISMATCH_MESSAGE
}
