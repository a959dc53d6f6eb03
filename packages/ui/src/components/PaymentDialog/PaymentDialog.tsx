import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined'
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded'
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import CloseRounded from '@mui/icons-material/CloseRounded'
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import type { Theme } from '@mui/material/styles'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { formatRupees } from '../../format/index.ts'

export type PaymentDialogMethod = 'upi' | 'card' | 'netbanking'
export type PaymentDialogOutcome = 'success' | 'failure'

export interface PaymentDialogProps {
  open: boolean
  /** Who is paid, in the header (the shop's name). */
  merchantName: string
  /** What is paid, in rupees. */
  amount: number
  /** The gateway's order id, shown small in the header. */
  orderId: string
  /** Who pays, as the gateway was told: the contact line under the header. */
  prefill: { name: string; email: string | null; contact: string | null }
  /** 'choose': pick a method, then the outcome; 'processing': the payment is on its way; 'failed'. */
  state: 'choose' | 'processing' | 'failed'
  /** Why the payment failed (state 'failed'). */
  failureMessage?: string | null
  /** The shopper chose a method and, on the test bank page, an outcome. */
  onPay(method: PaymentDialogMethod, outcome: PaymentDialogOutcome): void
  /** From 'failed' back to 'choose'. */
  onRetry(): void
  /** Closed with X or Escape: the order stays waiting for its payment. */
  onDismiss(): void
  /** The header's colour: a palette path or a CSS colour (default: the payment gateway's purple). */
  themeColor?: string
  /** The badge of a gateway in test mode; null hides it. */
  testModeText?: string | null
  /** The methods' names. */
  methodLabels?: Partial<Record<PaymentDialogMethod, string>>
  /** The country calling code shown before the contact number, without the plus. */
  countryCode?: string
}

const METHODS: readonly PaymentDialogMethod[] = ['upi', 'card', 'netbanking']
const DEFAULT_LABELS: Record<PaymentDialogMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
}
const METHOD_HINTS: Record<PaymentDialogMethod, string> = {
  upi: 'Google Pay, PhonePe, Paytm and any UPI app',
  card: 'Visa, Mastercard, RuPay and more',
  netbanking: 'All major Indian banks',
}
const METHOD_ICONS: Record<PaymentDialogMethod, ReactNode> = {
  upi: <QrCode2Rounded aria-hidden />,
  card: <CreditCardOutlined aria-hidden />,
  netbanking: <AccountBalanceOutlined aria-hidden />,
}

const headerFocusSx = {
  '&.Mui-focusVisible': {
    outline: (t: Theme) => `2px solid ${t.vars.palette.onDark.main}`,
    outlineOffset: 2,
    boxShadow: 'none',
  },
} as const

/**
 * The simulated gateway's payment dialog, drawn like Razorpay Checkout in test mode: a purple header
 * with the merchant, the amount in rupees and a Test Mode badge, the payer's contact line, the methods
 * (UPI, Card, Netbanking) and then the test bank page, where the shopper decides whether the payment
 * succeeds or fails. While the payment is processed everything waits (closing too); a failure says why
 * and offers Retry. Closing (X or Escape) otherwise dismisses it and leaves the order waiting.
 */
export function PaymentDialog({
  open,
  merchantName,
  amount,
  orderId,
  prefill,
  state,
  failureMessage = null,
  onPay,
  onRetry,
  onDismiss,
  themeColor = 'gateway.main',
  testModeText = 'Test Mode',
  methodLabels,
  countryCode = '91',
}: PaymentDialogProps) {
  const titleId = useId()
  const amountId = useId()
  const labels = { ...DEFAULT_LABELS, ...methodLabels }
  const [method, setMethod] = useState<PaymentDialogMethod | null>(null)
  // Opening the dialog again, or Retry after a failure, starts from the list of methods.
  const [seen, setSeen] = useState({ open, state })
  if (seen.open !== open || seen.state !== state) {
    if ((open && !seen.open) || (seen.state === 'failed' && state === 'choose')) setMethod(null)
    setSeen({ open, state })
  }
  const processing = state === 'processing'
  // When the dialog's content changes under the shopper (a method chosen, a failure, Retry), the button
  // they used is gone: focus goes to the new content's first button, so the keyboard (and Escape) stay
  // inside the dialog. The first opening keeps the dialog's own focus.
  const bodyRef = useRef<HTMLDivElement>(null)
  const shownStep = `${open}:${state}:${method}`
  const lastShownStep = useRef(shownStep)
  useEffect(() => {
    if (lastShownStep.current === shownStep) return
    const wasOpen = lastShownStep.current.startsWith('true')
    lastShownStep.current = shownStep
    if (!open || !wasOpen) return
    const body = bodyRef.current
    const firstButton = body?.querySelector<HTMLElement>('button:not([disabled])')
    ;(firstButton ?? body)?.focus()
  }, [open, shownStep])
  const contact = [prefill.contact ? `+${countryCode} ${prefill.contact}` : null, prefill.email]
    .filter(Boolean)
    .join(' · ')

  let body: ReactNode
  if (state === 'failed') {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error" data-testid="payment-failed">
          {failureMessage || 'Payment failed. No money was taken.'}
        </Alert>
        <Button
          variant="contained"
          size="large"
          onClick={onRetry}
          sx={{ bgcolor: themeColor, minHeight: 48 }}
        >
          Retry
        </Button>
      </Box>
    )
  } else if (method === null && !processing) {
    body = (
      <Box component="nav" aria-labelledby={`${titleId}-methods`}>
        <Box
          component="h3"
          id={`${titleId}-methods`}
          sx={{
            m: 0,
            mb: 1,
            fontSize: '0.8rem',
            fontWeight: 700,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            color: 'text.secondary',
          }}
        >
          Payment methods
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {METHODS.map((each) => (
            <li key={each}>
              <ButtonBase
                onClick={() => setMethod(each)}
                data-testid={`payment-method-${each}`}
                sx={{
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  textAlign: 'left',
                  borderRadius: '8px',
                  border: 1,
                  borderColor: 'border.main',
                  '&:hover': { bgcolor: 'surface.highlight' },
                  '& > svg:first-of-type': { color: themeColor },
                }}
              >
                {METHOD_ICONS[each]}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {labels[each]}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}
                  >
                    {METHOD_HINTS[each]}
                  </Box>
                </Box>
                <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      </Box>
    )
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="payment-bank-page">
        {!processing && (
          <Button
            size="small"
            color="inherit"
            startIcon={<ArrowBackRounded />}
            onClick={() => setMethod(null)}
            sx={{ justifySelf: 'start' }}
          >
            Other methods
          </Button>
        )}
        <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 700 }}>
          {method ? `${labels[method]}: test payment` : 'Test payment'}
        </Box>
        <Box component="p" sx={{ m: 0, fontSize: '0.875rem', color: 'text.secondary' }}>
          This is a demo payment page. Choose whether this payment succeeds or fails; no money is taken.
        </Box>
        {processing && (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: 'text.secondary' }}
          >
            <CircularProgress size={20} thickness={5} aria-hidden sx={{ color: themeColor }} />
            Processing your payment
          </Box>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Button
            variant="contained"
            color="success"
            size="large"
            disabled={processing || method === null}
            onClick={() => method && onPay(method, 'success')}
            sx={{ minHeight: 48 }}
          >
            Success
          </Button>
          <Button
            variant="contained"
            color="error"
            size="large"
            disabled={processing || method === null}
            onClick={() => method && onPay(method, 'failure')}
            sx={{ minHeight: 48 }}
          >
            Failure
          </Button>
        </Box>
      </Box>
    )
  }

  return (
    <Dialog
      open={open}
      onClose={processing ? undefined : () => onDismiss()}
      aria-labelledby={titleId}
      aria-describedby={amountId}
      aria-busy={processing || undefined}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          'data-testid': 'payment-dialog',
          sx: {
            overflow: 'hidden',
            // A phone gets the whole screen, as the gateway's own checkout does.
            '@media (max-width: 575.95px)': {
              m: 0,
              width: '100%',
              maxWidth: '100%',
              height: '100%',
              maxHeight: '100%',
              borderRadius: 0,
            },
          },
        } as object,
      }}
    >
      <Box sx={{ bgcolor: themeColor, color: 'onDark.main', px: 2.5, pt: 2, pb: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              flex: 'none',
              width: 40,
              height: 40,
              borderRadius: '8px',
              bgcolor: 'background.paper',
              color: themeColor,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              fontSize: '1.2rem',
            }}
          >
            {merchantName.trim().charAt(0).toUpperCase()}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box
              component="h2"
              id={titleId}
              sx={{ m: 0, fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {merchantName}
            </Box>
            {testModeText && (
              <Box
                component="span"
                data-testid="payment-test-mode"
                sx={{
                  display: 'inline-block',
                  mt: 0.5,
                  px: 1,
                  py: 0.25,
                  borderRadius: '999px',
                  bgcolor: 'accent.sparkSoft',
                  color: 'text.primary',
                  fontSize: '0.7rem',
                  fontWeight: 700,
                  letterSpacing: '0.03em',
                }}
              >
                {testModeText}
              </Box>
            )}
          </Box>
          <IconButton
            aria-label="Close payment"
            onClick={() => onDismiss()}
            disabled={processing}
            sx={{
              color: 'onDark.main',
              alignSelf: 'flex-start',
              '&.Mui-disabled': { color: 'onDark.disabled' },
              ...headerFocusSx,
            }}
          >
            <CloseRounded />
          </IconButton>
        </Box>
        <Box id={amountId} sx={{ mt: 2 }}>
          <Box component="p" sx={{ m: 0, fontSize: '0.8rem', opacity: 0.9 }}>
            Amount to pay
          </Box>
          <Box
            component="p"
            data-testid="payment-amount"
            sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatRupees(amount)}
          </Box>
          <Box component="p" sx={{ m: 0, fontSize: '0.75rem', opacity: 0.9, overflowWrap: 'anywhere' }}>
            Order {orderId}
          </Box>
        </Box>
      </Box>
      <Box
        data-testid="payment-contact"
        sx={{
          px: 2.5,
          py: 1,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'border.main',
          fontSize: '0.8rem',
          color: 'text.secondary',
          overflowWrap: 'anywhere',
        }}
      >
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {prefill.name}
        </Box>
        {contact && ` · ${contact}`}
      </Box>
      <Box ref={bodyRef} tabIndex={-1} sx={{ p: 2.5, overflowY: 'auto', outline: 'none' }}>
        {body}
      </Box>
    </Dialog>
  )
}
