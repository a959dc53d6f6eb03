import type { ListingSort } from '@haat/contract/core'
import { defaultListingParams } from '@haat/contract/core'
import { Carousel, FeedSection, ProductCard } from '@haat/ui'
import { errorText } from '../../app/errorText.ts'
import { SkeletonRow } from '../../shared/feeds/SkeletonRow.tsx'
import { useGetListingQuery } from '../../shared/listing/listingApi.ts'
import { cardOf } from '../../shared/listing/listingView.ts'

/** How many of the seller's products a carousel shows. */
const CAROUSEL_SIZE = 12

/**
 * One carousel of the seller's own products in one server-side order (getsellersProducts), shown as the
 * server ranks it: Top Selling's rule (products in stock first) is the 'top-selling' sort's.
 */
export function SellerProductsCarousel({
  sellerId,
  title,
  sort,
}: {
  sellerId: string
  title: string
  sort: ListingSort
}) {
  const query = useGetListingQuery({
    call: 'sellersProducts',
    scope: { sellerId },
    params: defaultListingParams(sort),
    pageSize: CAROUSEL_SIZE,
  })
  const products = query.data?.products ?? []
  const status = query.isLoading ? 'loading' : query.isError ? 'error' : products.length ? 'ready' : 'empty'
  return (
    <FeedSection
      title={title}
      status={status}
      errorText={`Error: ${errorText(query.error)}`}
      emptyText="No products available"
      // Cards in the carousel's own slide widths: the row is as tall loading as loaded (a spinner was a
      // third of that, and the sections below jumped down when the products came).
      skeleton={<SkeletonRow label={title} maxSlides={5} kind="product" />}
    >
      <Carousel label={`${title} slides`} maxSlides={5} autoplay={false}>
        {products.map((product) => (
          <ProductCard key={product.productId} {...cardOf(product)} />
        ))}
      </Carousel>
    </FeedSection>
  )
}
