import {
  CHECKOUT_LOADING_TEXT,
  CHECKOUT_STEP_TITLES,
  FREE_DELIVERY_TEXT,
  PAYMENT_METHOD_LABELS,
  REDEEM_COINS_TEXT,
  SAVE_UP_TO_TEXT,
  SECURED_TRANSACTIONS_TEXT,
  SHIPPING_CHARGES_RUPEES,
  SHIPPING_CHARGES_TEXT,
  SUB_TOTAL_TEXT,
} from '@haat/contract/core'
import {
  AddressForm,
  CheckoutStep,
  CheckoutSummaryCard,
  CoinRedeem,
  formatRupees,
  PaymentDialog,
  PaymentOptions,
} from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect } from 'react'
import type { CheckoutState } from './useCheckout.ts'

/** Where each step sits, for moving the shopper to it. */
const STEP_IDS = {
  address: 'checkout-step-address',
  summary: 'checkout-step-summary',
  payment: 'checkout-step-payment',
} as const

/** Below the sticky top bar, so the summary card is not hidden under it. */
const UNDER_TOP_BAR_PX = 88

export interface CheckoutFrameProps {
  checkout: CheckoutState
  /** Step 1, Select Address. */
  addressStep: ReactNode
  /** What step 2, Order Summary, shows: the cart's lines, or the one product with its quantity. */
  summaryStep: ReactNode
  /** The collapsed Order Summary's words ("3 items"). */
  summaryText?: string
  /** Whether the summary card shows (the single-product checkout shows it only to a shopper with addresses). */
  showCard: boolean
  /** The summary is on its way: the card says Loading. */
  loading: boolean
  /** A new summary is being read (another quantity): the button waits, so it never places a stale one. */
  summaryBusy?: boolean
  /** How far below the top the card sticks on a desktop: under the store's sticky header, or near the top. */
  stickyTop?: number
}

/**
 * Both checkouts' body: the three steps beside the summary card on a desktop; on a phone the steps, then
 * the card, with the total and the button also at the top so the shopper reaches it at once.
 */
export function CheckoutFrame({
  checkout,
  addressStep,
  summaryStep,
  summaryText,
  showCard,
  loading,
  summaryBusy = false,
  stickyTop = UNDER_TOP_BAR_PX,
}: CheckoutFrameProps) {
  const { step, totals, action, payment, coins } = checkout
  const waiting = summaryBusy || checkout.waitingForCoins
  // A step the page opened for the shopper (an address chosen, Proceed to Payment) comes into view with
  // its header focused, so keyboard and screen reader users are taken there too.
  const moved = checkout.moved
  useEffect(() => {
    if (!moved) return
    const header = document
      .getElementById(STEP_IDS[moved.step])
      ?.querySelector<HTMLElement>('[aria-expanded]')
    if (!header) return
    header.scrollIntoView({ block: 'center' })
    header.focus({ preventScroll: true })
  }, [moved])
  const addressChosen = checkout.chosenAddress !== undefined
  // Until the addresses and the summary are read, the steps cannot take their first shape (the default
  // address chosen opens the Order Summary): placeholders of about that shape hold their room, so the page
  // does not jump when they arrive.
  const settling = loading || checkout.addresses.status === 'loading'
  const card = showCard && (
    <CheckoutSummaryCard
      loading={loading || totals === undefined}
      items={totals?.items ?? 0}
      subTotal={totals?.subTotal ?? 0}
      coinDiscount={totals?.coinDiscount ?? 0}
      total={totals?.total ?? 0}
      coinRedeem={
        coins.info && (
          <CoinRedeem
            balance={coins.info.balance}
            redeemableCoins={coins.info.redeemableCoins}
            discount={coins.info.discount}
            checked={coins.redeem}
            onChange={coins.setRedeem}
            loading={coins.loading}
            disabled={payment.busy}
            label={REDEEM_COINS_TEXT}
          />
        )
      }
      buttonLabel={action.label}
      onSubmit={checkout.submit}
      busy={payment.busy}
      disabled={waiting}
      error={checkout.error}
      subTotalText={SUB_TOTAL_TEXT}
      shippingChargesText={SHIPPING_CHARGES_TEXT}
      shippingCharges={SHIPPING_CHARGES_RUPEES}
      freeDeliveryText={FREE_DELIVERY_TEXT}
      savingsNote={SAVE_UP_TO_TEXT}
      securedText={SECURED_TRANSACTIONS_TEXT}
      loadingText={CHECKOUT_LOADING_TEXT}
    />
  )
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: showCard ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)',
          },
          gridTemplateAreas: { xs: '"bar" "steps" "card"', md: '"steps card"' },
        }}
      >
        {/* The phone's bar is there from the first paint: its total fills in, nothing below it moves. */}
        {showCard && (
          <Box
            component="section"
            aria-label="Order total"
            sx={{
              gridArea: 'bar',
              display: { xs: 'flex', md: 'none' },
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              p: 1.5,
              borderRadius: '10px',
              border: 1,
              borderColor: 'border.main',
              bgcolor: 'background.paper',
            }}
          >
            <Box>
              <Typography component="p" variant="body2" color="text.secondary">
                Total
              </Typography>
              <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {totals ? formatRupees(totals.total) : <Skeleton width={96} aria-hidden />}
              </Typography>
            </Box>
            <Button
              variant="contained"
              onClick={checkout.submit}
              loading={payment.busy}
              disabled={waiting || !totals}
              sx={{ flex: 'none' }}
            >
              {action.label}
            </Button>
          </Box>
        )}
        <Box sx={{ gridArea: 'steps', display: 'grid', gap: 1.5, minWidth: 0 }}>
          {settling ? (
            <StepsPlaceholder />
          ) : (
            <>
              <div id={STEP_IDS.address}>{addressStep}</div>
              <div id={STEP_IDS.summary}>
                <CheckoutStep
                  step={2}
                  title={CHECKOUT_STEP_TITLES.summary}
                  expanded={step === 'summary'}
                  onToggle={addressChosen ? () => checkout.toggle('summary') : undefined}
                  done={addressChosen && (step === 'payment' || checkout.method !== null)}
                  summary={addressChosen ? summaryText : undefined}
                >
                  {summaryStep}
                  <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
                    <Button variant="contained" onClick={() => checkout.openStep('payment')}>
                      Continue
                    </Button>
                  </Box>
                </CheckoutStep>
              </div>
              <div id={STEP_IDS.payment}>
                <CheckoutStep
                  step={3}
                  title={CHECKOUT_STEP_TITLES.payment}
                  expanded={step === 'payment'}
                  onToggle={addressChosen ? () => checkout.toggle('payment') : undefined}
                  done={checkout.method !== null}
                  summary={checkout.method ? PAYMENT_METHOD_LABELS[checkout.method] : undefined}
                >
                  <PaymentOptions
                    value={checkout.method}
                    onChange={checkout.setMethod}
                    codUnavailableReason={checkout.codReason}
                    disabled={payment.busy}
                    upiLabel={PAYMENT_METHOD_LABELS.upi}
                    codLabel={PAYMENT_METHOD_LABELS.cod}
                  />
                </CheckoutStep>
              </div>
            </>
          )}
        </Box>
        {showCard && (
          <Box
            sx={{
              gridArea: 'card',
              position: { md: 'sticky' },
              top: { md: stickyTop },
              display: 'grid',
              gap: 1,
            }}
          >
            {card}
          </Box>
        )}
      </Box>
      <AddressForm {...checkout.editor.form} />
      {payment.paymentDialog && <PaymentDialog {...payment.paymentDialog} />}
    </>
  )
}

/** The three steps' room while the addresses and the summary are read: one collapsed, one open, one collapsed. */
function StepsPlaceholder() {
  return (
    <Box role="status" aria-label="Loading the checkout" sx={{ display: 'grid', gap: 1.5 }}>
      {[72, 300, 54].map((height) => (
        <Skeleton key={height} variant="rounded" height={height} aria-hidden sx={{ borderRadius: '10px' }} />
      ))}
    </Box>
  )
}

/** A failed read of what the checkout costs, with a way to read it again. */
export function SummaryError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {text}
    </Alert>
  )
}
