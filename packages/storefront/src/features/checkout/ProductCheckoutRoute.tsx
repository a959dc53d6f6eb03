import { pageHref, pages } from '@haat/contract/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { type CallError, errorText, serverMessage } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useCheckoutSummaryQuery } from '../../shared/checkout/checkoutApi.ts'
import { useCurrentUser } from '../../shared/session/userApi.ts'
import { CheckoutFrame, SummaryError } from './CheckoutFrame.tsx'
import { clampQuantity, summaryLines } from './checkoutView.ts'
import { ProductOrderLine } from './ProductOrderLine.tsx'
import { SecuredCheckoutHeader } from './SecuredCheckoutHeader.tsx'
import { ShopperAddressStep } from './ShopperAddressStep.tsx'
import { useCheckout } from './useCheckout.ts'

/**
 * /product-checkout/{prodId}, Buy Now's checkout of one product (docs/product.md, "Checkout"). The page
 * draws its own frame: a header with the logo, Secured Checkout and the shopper's name, and no store
 * header, footer or bottom bar. Steps: 1 Select Address (the chosen address, Edit, Add New Address),
 * 2 Order Summary (the product with its quantity, priced by the server), 3 Payment Options; the summary
 * card shows only once the shopper has an address. The sign-in guard stands in front of it.
 */
export function ProductCheckoutRoute() {
  useDocumentTitle(pages.productCheckout.title)
  const productId = useParams().prodId ?? ''
  const user = useCurrentUser().data
  const [quantity, setQuantity] = useState(1)
  const summary = useCheckoutSummaryQuery({ kind: 'single', productId, quantity })
  const checkout = useCheckout('single', summary.data)
  const seller = summary.data?.sellers[0]
  const line = summary.data ? summaryLines(summary.data)[0] : undefined
  const hasAddresses = checkout.addresses.list.length > 0

  // A quantity the server would not price (over the limit or the stock it now has) goes back to the last
  // one it priced, and says why; a limit that fell below the quantity brings the quantity down to it.
  const refused = summary.isError && !summary.isFetching && line !== undefined && line.quantity !== quantity
  useEffect(() => {
    if (!refused || !line) return
    enqueueToast(serverMessage(summary.error as CallError) ?? errorText(summary.error as CallError), {
      variant: 'error',
    })
    setQuantity(line.quantity)
  }, [refused, line, summary.error])
  const limit = line?.maxQuantity
  useEffect(() => {
    if (limit !== undefined && limit >= 1) setQuantity((now) => clampQuantity(now, limit))
  }, [limit])

  let summaryStep: React.ReactNode
  if (line && seller) {
    summaryStep = (
      <ProductOrderLine
        line={line}
        storeName={seller.storeName}
        quantity={quantity}
        onQuantityChange={(next) => setQuantity(clampQuantity(next, line.maxQuantity))}
        busy={summary.isFetching}
        note={checkout.notes[line.productId] ?? ''}
        onNoteChange={(note) => checkout.setNote(line.productId, note)}
      />
    )
  } else if (summary.isError) {
    summaryStep = (
      <SummaryError
        text={serverMessage(summary.error as CallError) ?? `Error: ${errorText(summary.error as CallError)}`}
        onRetry={() => void summary.refetch()}
      />
    )
  } else {
    summaryStep = <Skeleton variant="rounded" height={140} aria-busy="true" />
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SecuredCheckoutHeader userName={user?.name} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Box sx={{ ...pageSx, py: { xs: 2, md: 3 } }}>
          <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
            Checkout
          </Typography>
          {summary.isError && !summary.data ? (
            <UnavailableProduct
              text={serverMessage(summary.error as CallError) ?? errorText(summary.error as CallError)}
              onRetry={() => void summary.refetch()}
            />
          ) : (
            <CheckoutFrame
              checkout={checkout}
              addressStep={<ShopperAddressStep variant="chosen" checkout={checkout} />}
              summaryStep={summaryStep}
              summaryText={line ? `${line.name} × ${line.quantity}` : undefined}
              showCard={checkout.addresses.status === 'loading' || hasAddresses}
              loading={summary.data === undefined || checkout.addresses.status === 'loading'}
              summaryBusy={summary.isFetching}
              // Its own header scrolls away with the page: the card sticks near the top.
              stickyTop={16}
            />
          )}
        </Box>
      </Box>
    </Box>
  )
}

/** The product cannot be bought now (unknown, no longer sold): say why and lead back. */
function UnavailableProduct({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <SummaryError text={text} onRetry={onRetry} />
      <Button href={pageHref('home')} variant="outlined">
        Continue Shopping
      </Button>
    </Box>
  )
}
