import { defaultListingParams } from '@haat/contract/core'
import { Carousel, FeedSection, ProductCard } from '@haat/ui'
import { errorText } from '../../app/errorText.ts'
import { SkeletonRow } from '../../shared/feeds/SkeletonRow.tsx'
import { type ListingRequest, useGetListingQuery } from '../../shared/listing/listingApi.ts'
import { cardOf } from '../../shared/listing/listingView.ts'

/** How many products a carousel of the product page asks for (one more than it may drop: the product itself). */
const CAROUSEL_SIZE = 13

/**
 * A carousel of other products below the product: the same category's best rated ("Similar Products")
 * or the same brand's ("More from this brand"). The product itself is left out.
 */
function RelatedProducts({
  title,
  productId,
  request,
}: {
  title: string
  productId: string
  request: Omit<ListingRequest, 'params' | 'pageSize'>
}) {
  const query = useGetListingQuery({
    ...request,
    params: defaultListingParams('rating'),
    pageSize: CAROUSEL_SIZE,
  })
  const products = (query.data?.products ?? [])
    .filter((product) => product.productId !== productId)
    .slice(0, 12)
  const status = query.isLoading ? 'loading' : query.isError ? 'error' : products.length ? 'ready' : 'empty'
  if (status === 'empty') return null
  return (
    <FeedSection
      title={title}
      status={status}
      errorText={`Error: ${errorText(query.error)}`}
      emptyText="No products available"
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

export function SimilarProducts({ productId, categoryId }: { productId: string; categoryId: string }) {
  return (
    <RelatedProducts
      title="Similar Products"
      productId={productId}
      request={{ call: 'categoryProducts', pathParams: { categoryId } }}
    />
  )
}

export function MoreFromBrand({ productId, brandId }: { productId: string; brandId: string }) {
  return (
    <RelatedProducts
      title="More from this brand"
      productId={productId}
      request={{ call: 'brandWiseProducts', pathParams: { brandId } }}
    />
  )
}
