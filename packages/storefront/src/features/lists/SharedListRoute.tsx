import { pages, SHARED_LIST_NOT_FOUND_MESSAGE } from '@haat/contract/core'
import { Breadcrumbs, ListingPage, ProductGrid } from '@haat/ui'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { type CallError, errorText, statusOf } from '../../app/errorText.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useWishlistHearts } from '../../shared/cart/useWishlistHeart.ts'
import { useGetSharedListQuery } from '../../shared/lists/listsApi.ts'
import { listProductCard } from '../../shared/lists/listView.ts'

const crumbs = [{ label: 'Home', href: '/' }, { label: pages.sharedList.title }]

/**
 * /shared-list/{shareId}: a list a shopper shared, read-only, for anyone, signed in or not (docs/product.md,
 * "Named lists"). Its products are cards linking to their pages. Once the owner stops sharing (or deletes
 * the list) the link answers 404 and the page says so.
 */
export function SharedListRoute() {
  const { shareId = '' } = useParams()
  const shared = useGetSharedListQuery(shareId)
  const list = shared.data
  // Whoever opens a shared list may wish for its products too (a visitor is asked to sign in first).
  const heartOf = useWishlistHearts()
  useDocumentTitle(list ? `${list.listName} (${pages.sharedList.title})` : pages.sharedList.title)

  if (!list && shared.isError) {
    const gone = statusOf(shared.error as CallError) === 404
    return gone ? (
      <Unavailable title={SHARED_LIST_NOT_FOUND_MESSAGE} detail="Ask whoever sent it for a new link." />
    ) : (
      <Unavailable
        title="The list could not be loaded"
        detail={`Error: ${errorText(shared.error as CallError)}`}
        onRetry={() => void shared.refetch()}
      />
    )
  }

  const count = list?.products.length ?? 0
  return (
    <ListingPage
      breadcrumbs={<Breadcrumbs items={crumbs} />}
      toolbar={
        <Box sx={{ mb: 2, minHeight: 64 }}>
          {list ? (
            <>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {list.listName}
              </Typography>
              <Typography component="p" variant="body2" color="text.secondary">
                A list shared with you · {count} {count === 1 ? 'product' : 'products'}
              </Typography>
            </>
          ) : (
            <Box aria-hidden>
              <Skeleton variant="text" width={260} sx={{ fontSize: '1.5rem' }} />
              <Skeleton variant="text" width={180} sx={{ fontSize: '0.875rem' }} />
            </Box>
          )}
        </Box>
      }
      grid={
        <ProductGrid
          status={list ? 'ready' : 'loading'}
          products={
            list
              ? list.products.map((product) => ({
                  ...listProductCard(product),
                  wishlist: heartOf(product.productId),
                }))
              : []
          }
          emptyText="This list has no products yet."
          emptyAction={{ label: 'Continue shopping', href: '/' }}
        />
      }
    />
  )
}

/** A link whose list is not shared (any more), or a failed read, with a way on. */
function Unavailable({ title, detail, onRetry }: { title: string; detail: string; onRetry?: () => void }) {
  return (
    <Box role="alert" sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 3, overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button variant="contained" href="/">
          Back to home
        </Button>
      </Box>
    </Box>
  )
}
