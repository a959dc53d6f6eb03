import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import {
  FormError,
  FormStack,
  type FormStatus,
  OrDivider,
  SubmitButton,
  SubscribeCheckbox,
} from '../AuthCard/formParts.tsx'
import { GoogleButton } from '../GoogleButton/GoogleButton.tsx'
import { keepDigits } from '../SignUpForm/validation.ts'

export interface PhoneSignInValues {
  /** The ten digits typed, without the fixed country code 91. */
  number: string
  subscribe: boolean
}

export interface PhoneSignInFormProps {
  status: FormStatus
  onSubmit: (values: PhoneSignInValues) => void
  error?: string
  /** The OTP request answered 409: show "User Already Exist You Can Login" with a link to /login. */
  existingUser?: boolean
  /** False when the store has no Google client id: the Google button is not shown. */
  googleEnabled: boolean
  onGoogle: () => void
  /** The external business (B2B) sign-in site. */
  b2bUrl: string
  termsUrl: string
  privacyUrl: string
}

/** /sign-with-otp: a phone number (country code fixed to 91) that gets a one-time password. */
export function PhoneSignInForm({
  status,
  onSubmit,
  error,
  existingUser,
  googleEnabled,
  onGoogle,
  b2bUrl,
  termsUrl,
  privacyUrl,
}: PhoneSignInFormProps) {
  const [number, setNumber] = useState('')
  const [subscribe, setSubscribe] = useState(false)
  const busy = status === 'submitting'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || number === '') return
    onSubmit({ number, subscribe })
  }

  return (
    <AuthCard title="Sign In for Shoppers" subtitle="Sign in or create your account with your mobile number">
      <Box component="form" onSubmit={submit}>
        <FormStack>
          <TextField
            label="Mobile Number"
            value={number}
            onChange={(event) => setNumber(keepDigits(event.target.value, 10))}
            required
            fullWidth
            autoComplete="tel-national"
            type="tel"
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
              htmlInput: { inputMode: 'numeric', maxLength: 10 },
            }}
          />
          <SubscribeCheckbox checked={subscribe} onChange={setSubscribe} />
          <Typography component="p" variant="body2" color="text.secondary">
            By continuing you agree to our{' '}
            <Link underline="always" href={termsUrl} target="_blank" rel="noopener noreferrer">
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link underline="always" href={privacyUrl} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Link>
            .
          </Typography>
          {existingUser ? (
            <Typography role="alert" color="error" variant="body2" sx={{ fontWeight: 600 }}>
              User Already Exist You Can Login{' '}
              <Link underline="always" href="/login" sx={{ fontWeight: 700 }}>
                Login
              </Link>
            </Typography>
          ) : null}
          <FormError>{error}</FormError>
          <SubmitButton busy={busy} busyLabel="Getting OTP">
            GET OTP
          </SubmitButton>
          <OrDivider />
          {googleEnabled ? <GoogleButton onClick={onGoogle} disabled={busy} /> : null}
          <Button href="/sign-up-with-email" variant="outlined" size="large" fullWidth sx={{ py: 1.1 }}>
            Continue with Email
          </Button>
          <Typography component="p" variant="body2" sx={{ textAlign: 'center' }}>
            Buying for Business?{' '}
            <Link
              underline="always"
              href={b2bUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ fontWeight: 700 }}
            >
              Sign In to B2B Account
            </Link>
          </Typography>
        </FormStack>
      </Box>
    </AuthCard>
  )
}
