import type { ListingSort } from '@haat/contract/core'
import { defaultListingParams } from '@haat/contract/core'
import { Carousel, FeedSection, ProductCard } from '@haat/ui'
import { errorText } from '../../app/errorText.ts'
import { useWishlistHearts } from '../cart/useWishlistHeart.ts'
import { SkeletonRow } from '../feeds/SkeletonRow.tsx'
import { type ListingRequest, useGetListingQuery } from './listingApi.ts'
import { cardOf } from './listingView.ts'

/** How many products a carousel shows. */
const CAROUSEL_SIZE = 12

/**
 * One carousel of a listing call's products in one server-side order, shown as the server ranks it: a
 * seller's Top Selling and Trending rows, a product page's similar and same-brand rows. `exclude` leaves
 * one product out (the page's own); `hideWhenEmpty` drops the row instead of saying there is nothing.
 */
export function ListingCarousel({
  title,
  request,
  sort,
  exclude,
  hideWhenEmpty = false,
}: {
  title: string
  request: Omit<ListingRequest, 'params' | 'pageSize'>
  sort: ListingSort
  exclude?: string
  hideWhenEmpty?: boolean
}) {
  const query = useGetListingQuery({
    ...request,
    params: defaultListingParams(sort),
    // One more than shown when a product is left out, so the row stays full.
    pageSize: exclude ? CAROUSEL_SIZE + 1 : CAROUSEL_SIZE,
  })
  const heartOf = useWishlistHearts()
  const products = (query.data?.products ?? [])
    .filter((product) => product.productId !== exclude)
    .slice(0, CAROUSEL_SIZE)
  const status = query.isLoading ? 'loading' : query.isError ? 'error' : products.length ? 'ready' : 'empty'
  if (status === 'empty' && hideWhenEmpty) return null
  return (
    <FeedSection
      title={title}
      status={status}
      errorText={`Error: ${errorText(query.error)}`}
      emptyText="No products available"
      // Cards in the carousel's own slide widths: the row is as tall loading as loaded, so the sections
      // below do not jump when the products come.
      skeleton={<SkeletonRow label={title} maxSlides={5} kind="product" />}
    >
      <Carousel label={`${title} slides`} maxSlides={5} autoplay={false}>
        {products.map((product) => (
          <ProductCard key={product.productId} {...cardOf(product)} wishlist={heartOf(product.productId)} />
        ))}
      </Carousel>
    </FeedSection>
  )
}
