export type { OtpEntryFormProps } from './OtpEntryForm.tsx'
export { OTP_LENGTH, OtpEntryForm } from './OtpEntryForm.tsx'
export { formatCountdown, useCountdown } from './useCountdown.ts'
