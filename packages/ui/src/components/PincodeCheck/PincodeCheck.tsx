import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'

/** What the last check answered, in the words the page passes in. */
export interface PincodeResult {
  kind: 'deliverable' | 'notDeliverable' | 'error'
  /** e.g. "This Pincode Is Deliverable", "Sorry, delivery is not available in this pincode.". */
  message: string
  /** A second line, e.g. the estimated delivery date. */
  detail?: string
}

export interface PincodeCheckProps {
  /** The texts of the rule (the storefront passes the contract's): a short pincode and an empty submit. */
  messages: { partial: string; required: string }
  /** Digits a pincode has; 6 in India. */
  length?: number
  /** A pincode to start with, e.g. the shopper's default address. */
  initialPincode?: string
  checking?: boolean
  result?: PincodeResult | null
  onCheck: (pincode: string) => void
  label?: string
}

/**
 * The delivery check of the product page: digits only, at most `length`; Check is enabled at exactly
 * `length`; a partly typed pincode shows `messages.partial`, an empty submit (Enter) `messages.required`.
 * The answer is read out (a status region) when it changes.
 */
export function PincodeCheck({
  messages,
  length = 6,
  initialPincode = '',
  checking = false,
  result,
  onCheck,
  label = 'Delivery pincode',
}: PincodeCheckProps) {
  const [pincode, setPincode] = useState(initialPincode.replace(/\D/g, '').slice(0, length))
  const [emptySubmit, setEmptySubmit] = useState(false)
  const complete = pincode.length === length
  const hint = emptySubmit
    ? messages.required
    : pincode.length > 0 && !complete
      ? messages.partial
      : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pincode === '') {
      setEmptySubmit(true)
      return
    }
    if (complete && !checking) onCheck(pincode)
  }
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="pincode-check">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          label={label}
          value={pincode}
          size="small"
          error={hint !== undefined}
          helperText={hint ?? ' '}
          // With Check disabled the browser does not submit on Enter, yet an empty Enter must say why.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && pincode === '') {
              event.preventDefault()
              setEmptySubmit(true)
            }
          }}
          onChange={(event) => {
            setPincode(event.target.value.replace(/\D/g, '').slice(0, length))
            setEmptySubmit(false)
          }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: length },
          }}
          sx={{ flex: '1 1 auto', maxWidth: 240 }}
        />
        <Button type="submit" variant="outlined" disabled={!complete} loading={checking} sx={{ height: 40 }}>
          Check
        </Button>
      </Box>
      <Box role="status" sx={{ minHeight: '1.5em' }}>
        {result && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-result={result.kind}>
            {result.kind === 'deliverable' ? (
              <CheckCircleRounded aria-hidden fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} />
            ) : (
              <ErrorOutlineRounded aria-hidden fontSize="small" sx={{ color: 'error.main', mt: 0.25 }} />
            )}
            <div>
              <Typography
                component="p"
                sx={{
                  m: 0,
                  fontSize: '0.9rem',
                  fontWeight: 600,
                  color: result.kind === 'deliverable' ? 'success.main' : 'error.main',
                }}
              >
                {result.message}
              </Typography>
              {result.detail && (
                <Typography
                  component="p"
                  sx={{ m: 0, fontSize: '0.85rem', display: 'flex', gap: 0.5, alignItems: 'center' }}
                >
                  <LocalShippingOutlined aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
                  {result.detail}
                </Typography>
              )}
            </div>
          </Box>
        )}
      </Box>
    </Box>
  )
}
