/**
 * The texts the identity screens show on their own (toasts and failures the server does not word). The
 * texts the server answers with come from the contract's core.
 */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.'
export const SOMETHING_WENT_WRONG = 'Something went wrong'
export const ACCOUNT_CREATED_TOAST = 'Account created. Please sign in.'
export const OTP_SESSION_MISSING_MESSAGE =
  'Your phone verification has expired. Please sign in with OTP again to verify your number.'
