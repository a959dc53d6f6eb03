import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import Box from '@mui/material/Box'
import Radio from '@mui/material/Radio'
import { styled } from '@mui/material/styles'
import { type ReactNode, useId } from 'react'

export type PaymentOptionsMethod = 'upi' | 'cod'

export interface PaymentOptionsProps {
  /** The chosen method; null before the shopper chooses. */
  value: PaymentOptionsMethod | null
  onChange(method: PaymentOptionsMethod): void
  /** Set: Cash on Delivery cannot be chosen, and this says why (e.g. a product not sold that way). */
  codUnavailableReason?: string | null
  /** Nothing can be chosen (an order is being placed). */
  disabled?: boolean
  /** The group's name for assistive technology ("Payment Options", the step's title). */
  label?: string
  /** The choices' labels, in the specification's words. */
  upiLabel?: string
  codLabel?: string
  /** A line under each choice's label. */
  upiHint?: string
  codHint?: string
}

const Option = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  padding: '10px 12px 10px 4px',
  borderRadius: 10,
  border: `1px solid ${theme.vars.palette.border.main}`,
  backgroundColor: theme.vars.palette.background.paper,
  cursor: 'pointer',
  '&[data-checked="true"]': {
    borderColor: (theme.vars ?? theme).palette.primary.main,
    backgroundColor: theme.vars.palette.surface.highlight,
  },
  '&[data-disabled="true"]': { cursor: 'not-allowed', backgroundColor: theme.vars.palette.surface.disabled },
}))

interface ChoiceProps {
  method: PaymentOptionsMethod
  name: string
  label: string
  hint?: string
  icon: ReactNode
  checked: boolean
  disabled: boolean
  reason?: string | null
  onChange(method: PaymentOptionsMethod): void
}

function Choice({ method, name, label, hint, icon, checked, disabled, reason, onChange }: ChoiceProps) {
  const labelId = useId()
  const hintId = useId()
  const reasonId = useId()
  const describedBy = [hint ? hintId : null, reason ? reasonId : null].filter(Boolean).join(' ') || undefined
  return (
    <Option data-checked={checked} data-disabled={disabled} data-testid={`payment-option-${method}`}>
      <Radio
        name={name}
        value={method}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(method)}
        slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': describedBy } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
        <Box
          component="span"
          id={labelId}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 600,
            color: disabled ? 'text.secondary' : 'text.primary',
          }}
        >
          {icon}
          {label}
        </Box>
        {hint && (
          <Box
            component="span"
            id={hintId}
            sx={{ display: 'block', mt: 0.25, fontSize: '0.8rem', color: 'text.secondary' }}
          >
            {hint}
          </Box>
        )}
        {reason && (
          <Box
            component="span"
            id={reasonId}
            data-testid="cod-unavailable-reason"
            sx={{ display: 'block', mt: 0.5, fontSize: '0.8rem', fontWeight: 600, color: 'text.warning' }}
          >
            {reason}
          </Box>
        )}
      </Box>
    </Option>
  )
}

/**
 * The Payment Options step's choice: UPI Or Other (paid online now) or Cash on Delivery. Cash on
 * Delivery is disabled, with the reason under it, when an item of the order cannot be paid that way.
 */
export function PaymentOptions({
  value,
  onChange,
  codUnavailableReason = null,
  disabled = false,
  label = 'Payment Options',
  upiLabel = 'UPI Or Other',
  codLabel = 'Cash on Delivery',
  upiHint = 'UPI, cards and netbanking: pay now',
  codHint = 'Pay when the order arrives',
}: PaymentOptionsProps) {
  const name = useId()
  const codUnavailable = Boolean(codUnavailableReason)
  return (
    <Box
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-testid="payment-options"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Choice
        method="upi"
        name={name}
        label={upiLabel}
        hint={upiHint}
        icon={<AccountBalanceWalletOutlined aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />}
        checked={value === 'upi'}
        disabled={disabled}
        onChange={onChange}
      />
      <Choice
        method="cod"
        name={name}
        label={codLabel}
        hint={codHint}
        icon={<PaymentsOutlined aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />}
        checked={value === 'cod' && !codUnavailable}
        disabled={disabled || codUnavailable}
        reason={codUnavailableReason}
        onChange={onChange}
      />
    </Box>
  )
}
