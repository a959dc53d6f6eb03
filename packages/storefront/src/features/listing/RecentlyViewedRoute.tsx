import type { Availability, ListingSort } from '@haat/contract/core'
import { Breadcrumbs, ListingPage, ListingToolbar, ProductGrid, SortSelect } from '@haat/ui'
import Box from '@mui/material/Box'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useWishlistHearts } from '../../shared/cart/useWishlistHeart.ts'
import { AVAILABILITY_OPTIONS, PRICE_SORTS } from '../../shared/listing/listingView.ts'
import { useListingParams } from '../../shared/listing/useListingParams.ts'
import { useRecentVisits } from '../../shared/recentVisits/useRecentVisits.ts'
import { visitCard } from '../../shared/visitedProducts.ts'
import { recentlyViewed } from './recentlyViewed.ts'

/** Recently viewed first (the order of the visits), then the two price sorts. */
const SORTS = [{ value: 'newest', label: 'Recently viewed first' }, ...PRICE_SORTS]

/**
 * /recently-viewed (protected): the products the shopper opened, on any device (at most ten, newest
 * first), with the sort and availability in the URL like every listing.
 */
export function RecentlyViewedRoute() {
  useDocumentTitle('Recently Viewed')
  const { params, setParams } = useListingParams('newest')
  const visits = useRecentVisits()
  const heartOf = useWishlistHearts()
  const products = recentlyViewed(visits, { sort: params.sort, availability: params.availability })
  return (
    <ListingPage
      breadcrumbs={<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Recently Viewed' }]} />}
      toolbar={
        <ListingToolbar
          title="Recently Viewed"
          shown={{ from: products.length === 0 ? 0 : 1, to: products.length, total: products.length }}
          sort={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <SortSelect
                label="Availability"
                value={params.availability}
                options={AVAILABILITY_OPTIONS}
                onChange={(value) => setParams({ availability: value as Availability })}
              />
              <SortSelect
                value={params.sort}
                options={SORTS}
                onChange={(value) => setParams({ sort: value as ListingSort })}
              />
            </Box>
          }
        />
      }
      grid={
        <ProductGrid
          status={products.length === 0 ? 'empty' : 'ready'}
          products={products.map((product) => ({ ...visitCard(product), wishlist: heartOf(product.id) }))}
          emptyText="No products available"
        />
      }
    />
  )
}
