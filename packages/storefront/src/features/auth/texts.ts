/**
 * The specification's texts the identity screens show themselves. Kept here as plain strings so the
 * app bundle does not carry zod and the contract; texts.test.ts proves the shared ones equal the
 * contract's.
 */
export const SIGNIN_FAILED_MESSAGE = 'Incorrect email or password'
export const EMAIL_EXISTS_MESSAGE = 'Email Already Exist'
export const INCORRECT_OTP_MESSAGE = 'Incorrect OTP'
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.'
export const SOMETHING_WENT_WRONG = 'Something went wrong'
export const ACCOUNT_CREATED_TOAST = 'Account created. Please sign in.'
export const PROFILE_UPDATED_MESSAGE = 'User information updated successfully!'
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update user information.'
export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully!'
export const SEND_OTP_FAILED_MESSAGE = 'Failed to send OTP'
export const VERIFY_OTP_FAILED_MESSAGE = 'Failed to verify OTP'
export const OTP_SESSION_MISSING_MESSAGE =
  'Your phone verification has expired. Please sign in with OTP again to verify your number.'
