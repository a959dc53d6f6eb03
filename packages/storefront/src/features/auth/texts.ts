/**
 * The texts the identity screens show on their own (toasts and failures the server does not word). The
 * texts the server answers with come from the contract's core.
 */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.'
export const SOMETHING_WENT_WRONG = 'Something went wrong'
/** Shown on the /login card after a sign-up (passed in the navigation's state, so it outlives the move). */
export const ACCOUNT_CREATED_NOTICE = 'Account created. Please sign in.'

/** The router state /sign-up-with-email passes to /login. */
export interface LoginState {
  accountCreated?: boolean
}
export const OTP_SESSION_MISSING_MESSAGE =
  'Your phone verification has expired. Please sign in with OTP again to verify your number.'
