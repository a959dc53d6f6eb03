import LockOutlined from '@mui/icons-material/LockOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { type ReactNode, useId } from 'react'
import { formatRupees } from '../../format/index.ts'
import {
  FreeShippingRow,
  PriceRow,
  PriceRows,
  SavingRow,
  SavingsNote,
  SummaryCard,
  SummaryHeading,
  TotalRows,
  units,
} from '../PriceSummary/PriceSummary.tsx'

export interface CheckoutSummaryCardProps {
  /** The figures are on their way: the card says "Loading" in their place and keeps its size. */
  loading?: boolean
  /** Units in the checkout. */
  items: number
  /** What the items cost at their offer prices, in rupees. */
  subTotal: number
  /** What the redeemed coins take off, in rupees; its row shows only when above 0. */
  coinDiscount: number
  /** What is paid, in rupees. */
  total: number
  /** Slot for <CoinRedeem/>. */
  coinRedeem?: ReactNode
  /** Place Order | Pay Now | Proceed to Payment. */
  buttonLabel: string
  onSubmit(): void
  /** The order is being placed or paid: the button waits with a spinner. */
  busy?: boolean
  disabled?: boolean
  /** Why the last attempt failed, shown above the button. */
  error?: string | null
  /** Fixed texts, in the specification's words. */
  title?: string
  subTotalText?: string
  shippingChargesText?: string
  /** The shipping charge shown struck out, in rupees: delivery is free. */
  shippingCharges?: number
  freeDeliveryText?: string
  coinDiscountText?: string
  totalText?: string
  savingsNote?: string | null
  securedText?: string
  loadingText?: string
  /** The card's heading level. */
  headingComponent?: 'h2' | 'h3'
}

/**
 * The right-hand card of both checkouts: Sub Total, Shipping Charges struck out with Free Delivery, the
 * coins' discount when coins are redeemed, Total, the fixed savings note, the coin redeem slot, the
 * button (Place Order, Pay Now or Proceed to Payment) and the secured-transactions footer. While the
 * figures load the rows keep their place (hidden) under the word "Loading", so nothing jumps. Every
 * figure is the server's.
 */
export function CheckoutSummaryCard({
  loading = false,
  items,
  subTotal,
  coinDiscount,
  total,
  coinRedeem,
  buttonLabel,
  onSubmit,
  busy = false,
  disabled = false,
  error = null,
  title = 'Price Details',
  subTotalText = 'Sub Total',
  shippingChargesText = 'Shipping Charges',
  shippingCharges = 40,
  freeDeliveryText = 'Free Delivery',
  coinDiscountText = 'Coins Discount',
  totalText = 'Total',
  savingsNote = 'You can save up to ₹140 on this order',
  securedText = '256 bit Secured Transactions',
  loadingText = 'Loading',
  headingComponent = 'h2',
}: CheckoutSummaryCardProps) {
  const headingId = useId()
  const Heading = headingComponent
  const figures = (
    <>
      <PriceRows>
        <PriceRow label={`${subTotalText} (${units(items)})`} amount={subTotal} />
        <FreeShippingRow label={shippingChargesText} charges={shippingCharges} freeText={freeDeliveryText} />
        {coinDiscount > 0 && (
          <SavingRow label={coinDiscountText} testId="checkout-coin-discount">
            − {formatRupees(coinDiscount)}
          </SavingRow>
        )}
      </PriceRows>
      <TotalRows label={totalText} amount={total} testId="checkout-total" />
    </>
  )
  return (
    <SummaryCard
      aria-labelledby={headingId}
      data-testid="checkout-summary"
      aria-busy={loading || busy || undefined}
    >
      <SummaryHeading component={Heading} id={headingId}>
        {title}
      </SummaryHeading>
      {loading ? (
        <Box sx={{ position: 'relative', display: 'grid', gap: 1.5 }}>
          {/* The rows hold the card's height; "Loading" sits over them. */}
          <Box aria-hidden sx={{ visibility: 'hidden', display: 'grid', gap: 1.5 }}>
            {figures}
          </Box>
          <Box
            role="status"
            data-testid="checkout-summary-loading"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              color: 'text.secondary',
              fontWeight: 600,
            }}
          >
            <CircularProgress size={18} thickness={5} aria-hidden />
            {loadingText}
          </Box>
        </Box>
      ) : (
        figures
      )}
      {savingsNote && <SavingsNote>{savingsNote}</SavingsNote>}
      {coinRedeem}
      {error && (
        <Alert
          severity="error"
          data-testid="checkout-error"
          sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
        >
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={onSubmit}
        disabled={loading || busy || disabled}
        aria-busy={busy || undefined}
        startIcon={
          busy ? <CircularProgress size={18} thickness={5} color="inherit" aria-hidden /> : undefined
        }
        sx={{ minHeight: 48 }}
      >
        {buttonLabel}
      </Button>
      <Box
        component="p"
        sx={{
          m: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.75,
          fontSize: '0.8rem',
          color: 'text.secondary',
        }}
      >
        <LockOutlined aria-hidden sx={{ fontSize: 16 }} />
        {securedText}
      </Box>
    </SummaryCard>
  )
}
