import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import { FormError, FormStack, type FormStatus, SubmitButton } from '../AuthCard/formParts.tsx'
import { PasswordField } from '../PasswordField/PasswordField.tsx'

export interface SellerSignInValues {
  email: string
  password: string
}

/** The form's fixed texts; each has the wording shown by default. */
export interface SellerSignInFormTexts {
  title: string
  intro: string
  email: string
  password: string
  submit: string
  busy: string
  required: string
}

const DEFAULT_TEXTS: SellerSignInFormTexts = {
  title: 'Seller Sign In',
  intro: "Sign in with your seller member account to see your store's orders.",
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
  busy: 'Signing In...',
  required: 'Enter your e-mail and password',
}

export interface SellerSignInFormProps {
  status: FormStatus
  /** Why the last attempt failed (a wrong password, an account that is not a seller's). */
  error?: string
  onSubmit: (values: SellerSignInValues) => void
  texts?: Partial<SellerSignInFormTexts>
}

/** /seller/login: a seller's member signs in with the e-mail and password of their account. */
export function SellerSignInForm({ status, error, onSubmit, texts }: SellerSignInFormProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const busy = status === 'submitting'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const incomplete = email.trim() === '' || password === ''
    setMissing(incomplete)
    if (incomplete) return
    onSubmit({ email: email.trim(), password })
  }

  return (
    <AuthCard title={t.title}>
      <Box component="form" onSubmit={submit} noValidate>
        <FormStack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.intro}
          </Typography>
          <TextField
            label={t.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
            autoComplete="username"
          />
          <PasswordField
            label={t.password}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            required
          />
          <FormError>{missing ? t.required : error}</FormError>
          <SubmitButton busy={busy} busyLabel={t.busy}>
            {t.submit}
          </SubmitButton>
        </FormStack>
      </Box>
    </AuthCard>
  )
}
