// Small pieces shared by the identity forms (internal to @haat/ui).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import type { ReactNode, Ref } from 'react'

export type FormStatus = 'idle' | 'submitting'

export const SUBSCRIBE_LABEL = 'Subscribe to WhatsApp, Email notifications. (Optional)'

export function SubscribeCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
        />
      }
      label={SUBSCRIBE_LABEL}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  )
}

/** The form's main button: disabled with a spinner (and an optional busy label) while submitting. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  disabled,
  buttonRef,
}: {
  busy: boolean
  children: ReactNode
  busyLabel?: ReactNode
  disabled?: boolean
  buttonRef?: Ref<HTMLButtonElement>
}) {
  return (
    <Button
      ref={buttonRef}
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ py: 1.25, '&.Mui-disabled': { bgcolor: 'surface.disabledFilled', color: 'text.onDisabled' } }}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  )
}

/** A red message for the whole form, announced when it appears. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  )
}

/** A green message for the whole form, announced politely. */
export function FormSuccess({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Typography role="status" color="success.main" variant="body2" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  )
}

export function OrDivider() {
  return (
    <Divider sx={{ my: 0.5, color: 'text.secondary', fontSize: '0.85rem' }} role="presentation">
      or
    </Divider>
  )
}

/** Vertical rhythm of the forms. */
export function FormStack({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
}

/**
 * A neutral confirmation for the whole form ("a reset link is on its way", "account created"): an info
 * alert, announced politely. Not green: it says what happened, it does not celebrate.
 */
export function FormNotice({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Alert severity="info" role="status" variant="outlined">
      {children}
    </Alert>
  )
}
