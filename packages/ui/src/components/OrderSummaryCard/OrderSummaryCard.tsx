import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import { useId } from 'react'
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
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

/** The server's totals over the lines that can be bought as they stand, in rupees. */
export interface OrderSummaryTotals {
  /** Units counted (the sum of the counted lines' quantities). */
  items: number
  /** What the counted lines cost at their original prices. */
  price: number
  /** What the offer prices save on that. */
  discount: number
  /** The shipping charge shown struck out: delivery is free. */
  shippingCharges: number
  /** What is paid. */
  total: number
  /** Lines left out of the totals because of a problem. */
  excludedLines: number
}

export interface OrderSummaryCardProps {
  /** Leave out while the totals load: the card keeps its size with placeholders. */
  totals?: OrderSummaryTotals
  /** Where Proceed goes (the checkout). */
  proceedHref: string
  /** Said instead of the struck-out charge's price: "Free Delivery". */
  freeDeliveryText: string
  /** The fixed promise under the total: "You can save up to ₹140 on this order". */
  savingsNote?: string
  /** The card's heading level: h2 on the cart page. */
  headingComponent?: 'h2' | 'h3'
  /** 'bar': the total and Proceed in one row, for the top of a phone's cart page. */
  variant?: 'card' | 'bar'
}

const excludedText = (lines: number) =>
  `${lines} ${lines === 1 ? 'item is' : 'items are'} not counted: see the ${lines === 1 ? 'note on it' : 'notes on them'} above`

/**
 * The cart's order summary: Price (n items), Discount, Shipping Charges struck out with Free Delivery,
 * Total, the fixed savings note and Proceed to the checkout. Proceed rests when nothing can be bought;
 * lines left out of the totals are counted in a note. Every figure comes from the server.
 */
export function OrderSummaryCard({
  totals,
  proceedHref,
  freeDeliveryText,
  savingsNote,
  headingComponent = 'h2',
  variant = 'card',
}: OrderSummaryCardProps) {
  const headingId = useId()
  const canProceed = totals !== undefined && totals.items > 0
  const proceed = canProceed ? (
    <Button href={proceedHref} variant="contained" size="large" sx={{ minHeight: 48 }}>
      Proceed
    </Button>
  ) : (
    <Button variant="contained" size="large" disabled sx={{ minHeight: 48 }}>
      Proceed
    </Button>
  )

  if (variant === 'bar') {
    return (
      <Box
        component="section"
        aria-label="Order total"
        data-testid="order-summary-bar"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          p: 1.5,
          borderRadius: '10px',
          border: 1,
          borderColor: 'border.main',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box component="p" sx={{ m: 0, fontSize: '0.8rem', color: 'text.secondary' }}>
            Total{totals ? ` (${units(totals.items)})` : ''}
          </Box>
          <Box component="p" sx={{ m: 0, fontSize: '1.15rem', fontWeight: 700 }}>
            {totals ? formatRupees(totals.total) : <Skeleton width={96} />}
          </Box>
        </Box>
        {proceed}
      </Box>
    )
  }

  const Heading = headingComponent
  return (
    <SummaryCard aria-labelledby={headingId} data-testid="order-summary" aria-busy={!totals || undefined}>
      <SummaryHeading component={Heading} id={headingId}>
        Order Summary
      </SummaryHeading>
      {totals ? (
        <>
          <PriceRows>
            <PriceRow label={`Price (${units(totals.items)})`} amount={totals.price} />
            <SavingRow label="Discount">
              {totals.discount > 0 ? `− ${formatRupees(totals.discount)}` : formatRupees(0)}
            </SavingRow>
            <FreeShippingRow
              label="Shipping Charges"
              charges={totals.shippingCharges}
              freeText={freeDeliveryText}
            />
          </PriceRows>
          <TotalRows label="Total" amount={totals.total} testId="order-total" />
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          <VisuallyHidden>Loading the order summary</VisuallyHidden>
          {[0, 1, 2, 3].map((row) => (
            <Box key={row} sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Skeleton width="40%" sx={{ fontSize: '0.95rem' }} />
              <Skeleton width="25%" sx={{ fontSize: '0.95rem' }} />
            </Box>
          ))}
        </Box>
      )}
      {savingsNote && <SavingsNote>{savingsNote}</SavingsNote>}
      {totals && totals.excludedLines > 0 && (
        <Box
          component="p"
          data-testid="order-summary-excluded"
          sx={{ m: 0, fontSize: '0.8rem', color: 'text.warning', fontWeight: 600 }}
        >
          {excludedText(totals.excludedLines)}
        </Box>
      )}
      {proceed}
    </SummaryCard>
  )
}
