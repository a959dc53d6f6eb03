/**
 * The texts My Account shows on its own (toasts and failures the server does not word). The texts the
 * server answers with come from the contract's core.
 */
export const PROFILE_UPDATED_MESSAGE = 'User information updated successfully!'
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update user information.'
export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully!'
export const SEND_OTP_FAILED_MESSAGE = 'Failed to send OTP'
export const VERIFY_OTP_FAILED_MESSAGE = 'Failed to verify OTP'
