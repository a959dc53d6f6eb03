import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import { FormError, FormNotice, FormStack, type FormStatus, SubmitButton } from '../AuthCard/formParts.tsx'

export interface ForgotPasswordFormProps {
  status: FormStatus
  /** The server's "check your inbox" answer, shown as a neutral confirmation (an info alert). */
  successMessage?: string
  /** Red: the server's error or "Something went wrong". */
  error?: string
  onSubmit: (email: string) => void
}

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email'

/** /forget-password: asks for a reset link by e-mail. */
export function ForgotPasswordForm({ status, successMessage, error, onSubmit }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('')
  const [missing, setMissing] = useState(false)
  const busy = status === 'submitting'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const empty = email.trim() === ''
    setMissing(empty)
    if (!empty) onSubmit(email.trim())
  }

  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
    >
      <Box component="form" onSubmit={submit} noValidate>
        <FormStack>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
            autoComplete="email"
            error={missing}
            helperText={missing ? EMAIL_REQUIRED_MESSAGE : undefined}
          />
          <FormNotice>{successMessage}</FormNotice>
          <FormError>{error}</FormError>
          <SubmitButton busy={busy} busyLabel="Sending...">
            Send Reset Link
          </SubmitButton>
          <Typography component="p" variant="body2" sx={{ textAlign: 'center' }}>
            Remembered it?{' '}
            <Link underline="always" href="/login" sx={{ fontWeight: 700 }}>
              Sign In
            </Link>
          </Typography>
        </FormStack>
      </Box>
    </AuthCard>
  )
}
