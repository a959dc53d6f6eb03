import { z } from 'zod'
import { text } from './common.ts'
import {
  COUNTRY_CODE,
  EMAIL_MAX,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  NAME_MESSAGE,
  NAME_PATTERN,
  NAME_REQUIRED_MESSAGE,
  OTP_MESSAGE,
  OTP_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_PATTERN,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  PROFILE_EMAIL_MESSAGE,
  PROFILE_PHONE_MESSAGE,
} from './core/identity.ts'
import { atMostCharactersMessage } from './core/text.ts'

/**
 * Identity: the bodies and answers of every sign-in, sign-up, session and profile call. Their texts and
 * patterns live in core/identity.ts; the server validates with exactly these schemas, and the forms show
 * the same messages.
 */

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

/** A saved address; addresses are identified by their index in the list. */
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
  code: z.literal(COUNTRY_CODE, { error: `Country code must be ${COUNTRY_CODE}.` }),
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
