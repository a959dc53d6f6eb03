import { pageHref, pages } from '@haat/contract/core'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { type CallError, errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { EmptyCartNotice } from '../../shared/cart/EmptyCartNotice.tsx'
import { useCheckoutSummaryQuery } from '../../shared/checkout/checkoutApi.ts'
import { CheckoutFrame, SummaryError } from './CheckoutFrame.tsx'
import { OrderLines } from './OrderLines.tsx'
import { ShopperAddressStep } from './ShopperAddressStep.tsx'
import { useCheckout } from './useCheckout.ts'

const itemsText = (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`

/**
 * /checkOut-page, the cart's checkout (docs/product.md, "Checkout"): 1 Select Address, 2 Order Summary
 * (the server's summary of the cart, seller by seller, a delivery note per product), 3 Payment Options,
 * beside the summary card whose button asks for what is missing or places the order. The sign-in guard
 * stands in front of it.
 */
export function CheckoutRoute() {
  useDocumentTitle(pages.checkout.title)
  const summary = useCheckoutSummaryQuery({ kind: 'cart' })
  const checkout = useCheckout('cart', summary.data)
  const empty = summary.data !== undefined && summary.data.sellers.length === 0

  let summaryStep: React.ReactNode
  if (summary.data) {
    summaryStep = <OrderLines summary={summary.data} notes={checkout.notes} onNoteChange={checkout.setNote} />
  } else if (summary.isError) {
    summaryStep = (
      <SummaryError
        text={`Error: ${errorText(summary.error as CallError)}`}
        onRetry={() => void summary.refetch()}
      />
    )
  } else {
    summaryStep = (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Box>
    )
  }

  return (
    <Box sx={{ ...pageSx, py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
        Checkout
      </Typography>
      {empty ? (
        <EmptyCartNotice
          text="There is nothing in your cart to check out."
          href={pageHref('shoppingCart')}
          action="Go to Cart"
        />
      ) : (
        <CheckoutFrame
          checkout={checkout}
          addressStep={<ShopperAddressStep variant="list" checkout={checkout} />}
          summaryStep={summaryStep}
          summaryText={summary.data ? itemsText(summary.data.items) : undefined}
          showCard={!summary.isError}
          loading={summary.data === undefined}
        />
      )}
    </Box>
  )
}
