/**
 * Identity's fixed texts and rules: the validation messages the forms and the server share, the texts of
 * answers the storefront matches on, the patterns and the session's life. Everything here is plain data,
 * so the storefront imports it without zod.
 */

/** The country code sent with every phone number: India's, the only one (docs/product.md, Identity). */
export const COUNTRY_CODE = '91'

// --- Validation texts (exact, as the specification spells them) ---
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long, include one uppercase letter, one lowercase letter, one number, and one special character.'
export const PASSWORD_MISMATCH_MESSAGE = 'Password and confirm password are not the same.'
export const PHONE_MESSAGE = 'Please enter a 10-digit phone number.'
export const EMAIL_MESSAGE = "Please enter a valid email address with at least one '.'."
export const NAME_MESSAGE = 'Please enter only letters.'
export const NAME_REQUIRED_MESSAGE = 'Please enter your name.'
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email'
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password'
export const PROFILE_EMAIL_MESSAGE = 'Invalid email format.'
export const PROFILE_PHONE_MESSAGE = 'Phone number must be 10 digits.'
export const OTP_MESSAGE = 'Please enter the 6-digit code.'

// --- Server answers with fixed texts the storefront matches on ---
export const EMAIL_EXISTS_MESSAGE = 'Email Already Exist'
export const PHONE_EXISTS_MESSAGE = 'This phone number is already registered. Sign in with OTP instead.'
export const SIGNIN_FAILED_MESSAGE = 'Incorrect email or password'
/** The answer to a wrong one-time code, whichever code it was (sign-in, phone or e-mail proof, a change). */
export const INCORRECT_OTP_MESSAGE = 'Incorrect OTP'
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.'
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used.'
export const TOKEN_MISSING_MESSAGE = 'Authentication token missing. Please log in again.'
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.'
export const USER_EXISTS_MESSAGE = 'User Already Exist You Can Login'

/** A session token lives one hour (docs/product.md, "Identity"). */
export const SESSION_LIFETIME_MS = 3_600_000

/**
 * 8+ characters; at least one lowercase, uppercase, digit and special from @#$%^&+=; nothing else.
 * The specials are written out (not a range) so `+` and `=` mean themselves.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&+=])[A-Za-z\d@#$%^&+=]{8,}$/
/** local@domain.tld with at least one '.' after the @ (the shape the sign-up form's title describes). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
export const PHONE_PATTERN = /^\d{10}$/
export const NAME_PATTERN = /^[A-Za-z ]+$/
export const OTP_PATTERN = /^\d{6}$/

/** Longest accepted password: argon2 on megabytes of input would be a cheap denial of service. */
export const PASSWORD_MAX = 128
export const EMAIL_MAX = 254
export const EMAIL_TOO_LONG_MESSAGE = `Email must be at most ${EMAIL_MAX} characters.`
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters.`

// --- Phone and e-mail changes ---
export const ONE_CHANGE_AT_A_TIME_MESSAGE = 'Please change your phone number and your e-mail one at a time.'
export const PHONE_TAKEN_MESSAGE = 'This phone number is already used by another account.'
export const EMAIL_TAKEN_MESSAGE = 'This email is already used by another account.'
export const CONTACT_CODE_LOCKED_MESSAGE =
  'Too many wrong attempts. Please save the change again for a new code.'
export const CONTACT_CHANGE_NOT_FOUND_MESSAGE =
  'This change has expired. Please save it again for a new code.'
export const PHONE_CHANGED_MESSAGE = 'Your phone number has been changed.'
export const PHONE_VERIFIED_MESSAGE = 'Your phone number is verified.'
export const EMAIL_CHANGED_MESSAGE = 'Your email has been changed.'
/** "We sent a code to 98xxxxxx10. Enter it to change your phone number." (`to` comes masked for a phone.) */
export const contactCodeSentMessage = (channel: 'sms' | 'email', to: string, verifyingCurrent: boolean) =>
  channel === 'sms'
    ? `We sent a code to ${to}. Enter it to ${verifyingCurrent ? 'verify' : 'change'} your phone number.`
    : `We sent a code to ${to}. Enter it to change your email.`
