export type { OtpInputProps } from './OtpInput.tsx'
export { OtpInput } from './OtpInput.tsx'
