import TimerOutlined from '@mui/icons-material/TimerOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import { FormStack, type FormStatus, SubmitButton } from '../AuthCard/formParts.tsx'
import { OtpInput } from '../OtpInput/OtpInput.tsx'
import { formatCountdown } from './useCountdown.ts'

export const OTP_LENGTH = 6

export interface OtpEntryFormProps {
  /** The ten-digit number the code was sent to. */
  number: string
  /** Seconds before the code can no longer be entered (the container runs the 30-second timer, e.g. with useCountdown). */
  secondsLeft: number
  /** 'submitting' while the code is checked; 'resending' while a new code is requested. */
  status: FormStatus | 'resending'
  /** "Incorrect OTP" and the like, under the boxes. */
  error?: string
  onVerify: (otp: string) => void
  onResend: () => void
  /** Where "Change number" leads. */
  changeNumberHref?: string
}

/**
 * /otp-snd/{number}/{otpSession}: six boxes and a countdown; at zero the boxes give way to
 * "Time exceeded" and Resend OTP. A resend (secondsLeft back above zero) starts with empty boxes.
 */
export function OtpEntryForm({
  number,
  secondsLeft,
  status,
  error,
  onVerify,
  onResend,
  changeNumberHref = '/sign-with-otp',
}: OtpEntryFormProps) {
  const [otp, setOtp] = useState('')
  const expired = secondsLeft <= 0
  const busy = status === 'submitting'
  const complete = otp.length === OTP_LENGTH && /^\d+$/.test(otp)
  const verifyButton = useRef<HTMLButtonElement>(null)

  // A fresh code after a resend: empty boxes.
  useEffect(() => {
    if (expired) setOtp('')
  }, [expired])

  // Once the sixth digit is in (and the button enabled by that render), Enter or Space verifies.
  useEffect(() => {
    if (complete) verifyButton.current?.focus()
  }, [complete])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (complete && !busy && !expired) onVerify(otp)
  }

  return (
    <AuthCard
      title="Verify Your Number"
      subtitle={
        <>
          Enter the 6-digit OTP sent to <strong>+91 {number}</strong>.{' '}
          <Link underline="always" href={changeNumberHref}>
            Change number
          </Link>
        </>
      }
    >
      <Box component="form" onSubmit={submit}>
        <FormStack>
          {expired ? (
            <Box sx={{ textAlign: 'center', py: 1 }}>
              <Typography role="alert" component="p" sx={{ fontWeight: 700, color: 'error.main', mb: 1.5 }}>
                Time exceeded
              </Typography>
              <Button
                variant="contained"
                onClick={onResend}
                disabled={status === 'resending'}
                aria-busy={status === 'resending'}
              >
                Resend OTP
              </Button>
            </Box>
          ) : (
            <>
              <OtpInput length={OTP_LENGTH} value={otp} onChange={setOtp} disabled={busy} error={error} />
              <Box
                role="timer"
                aria-live="off"
                aria-label={`Time left ${formatCountdown(secondsLeft)}`}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  fontWeight: 700,
                  color: 'primary.main',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                <TimerOutlined aria-hidden fontSize="small" />
                {formatCountdown(secondsLeft)}
              </Box>
              <SubmitButton
                busy={busy}
                busyLabel="Verifying..."
                disabled={!complete}
                buttonRef={verifyButton}
              >
                Verify OTP
              </SubmitButton>
            </>
          )}
        </FormStack>
      </Box>
    </AuthCard>
  )
}
