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
  /** Whether the phone was proven with a code; an unproven one shows Verify. */
  phoneVerified?: boolean
}

/** A new phone or e-mail waiting for its code: nothing has changed yet. `to` is where the code went. */
export interface PendingChangeState {
  channel: 'sms' | 'email'
  to: string
  /** sent: the code box is shown; confirming: the code is being checked. */
  status: 'sent' | 'confirming'
  error?: string
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
  /** A phone or e-mail change waiting for the code sent to the new one. */
  pendingChange?: PendingChangeState
  onConfirmChange?: (otp: string) => void
  /** Asks for a new code (the change is saved again). */
  onResendChange?: () => void
  onCancelChange?: () => void
  /** Sends a code to the phone on file, to prove it (shown while it is unproven). */
  onVerifyPhone?: () => void
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
  pendingChange,
  onConfirmChange,
  onResendChange,
  onCancelChange,
  onVerifyPhone,
  message,
  error,
}: ProfileFormProps) {
  const [name, setName] = useState(user.name)
  const [email, setEmail] = useState(user.email ?? '')
  const [phone, setPhone] = useState(user.phone ?? '')
  const [errors, setErrors] = useState<{ name?: string; email?: string; phone?: string }>({})
  const [otp, setOtp] = useState('')
  const [changeOtp, setChangeOtp] = useState('')
  const headingId = useId()
  const busy = status === 'submitting'
  const phoneUnproven = Boolean(user.phone) && user.phoneVerified === false
  // The phone is edited where the shopper has no e-mail; an unproven one is shown so it can be proven.
  const showPhone = !user.email || phoneUnproven
  const phoneEditable = !user.email
  const emailLocked = Boolean(user.email && user.emailVerified)

  // The saved user changed (after a save or a verification): start from it again. Adjusted while
  // rendering, not in an effect: an effect would also run just after the first render and could wipe
  // what the shopper (or a story) began to type in that moment.
  const savedKey = `${user.name}\u0000${user.email ?? ''}\u0000${user.phone ?? ''}`
  const [shownKey, setShownKey] = useState(savedKey)
  if (shownKey !== savedKey) {
    setShownKey(savedKey)
    setName(user.name)
    setEmail(user.email ?? '')
    setPhone(user.phone ?? '')
  }

  useEffect(() => {
    if (verification.status === 'idle') setOtp('')
  }, [verification.status])

  useEffect(() => {
    if (!pendingChange) setChangeOtp('')
  }, [pendingChange])

  const emailChanged = email.trim() !== (user.email ?? '')
  const phoneChanged = phoneEditable && phone !== (user.phone ?? '')
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
  // While a new address waits for its code, proving the old one makes no sense.
  const canVerify =
    Boolean(user.email) && !user.emailVerified && !emailChanged && pendingChange?.channel !== 'email'

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
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
            }}
          >
            <TextField
              label="Phone Number"
              type="tel"
              value={phone}
              onChange={(event) => setPhone(keepDigits(event.target.value, 10))}
              disabled={!phoneEditable}
              fullWidth
              autoComplete="tel-national"
              error={Boolean(errors.phone)}
              helperText={
                errors.phone ??
                (phoneUnproven && !phoneChanged
                  ? 'Not verified: it cannot sign you in until you prove it with a code.'
                  : phoneEditable
                    ? 'A new number is saved once you enter the code we send to it.'
                    : undefined)
              }
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 10 },
                formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              }}
            />
            {phoneUnproven && !phoneChanged && onVerifyPhone ? (
              <Button
                variant="outlined"
                onClick={onVerifyPhone}
                disabled={busy || Boolean(pendingChange)}
                sx={{ flexShrink: 0, height: 56 }}
              >
                Verify
              </Button>
            ) : null}
          </Box>
        ) : null}

        {pendingChange ? (
          <Box
            role="group"
            aria-label={
              pendingChange.channel === 'sms' ? 'Confirm your phone number' : 'Confirm your new e-mail'
            }
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
              Enter the 6-digit code sent to <strong>{pendingChange.to}</strong>. Nothing changes until you
              do.
            </Typography>
            <OtpInput
              value={changeOtp}
              onChange={setChangeOtp}
              label={pendingChange.channel === 'sms' ? 'Phone confirmation code' : 'E-mail confirmation code'}
              disabled={pendingChange.status === 'confirming'}
              error={pendingChange.error}
            />
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                onClick={() => onConfirmChange?.(changeOtp)}
                disabled={!/^\d{6}$/.test(changeOtp) || pendingChange.status === 'confirming'}
                startIcon={
                  pendingChange.status === 'confirming' ? (
                    <CircularProgress size={16} color="inherit" aria-hidden />
                  ) : undefined
                }
              >
                Confirm
              </Button>
              {onResendChange ? (
                <Button
                  variant="outlined"
                  onClick={onResendChange}
                  disabled={pendingChange.status === 'confirming' || busy}
                >
                  Resend Code
                </Button>
              ) : null}
              <Button
                variant="text"
                onClick={onCancelChange}
                disabled={pendingChange.status === 'confirming'}
              >
                Cancel
              </Button>
            </Box>
          </Box>
        ) : null}

        {invalid.length > 0 ? <FormError>{invalid.join(' ')}</FormError> : <FormError>{error}</FormError>}
        <FormSuccess>{message}</FormSuccess>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !dirty}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ '&.Mui-disabled': { bgcolor: 'surface.disabledFilled', color: 'text.onDisabled' } }}
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
