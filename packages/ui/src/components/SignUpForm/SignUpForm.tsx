import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import {
  FormError,
  FormStack,
  type FormStatus,
  SubmitButton,
  SubscribeCheckbox,
} from '../AuthCard/formParts.tsx'
import { PasswordField } from '../PasswordField/PasswordField.tsx'
import { passwordsMatch, validatePassword } from '../PasswordField/passwordRule.ts'
import {
  EMAIL_MESSAGE,
  isTenDigitPhone,
  isValidEmail,
  keepDigits,
  keepLettersAndSpaces,
  NAME_LETTERS_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PHONE_MESSAGE,
} from './validation.ts'

export interface SignUpValues {
  name: string
  email: string
  /** Ten digits; the +91/+97 choice is shown but not sent (the API takes Indian numbers only). */
  phone: string
  password: string
  confirmPassword: string
  /** Empty when none was given. */
  referralCode: string
  subscribe: boolean
}

export interface SignUpFormProps {
  status: FormStatus
  /** Errors from the server for one field: `email: 'Email Already Exist'` on a 400, or a taken phone. */
  fieldErrors?: { email?: string; phone?: string }
  error?: string
  /** Called only with values that pass every client-side rule. */
  onSubmit: (values: SignUpValues) => void
  /** The referral code a friend's link carried, filled in for the shopper (they may still change it). */
  initialReferralCode?: string
}

type FieldErrors = Partial<Record<'name' | 'email' | 'phone' | 'password' | 'confirmPassword', string>>

export const COUNTRY_CODES = ['+91', '+97'] as const

/** /sign-up-with-email: Create Account with e-mail, phone and password. */
export function SignUpForm({
  status,
  fieldErrors,
  error,
  onSubmit,
  initialReferralCode = '',
}: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>({
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    referralCode: initialReferralCode,
    subscribe: false,
  })
  const [countryCode, setCountryCode] = useState<string>('+91')
  const [nameFiltered, setNameFiltered] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const busy = status === 'submitting'
  const update = (patch: Partial<SignUpValues>) => setValues((v) => ({ ...v, ...patch }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found: FieldErrors = {
      name: values.name.trim() === '' ? NAME_REQUIRED_MESSAGE : undefined,
      email: isValidEmail(values.email) ? undefined : EMAIL_MESSAGE,
      phone: isTenDigitPhone(values.phone) ? undefined : PHONE_MESSAGE,
      password: validatePassword(values.password),
      confirmPassword: passwordsMatch(values.password, values.confirmPassword),
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    onSubmit({
      ...values,
      name: values.name.trim().replace(/\s+/g, ' '),
      email: values.email.trim(),
      referralCode: values.referralCode.trim(),
    })
  }

  const emailError = errors.email ?? fieldErrors?.email
  const phoneError = errors.phone ?? fieldErrors?.phone
  const nameMessage = errors.name ?? (nameFiltered ? NAME_LETTERS_MESSAGE : undefined)

  return (
    <AuthCard title="Create Account">
      <Box component="form" onSubmit={submit} noValidate>
        <FormStack>
          <TextField
            label="Full Name"
            value={values.name}
            onChange={(event) => {
              const kept = keepLettersAndSpaces(event.target.value)
              setNameFiltered(kept !== event.target.value)
              update({ name: kept })
            }}
            required
            fullWidth
            autoComplete="name"
            error={Boolean(errors.name)}
            helperText={nameMessage}
            slotProps={{ htmlInput: { title: NAME_LETTERS_MESSAGE } }}
          />
          <TextField
            label="Email"
            type="email"
            value={values.email}
            onChange={(event) => update({ email: event.target.value })}
            required
            fullWidth
            autoComplete="email"
            error={Boolean(emailError)}
            helperText={emailError}
            slotProps={{ htmlInput: { title: EMAIL_MESSAGE } }}
          />
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <TextField
              select
              label="Code"
              value={countryCode}
              onChange={(event) => setCountryCode(event.target.value)}
              sx={{ width: 104, flexShrink: 0 }}
            >
              {COUNTRY_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Phone Number"
              type="tel"
              value={values.phone}
              onChange={(event) => update({ phone: keepDigits(event.target.value, 10) })}
              required
              fullWidth
              autoComplete="tel-national"
              error={Boolean(phoneError)}
              helperText={phoneError}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, title: PHONE_MESSAGE } }}
            />
          </Box>
          <PasswordField
            label="Password"
            value={values.password}
            onChange={(password) => update({ password })}
            error={errors.password}
            showRule
            autoComplete="new-password"
            required
          />
          <PasswordField
            label="Confirm Password"
            value={values.confirmPassword}
            onChange={(confirmPassword) => update({ confirmPassword })}
            error={
              errors.confirmPassword ??
              (values.confirmPassword !== ''
                ? passwordsMatch(values.password, values.confirmPassword)
                : undefined)
            }
            autoComplete="new-password"
            required
          />
          <TextField
            label="Referral Code (Optional)"
            value={values.referralCode}
            onChange={(event) => update({ referralCode: event.target.value })}
            fullWidth
            autoComplete="off"
          />
          <SubscribeCheckbox checked={values.subscribe} onChange={(subscribe) => update({ subscribe })} />
          <FormError>{error}</FormError>
          <SubmitButton busy={busy} busyLabel="Creating Account...">
            Create Account
          </SubmitButton>
          <Typography component="p" variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link underline="always" href="/login" sx={{ fontWeight: 700 }}>
              Sign In
            </Link>
          </Typography>
        </FormStack>
      </Box>
    </AuthCard>
  )
}
