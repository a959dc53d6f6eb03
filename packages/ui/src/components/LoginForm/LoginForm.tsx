import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import {
  FormError,
  FormNotice,
  FormStack,
  type FormStatus,
  OrDivider,
  SubmitButton,
  SubscribeCheckbox,
} from '../AuthCard/formParts.tsx'
import { GoogleButton } from '../GoogleButton/GoogleButton.tsx'
import { PasswordField } from '../PasswordField/PasswordField.tsx'
import { EMAIL_MESSAGE, isValidEmail } from '../SignUpForm/validation.ts'

export interface LoginValues {
  email: string
  password: string
}

export interface LoginFormProps {
  status: FormStatus
  /** "Incorrect email or password" on any failure. */
  error?: string
  /** A neutral confirmation on top of the card, e.g. "Account created. Please sign in." after sign-up. */
  notice?: string
  /** False when the store has no Google client id: the Google button is not shown. */
  googleEnabled: boolean
  onSubmit: (values: LoginValues) => void
  onGoogle: () => void
}

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password'

/** /login: Sign In with Email. */
export function LoginForm({ status, error, notice, googleEnabled, onSubmit, onGoogle }: LoginFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [subscribe, setSubscribe] = useState(false)
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const busy = status === 'submitting'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = {
      email: isValidEmail(email) ? undefined : EMAIL_MESSAGE,
      password: password === '' ? PASSWORD_REQUIRED_MESSAGE : undefined,
    }
    setErrors(found)
    if (found.email || found.password) return
    onSubmit({ email: email.trim(), password })
  }

  return (
    <AuthCard title="Sign In with Email">
      <Box component="form" onSubmit={submit} noValidate>
        <FormStack>
          <FormNotice>{notice}</FormNotice>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <PasswordField
            label="Password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoComplete="current-password"
            required
          />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 1,
              mt: -1,
            }}
          >
            <SubscribeCheckbox checked={subscribe} onChange={setSubscribe} />
            <Link underline="always" href="/forget-password" variant="body2" sx={{ fontWeight: 600 }}>
              Forgot Password
            </Link>
          </Box>
          <FormError>{error}</FormError>
          <SubmitButton busy={busy} busyLabel="Signing In...">
            Sign In
          </SubmitButton>
          <Button href="/" variant="text" fullWidth>
            Explore Without Login
          </Button>
          <OrDivider />
          {googleEnabled ? <GoogleButton onClick={onGoogle} disabled={busy} /> : null}
          <Button href="/sign-with-otp" variant="outlined" size="large" fullWidth sx={{ py: 1.1 }}>
            Continue with OTP
          </Button>
          <Typography component="p" variant="body2" sx={{ textAlign: 'center' }}>
            New to Haat?{' '}
            <Link underline="always" href="/sign-up-with-email" sx={{ fontWeight: 700 }}>
              Sign Up
            </Link>
          </Typography>
        </FormStack>
      </Box>
    </AuthCard>
  )
}
