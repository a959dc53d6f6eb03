import CheckCircle from '@mui/icons-material/CheckCircle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { FormError, type FormStatus, FormSuccess } from '../AuthCard/formParts.tsx'
import { OtpInput } from '../OtpInput/OtpInput.tsx'
import {
  isTenDigitPhone,
  isValidEmail,
  keepDigits,
  NAME_REQUIRED_MESSAGE,
  PROFILE_EMAIL_MESSAGE,
  PROFILE_PHONE_MESSAGE,
} from '../SignUpForm/validation.ts'

export interface ProfileUser {
  name: string
  email: string | null
  phone: string | null
  emailVerified: boolean
}

export interface ProfileSaveValues {
  name: string
  /** Only when the e-mail was changed. */
  newEmail?: string
  /** Only when the phone field is shown (the user has no e-mail) and was changed. */
  phone?: string
}

export interface EmailVerificationState {
  /** idle: nothing sent; sending: asking for a code; sent: the code box is shown; verifying: checking it. */
  status: 'idle' | 'sending' | 'sent' | 'verifying'
  /** "Failed to send OTP", "Failed to verify OTP" or the server's text. */
  error?: string
}

export interface ProfileFormProps {
  user: ProfileUser
  status: FormStatus
  onSave: (values: ProfileSaveValues) => void
  onSendVerification: () => void
  onVerifyOtp: (otp: string) => void
  verification: EmailVerificationState
  /** Green: "User information updated successfully!", "Email verified successfully!". */
  message?: string
  /** Red: the server's message or "Failed to update user information." */
  error?: string
}

/** My Account → Personal Information: name, e-mail (verified by a code) and phone. */
export function ProfileForm({
  user,
  status,
  onSave,
  onSendVerification,
  onVerifyOtp,
  verification,
  message,
  error,
}: ProfileFormProps) {
  const [name, setName] = useState(user.name)
  const [email, setEmail] = useState(user.email ?? '')
  const [phone, setPhone] = useState(user.phone ?? '')
  const [errors, setErrors] = useState<{ name?: string; email?: string; phone?: string }>({})
  const [otp, setOtp] = useState('')
  const headingId = useId()
  const busy = status === 'submitting'
  const showPhone = !user.email
  const emailLocked = Boolean(user.email && user.emailVerified)

  // The saved user changed (after a save or a verification): start from it again.
  useEffect(() => {
    setName(user.name)
    setEmail(user.email ?? '')
    setPhone(user.phone ?? '')
  }, [user.name, user.email, user.phone])

  useEffect(() => {
    if (verification.status === 'idle') setOtp('')
  }, [verification.status])

  const emailChanged = email.trim() !== (user.email ?? '')
  const phoneChanged = showPhone && phone !== (user.phone ?? '')
  const dirty = name.trim() !== user.name || emailChanged || phoneChanged

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = {
      name: name.trim() === '' ? NAME_REQUIRED_MESSAGE : undefined,
      email: emailChanged && !isValidEmail(email) ? PROFILE_EMAIL_MESSAGE : undefined,
      phone: phoneChanged && !isTenDigitPhone(phone) ? PROFILE_PHONE_MESSAGE : undefined,
    }
    setErrors(found)
    if (found.name || found.email || found.phone) return
    onSave({
      name: name.trim(),
      ...(emailChanged ? { newEmail: email.trim() } : {}),
      ...(phoneChanged ? { phone } : {}),
    })
  }

  const invalid = [errors.name, errors.email, errors.phone].filter(Boolean)
  const canVerify = Boolean(user.email) && !user.emailVerified && !emailChanged

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2.5 }}>
        Personal Information
      </Typography>
      <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
        <TextField
          label="Full Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          fullWidth
          autoComplete="name"
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <Box
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={emailLocked}
            fullWidth
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={
              errors.email ??
              (emailLocked ? 'Your e-mail is verified and can no longer be changed.' : undefined)
            }
            // The note under a locked field stays readable (MUI greys out a disabled field's helper text).
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          />
          {emailLocked ? (
            <Button
              variant="outlined"
              color="success"
              startIcon={<CheckCircle />}
              aria-disabled="true"
              tabIndex={-1}
              sx={{ flexShrink: 0, height: 56, pointerEvents: 'none', color: 'success.main' }}
            >
              Verified
            </Button>
          ) : canVerify ? (
            <Button
              variant="outlined"
              onClick={onSendVerification}
              disabled={verification.status === 'sending' || verification.status === 'verifying'}
              startIcon={
                verification.status === 'sending' ? (
                  <CircularProgress size={16} color="inherit" aria-hidden />
                ) : undefined
              }
              sx={{ flexShrink: 0, height: 56 }}
            >
              {verification.status === 'sent' || verification.status === 'verifying'
                ? 'Resend Code'
                : 'Verify'}
            </Button>
          ) : null}
        </Box>

        {canVerify && (verification.status === 'sent' || verification.status === 'verifying') ? (
          <Box
            role="group"
            aria-label="Verify your e-mail"
            sx={{
              p: 2,
              border: '1px dashed',
              borderColor: 'primary.light',
              borderRadius: 2,
              display: 'grid',
              gap: 1.5,
            }}
          >
            <Typography component="p" variant="body2">
              We sent a 6-digit code to <strong>{user.email}</strong>.
            </Typography>
            <OtpInput
              value={otp}
              onChange={setOtp}
              label="E-mail verification code"
              disabled={verification.status === 'verifying'}
              error={verification.error}
            />
            <Box>
              <Button
                variant="contained"
                onClick={() => onVerifyOtp(otp)}
                disabled={!/^\d{6}$/.test(otp) || verification.status === 'verifying'}
                startIcon={
                  verification.status === 'verifying' ? (
                    <CircularProgress size={16} color="inherit" aria-hidden />
                  ) : undefined
                }
              >
                Verify OTP
              </Button>
            </Box>
          </Box>
        ) : verification.error ? (
          <FormError>{verification.error}</FormError>
        ) : null}

        {showPhone ? (
          <TextField
            label="Phone Number"
            type="tel"
            value={phone}
            onChange={(event) => setPhone(keepDigits(event.target.value, 10))}
            fullWidth
            autoComplete="tel-national"
            error={Boolean(errors.phone)}
            helperText={errors.phone}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
        ) : null}

        {invalid.length > 0 ? <FormError>{invalid.join(' ')}</FormError> : <FormError>{error}</FormError>}
        <FormSuccess>{message}</FormSuccess>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !dirty}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ '&.Mui-disabled': { bgcolor: '#d9d2df', color: '#3d3546' } }}
          >
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button
            type="button"
            variant="text"
            disabled={busy || !dirty}
            onClick={() => {
              setName(user.name)
              setEmail(user.email ?? '')
              setPhone(user.phone ?? '')
              setErrors({})
            }}
          >
            Cancel
          </Button>
        </Box>
      </Box>
    </Card>
  )
}
