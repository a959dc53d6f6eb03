import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import { FormError, FormStack, type FormStatus, SubmitButton } from '../AuthCard/formParts.tsx'
import { EMAIL_MESSAGE, isValidEmail, NAME_REQUIRED_MESSAGE } from '../SignUpForm/validation.ts'

export interface PersonalDetailsValues {
  name: string
  email: string
  /** Empty when none was given. */
  referralCode: string
}

export interface PersonalDetailsFormProps {
  /** The verified number from the route (ten digits). */
  phone: string
  status: FormStatus
  error?: string
  onSubmit: (values: PersonalDetailsValues) => void
}

/** /sign-up-with-email-personal-detail/{phone}: name and e-mail of a shopper new by OTP. */
export function PersonalDetailsForm({ phone, status, error, onSubmit }: PersonalDetailsFormProps) {
  const [values, setValues] = useState<PersonalDetailsValues>({ name: '', email: '', referralCode: '' })
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const busy = status === 'submitting'
  const set = (key: keyof PersonalDetailsValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = {
      name: values.name.trim() === '' ? NAME_REQUIRED_MESSAGE : undefined,
      email: isValidEmail(values.email) ? undefined : EMAIL_MESSAGE,
    }
    setErrors(found)
    if (found.name || found.email) return
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      referralCode: values.referralCode.trim(),
    })
  }

  return (
    <AuthCard title="Enter Your Personal Details">
      <Box component="form" onSubmit={submit} noValidate>
        <FormStack>
          <Typography component="p" variant="body2" color="text.secondary">
            Mobile number <strong>+91 {phone}</strong> verified
          </Typography>
          <TextField
            label="Name"
            value={values.name}
            onChange={set('name')}
            required
            fullWidth
            autoComplete="name"
            error={Boolean(errors.name)}
            helperText={errors.name}
          />
          <TextField
            label="Email"
            type="email"
            value={values.email}
            onChange={set('email')}
            required
            fullWidth
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            label="Referral Code (Optional)"
            value={values.referralCode}
            onChange={set('referralCode')}
            fullWidth
            autoComplete="off"
          />
          <FormError>{error}</FormError>
          <SubmitButton busy={busy}>Continue to Home</SubmitButton>
        </FormStack>
      </Box>
    </AuthCard>
  )
}
