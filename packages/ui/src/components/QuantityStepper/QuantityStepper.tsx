import AddRounded from '@mui/icons-material/AddRounded'
import RemoveRounded from '@mui/icons-material/RemoveRounded'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import { useId } from 'react'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface QuantityStepperProps {
  /** The quantity shown (it may be above `max` when fewer can be bought now than the line holds). */
  value: number
  /** The most that may be chosen now: the product's per-order limit or its stock, whichever is lower. */
  max: number
  /** The least that may be chosen (1: a line is taken off with Remove, never by stepping to 0). */
  min?: number
  /** Why + stops at `max`, shown once the value reaches it ("Max 5 per order"). */
  maxHint?: string
  /** The next quantity the shopper asked for (always one step from `value`). */
  onChange: (next: number) => void
  /** A change is on its way: both buttons wait, a spinner shows over the value. */
  busy?: boolean
  /** Nothing can be changed (an out-of-stock line). */
  disabled?: boolean
  /** What the group is called for assistive technology, e.g. "Quantity of Basmati Rice 5 kg". */
  label?: string
}

const buttonSx = {
  width: 36,
  height: 36,
  borderRadius: '8px',
  border: '1px solid',
  borderColor: 'divider',
  color: 'primary.main',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-disabled="true"]': { color: 'text.disabled', bgcolor: 'action.hover', cursor: 'not-allowed' },
} as const

/**
 * − value +, the way large Indian shops draw a cart line's quantity: − rests at the minimum (Remove takes
 * a line off), + rests at the limit with the reason under it. A resting button is `aria-disabled`, not
 * `disabled`, so keyboard focus stays on it when the limit is reached and the reason can be read.
 */
export function QuantityStepper({
  value,
  max,
  min = 1,
  maxHint,
  onChange,
  busy = false,
  disabled = false,
  label = 'Quantity',
}: QuantityStepperProps) {
  const hintId = useId()
  const atMin = value <= min
  const atMax = value >= max
  const canDecrease = !disabled && !busy && !atMin
  const canIncrease = !disabled && !busy && !atMax
  const showHint = !disabled && atMax && maxHint !== undefined
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
      <Box
        role="group"
        aria-label={label}
        aria-busy={busy || undefined}
        data-testid="quantity-stepper"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
      >
        <IconButton
          aria-label="Decrease quantity"
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && onChange(value - 1)}
          sx={buttonSx}
          disableRipple={!canDecrease}
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          sx={{
            minWidth: 40,
            height: 36,
            px: 1,
            display: 'inline-grid',
            placeItems: 'center',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: '8px',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            color: disabled ? 'text.secondary' : 'text.primary',
            bgcolor: 'background.paper',
            position: 'relative',
          }}
        >
          <Box component="span" sx={{ opacity: busy ? 0.25 : 1 }}>
            <VisuallyHidden>Quantity </VisuallyHidden>
            {value}
          </Box>
          {busy && (
            // Over the value, so the row keeps its width while a change is on its way.
            <CircularProgress
              size={18}
              aria-label="Updating quantity"
              sx={{ position: 'absolute', inset: 0, m: 'auto' }}
            />
          )}
        </Box>
        <IconButton
          aria-label="Increase quantity"
          aria-disabled={!canIncrease}
          aria-describedby={showHint ? hintId : undefined}
          onClick={() => canIncrease && onChange(value + 1)}
          sx={buttonSx}
          disableRipple={!canIncrease}
        >
          <AddRounded fontSize="small" />
        </IconButton>
      </Box>
      {showHint && (
        <Box
          component="span"
          id={hintId}
          data-testid="quantity-max-hint"
          sx={{ fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary' }}
        >
          {maxHint}
        </Box>
      )}
    </Box>
  )
}
