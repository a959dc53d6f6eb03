import { z } from 'zod'
import { atMostCharactersMessage, text } from './common.ts'

/**
 * Identity: the bodies and answers of every sign-in, sign-up, session and profile call, with the
 * specification's validation texts (document 1 section 5, document 2 "Profile"). The server validates
 * with exactly these schemas, and the storefront's forms show the same messages.
 */

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
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that e-mail, a reset link is on its way.'
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used.'
export const TOKEN_MISSING_MESSAGE = 'Authentication token missing. Please log in again.'
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.'
export const USER_EXISTS_MESSAGE = 'User Already Exist You Can Login'

/** Token lifetime (document 1 section 9): one hour. */
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
const PASSWORD_MAX = 128
const EMAIL_MAX = 254
export const EMAIL_TOO_LONG_MESSAGE = `Email must be at most ${EMAIL_MAX} characters.`
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters.`

export const Password = text({ error: PASSWORD_RULE_MESSAGE })
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE)
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE)

export const Email = text({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX, EMAIL_TOO_LONG_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)

export const Phone = text({ error: PHONE_MESSAGE }).trim().regex(PHONE_PATTERN, PHONE_MESSAGE)

export const FullName = text({ error: NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(100, 'Name must be at most 100 characters.')
  .regex(NAME_PATTERN, NAME_MESSAGE)

export const ReferralCode = text()
  .trim()
  .max(32, 'Referral code must be at most 32 characters.')
  .optional()
  .transform((value) => (value === '' ? undefined : value))

export const OtpCode = text({ error: OTP_MESSAGE }).regex(OTP_PATTERN, OTP_MESSAGE)

/** An opaque session or reset token; never parsed, only looked up by its hash. */
const OpaqueToken = text().min(1).max(512, atMostCharactersMessage(512))

// --- Common answers ---
export const MessageAnswer = z.object({ message: z.string() })
export type MessageAnswer = z.infer<typeof MessageAnswer>

/** A new session: the bearer token and when it stops working (epoch ms; the client's tokenExpiry). */
export const TokenAnswer = z.object({ token: z.string(), expiresAt: z.number().int() })
export type TokenAnswer = z.infer<typeof TokenAnswer>

// --- The user ---
export const AddressLocation = z.object({ latitude: z.number(), longitude: z.number() })

/** A saved address (document 2); addresses are identified by their index in the list. */
export const Address = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  alternativePhoneNumber: z.string().nullable(),
  typeOfAddress: z.enum(['Home', 'Office']),
  primaryAddress: z.boolean(),
  houseName: z.string(),
  localArea: z.string(),
  landMark: z.string().nullable(),
  pincode: z.string(),
  state: z.string(),
  country: z.string(),
  location: AddressLocation.nullable(),
})
export type Address = z.infer<typeof Address>

export const User = z.object({
  id: z.string(),
  /** The specification's document id of the user; equal to `id` here. */
  customDocId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  /** Whether the phone was proven with a code; an unproven one never signs in by OTP. */
  phoneVerified: z.boolean(),
  profileUrl: z.string().nullable(),
  /** Loyalty (Thara) coin balance. */
  coin: z.number().int().nonnegative(),
  address: z.array(Address),
})
export type User = z.infer<typeof User>

export const UserAnswer = z.object({ user: User })
export type UserAnswer = z.infer<typeof UserAnswer>

// --- Phone OTP ---
export const OtpSendBody = z.object({
  number: Phone,
  /** The country code, always "91". */
  code: z.literal('91', { error: 'Country code must be 91.' }),
  /**
   * "signup" from the sign-up screen: an existing number answers 409 "User Already Exist You Can
   * Login". Without it (the sign-in screen) existing accounts get a code and sign in.
   */
  purpose: z.enum(['signin', 'signup']).optional(),
})
export type OtpSendBody = z.infer<typeof OtpSendBody>
export const OtpSendAnswer = z.object({ otpSession: z.string() })
export type OtpSendAnswer = z.infer<typeof OtpSendAnswer>

export const OtpCheckBody = z.object({
  otp: OtpCode,
  otpSession: OpaqueToken,
  number: Phone,
})
export type OtpCheckBody = z.infer<typeof OtpCheckBody>
/** A new number: isNewUser true and no token (the personal-details step follows). */
export const OtpCheckAnswer = z.object({
  token: z.string().optional(),
  expiresAt: z.number().int().optional(),
  isNewUser: z.boolean(),
})
export type OtpCheckAnswer = z.infer<typeof OtpCheckAnswer>
/** 409 from otp-check: the number already has an account, and this signs it in. */
export const ExistingAccountAnswer = z.object({
  message: z.string(),
  token: z.string(),
  expiresAt: z.number().int(),
})
export type ExistingAccountAnswer = z.infer<typeof ExistingAccountAnswer>

// --- E-mail and password ---
export const SignUpWithEmailBody = z
  .object({
    name: FullName,
    email: Email,
    phone: Phone,
    password: Password,
    confirmPassword: text({ error: PASSWORD_MISMATCH_MESSAGE }),
    referralCode: ReferralCode,
    /** A copy of phone (the specification's form sends both). */
    officialPhoneNumber: Phone,
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  })
export type SignUpWithEmailBody = z.infer<typeof SignUpWithEmailBody>

/** Sign-in checks presence only: any other failure is the one "Incorrect email or password". */
export const SigninCheckBody = z.object({
  email: text({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .max(EMAIL_MAX, EMAIL_TOO_LONG_MESSAGE),
  password: text({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG_MESSAGE),
})
export type SigninCheckBody = z.infer<typeof SigninCheckBody>

export const SignUpWithGoogleBody = z.object({
  token: text().min(1).max(8192, atMostCharactersMessage(8192)),
})
export type SignUpWithGoogleBody = z.infer<typeof SignUpWithGoogleBody>

export const SignUpWithPersonalDetailsBody = z.object({
  name: FullName,
  email: Email,
  referralCode: ReferralCode,
  phone: Phone,
  /** The verified, unconsumed OTP session that proves the phone belongs to the caller. */
  otpSession: OpaqueToken,
})
export type SignUpWithPersonalDetailsBody = z.infer<typeof SignUpWithPersonalDetailsBody>

// --- Password reset ---
export const ResetPasswordBody = z.object({ email: Email })
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>

export const SetNewPasswordBody = z
  .object({
    resetToken: OpaqueToken,
    password: Password,
    confirmPassword: text({ error: PASSWORD_MISMATCH_MESSAGE }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  })
export type SetNewPasswordBody = z.infer<typeof SetNewPasswordBody>

export const CheckResetTokenQuery = z.object({ token: OpaqueToken })
export type CheckResetTokenQuery = z.infer<typeof CheckResetTokenQuery>
export const CheckResetTokenAnswer = z.object({
  valid: z.boolean(),
  reason: z.enum(['expired', 'used', 'unknown']).optional(),
})
export type CheckResetTokenAnswer = z.infer<typeof CheckResetTokenAnswer>

// --- Profile ---
export const UpdateUserBody = z.object({
  newEmail: text()
    .trim()
    .max(EMAIL_MAX, PROFILE_EMAIL_MESSAGE)
    .regex(EMAIL_PATTERN, PROFILE_EMAIL_MESSAGE)
    .optional(),
  name: FullName.optional(),
  phone: text().trim().regex(PHONE_PATTERN, PROFILE_PHONE_MESSAGE).optional(),
})
export type UpdateUserBody = z.infer<typeof UpdateUserBody>
/**
 * A phone or e-mail change waiting for its code: nothing changed yet. The code went to `to` (the new
 * value); `changeId` goes back with the code to confirm-contact-change.
 */
export const PendingContactChange = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  changeId: z.string(),
})
export type PendingContactChange = z.infer<typeof PendingContactChange>

export const UpdateUserAnswer = z.object({
  message: z.string(),
  user: User,
  pendingChange: PendingContactChange.optional(),
})
export type UpdateUserAnswer = z.infer<typeof UpdateUserAnswer>

export const ConfirmContactChangeBody = z.object({ changeId: OpaqueToken, otp: OtpCode })
export type ConfirmContactChangeBody = z.infer<typeof ConfirmContactChangeBody>
export const ConfirmContactChangeAnswer = z.object({ message: z.string(), user: User })
export type ConfirmContactChangeAnswer = z.infer<typeof ConfirmContactChangeAnswer>

// --- Contact changes: the code goes to the new phone or e-mail, a notice to the old one ---
export const ONE_CHANGE_AT_A_TIME_MESSAGE = 'Please change your phone number and your e-mail one at a time.'
export const PHONE_TAKEN_MESSAGE = 'This phone number is already used by another account.'
export const EMAIL_TAKEN_MESSAGE = 'This email is already used by another account.'
export const CONTACT_CODE_INCORRECT_MESSAGE = 'Incorrect OTP'
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

export const SendVerificationEmailBody = z.object({})
export type SendVerificationEmailBody = z.infer<typeof SendVerificationEmailBody>

export const VerifyOtpBody = z.object({ otp: OtpCode })
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>
export const VerifyOtpAnswer = z.object({ message: z.string(), user: User })
export type VerifyOtpAnswer = z.infer<typeof VerifyOtpAnswer>

// --- Configuration and development ---
/** googleClientId null means Google sign-in is not configured: the storefront hides its buttons. */
export const AuthConfigAnswer = z.object({ googleClientId: z.string().nullable() })
export type AuthConfigAnswer = z.infer<typeof AuthConfigAnswer>

export const DevOutboxQuery = z.object({
  to: text().trim().max(EMAIL_MAX, atMostCharactersMessage(EMAIL_MAX)).optional(),
})
export type DevOutboxQuery = z.infer<typeof DevOutboxQuery>
export const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof OutboxMessage>
export const DevOutboxAnswer = z.object({ messages: z.array(OutboxMessage) })
export type DevOutboxAnswer = z.infer<typeof DevOutboxAnswer>
