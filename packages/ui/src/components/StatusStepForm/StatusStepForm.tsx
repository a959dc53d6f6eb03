import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'

/** The form's fixed texts; each has the wording shown by default. */
export interface StatusStepFormTexts {
  trackingNumber: string
  trackingHint: string
  trackingRequired: string
  /** Shown instead of the form when the order has no next status. */
  done: string
}

const DEFAULT_TEXTS: StatusStepFormTexts = {
  trackingNumber: 'Tracking number',
  trackingHint: '6 to 30 letters, digits or hyphens, as the courier gives it',
  trackingRequired: 'Enter the tracking number to ship the order',
  done: 'Nothing more to do: this order is delivered or cancelled.',
}

export interface StatusStepFormProps {
  /** The button that moves the order on ("Mark as Shipped"); null when the order has no next status. */
  actionLabel: string | null
  /** Shipping asks for the courier's tracking number first. */
  needsTrackingNumber: boolean
  /** The tracking number's check: null when it is fine, else the message to show under the field. */
  validateTrackingNumber?: (value: string) => string | null
  busy?: boolean
  /** The server's refusal of the last attempt. */
  error?: string
  onSubmit: (change: { trackingNumber?: string }) => void
  texts?: Partial<StatusStepFormTexts>
}

/**
 * The seller's one next step for an order: a single button for the status that follows, with the tracking
 * number field (labelled, checked before sending) when the step is shipping. Nothing goes back or skips:
 * the form only ever offers the next status.
 */
export function StatusStepForm({
  actionLabel,
  needsTrackingNumber,
  validateTrackingNumber,
  busy = false,
  error,
  onSubmit,
  texts,
}: StatusStepFormProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const [tracking, setTracking] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)

  if (actionLabel === null) {
    return (
      <Typography data-testid="status-step-done" variant="body2" sx={{ color: 'text.secondary' }}>
        {t.done}
      </Typography>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (needsTrackingNumber) {
      const value = tracking.trim()
      const problem = value === '' ? t.trackingRequired : (validateTrackingNumber?.(value) ?? null)
      setFieldError(problem)
      if (problem) return
      onSubmit({ trackingNumber: value })
      return
    }
    onSubmit({})
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="status-step-form"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      {needsTrackingNumber ? (
        <TextField
          label={t.trackingNumber}
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
          required
          size="small"
          autoComplete="off"
          error={Boolean(fieldError)}
          helperText={fieldError ?? t.trackingHint}
          slotProps={{ htmlInput: { maxLength: 50 } }}
          sx={{ flex: '1 1 16rem', maxWidth: '24rem' }}
        />
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        aria-busy={busy || undefined}
        startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        sx={{ py: 1, fontWeight: 700 }}
      >
        {actionLabel}
      </Button>
      {error ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  )
}
