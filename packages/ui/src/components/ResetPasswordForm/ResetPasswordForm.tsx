import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { AuthCard } from '../AuthCard/AuthCard.tsx'
import { FormError, FormStack, type FormStatus, FormSuccess, SubmitButton } from '../AuthCard/formParts.tsx'
import { PasswordField } from '../PasswordField/PasswordField.tsx'
import { passwordsMatch, validatePassword } from '../PasswordField/passwordRule.ts'

export interface ResetPasswordValues {
  password: string
  confirmPassword: string
}

export interface ResetPasswordFormProps {
  status: FormStatus
  error?: string
  /** The e-mailed link's token: being checked, usable, or expired/used. */
  linkState: 'checking' | 'valid' | 'invalid'
  /** Set once the new password is saved: the form gives way to this message and a Sign In link. */
  successMessage?: string
  onSubmit: (values: ResetPasswordValues) => void
}

export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used.'

/** The page the reset e-mail links to: choose a new password (same rule as sign-up). */
export function ResetPasswordForm({
  status,
  error,
  linkState,
  successMessage,
  onSubmit,
}: ResetPasswordFormProps) {
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({})
  const busy = status === 'submitting'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = {
      password: validatePassword(values.password),
      confirmPassword: passwordsMatch(values.password, values.confirmPassword),
    }
    setErrors(found)
    if (found.password || found.confirmPassword) return
    onSubmit(values)
  }

  if (linkState === 'checking') {
    return (
      <AuthCard title="Choose a New Password">
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
          <CircularProgress size={22} aria-hidden />
          <Typography component="p">Checking your reset link...</Typography>
        </Box>
      </AuthCard>
    )
  }

  if (linkState === 'invalid') {
    return (
      <AuthCard title="Choose a New Password">
        <FormStack>
          <FormError>{RESET_LINK_INVALID_MESSAGE}</FormError>
          <Button href="/forget-password" variant="contained" size="large" fullWidth>
            Request a new link
          </Button>
        </FormStack>
      </AuthCard>
    )
  }

  if (successMessage) {
    return (
      <AuthCard title="Choose a New Password">
        <FormStack>
          <FormSuccess>{successMessage}</FormSuccess>
          <Button href="/login" variant="contained" size="large" fullWidth>
            Sign In
          </Button>
        </FormStack>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Choose a New Password">
      <Box component="form" onSubmit={submit} noValidate>
        <FormStack>
          <PasswordField
            label="New Password"
            value={values.password}
            onChange={(password) => setValues((v) => ({ ...v, password }))}
            error={errors.password}
            showRule
            autoComplete="new-password"
            required
          />
          <PasswordField
            label="Confirm Password"
            value={values.confirmPassword}
            onChange={(confirmPassword) => setValues((v) => ({ ...v, confirmPassword }))}
            error={
              errors.confirmPassword ??
              (values.confirmPassword !== ''
                ? passwordsMatch(values.password, values.confirmPassword)
                : undefined)
            }
            autoComplete="new-password"
            required
          />
          <FormError>{error}</FormError>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save New Password
          </SubmitButton>
        </FormStack>
      </Box>
    </AuthCard>
  )
}
