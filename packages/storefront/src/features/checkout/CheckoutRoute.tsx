import { EMPTY_CART_MESSAGE, pageHref, pages } from '@haat/contract/core'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { type CallError, errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useCheckoutSummaryQuery } from '../../shared/checkout/checkoutApi.ts'
import { CheckoutAddressStep } from './CheckoutAddressStep.tsx'
import { CheckoutFrame, SummaryError } from './CheckoutFrame.tsx'
import { OrderLines } from './OrderLines.tsx'
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
        <EmptyCheckout />
      ) : (
        <CheckoutFrame
          checkout={checkout}
          addressStep={
            <CheckoutAddressStep
              variant="list"
              status={checkout.addresses.status}
              addresses={checkout.addresses.list}
              chosenIndex={checkout.chosenIndex}
              expanded={checkout.step === 'address'}
              onToggle={() => checkout.toggle('address')}
              onChoose={checkout.choose}
              onAdd={checkout.editor.add}
              onEdit={checkout.editor.edit}
              errorText={checkout.addresses.errorText}
              onRetry={checkout.addresses.retry}
            />
          }
          summaryStep={summaryStep}
          summaryText={summary.data ? itemsText(summary.data.items) : undefined}
          showCard={!summary.isError}
          loading={summary.data === undefined}
        />
      )}
    </Box>
  )
}

/** Nothing in the cart can be ordered: say so, and lead back to the cart. */
function EmptyCheckout() {
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        py: 5,
        px: 2,
        textAlign: 'center',
        borderRadius: '10px',
        border: '1px solid #e6e1ea',
        bgcolor: 'background.paper',
      }}
    >
      <ShoppingCartOutlined aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {EMPTY_CART_MESSAGE}
      </Typography>
      <Typography color="text.secondary">There is nothing in your cart to check out.</Typography>
      <Button href={pageHref('shoppingCart')} variant="contained" size="large">
        Go to Cart
      </Button>
    </Box>
  )
}
