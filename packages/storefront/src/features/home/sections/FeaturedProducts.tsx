import { Carousel, FeedSection, ProductCard } from '@haat/ui'
import { errorText } from '../../../app/errorText.ts'
import { useWishlistHearts } from '../../../shared/cart/useWishlistHeart.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { featuredProductHref } from '../../../shared/links.ts'
import { useGetFeaturedProductsQuery } from '../homeApi.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Featured Products'

export function FeaturedProducts() {
  const query = useGetFeaturedProductsQuery()
  const products = query.data ?? []
  const status = useSectionStatus(query, products)
  const heartOf = useWishlistHearts()
  return (
    <FeedSection
      title={TITLE}
      status={status}
      errorText={`Error: ${errorText(query.error)}`}
      emptyText="No products available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={5} kind="product" />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={5}>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            href={featuredProductHref(product)}
            name={product.name}
            imageUrl={product.imageUrls[0] ?? ''}
            price={product.price}
            offerPrice={product.offerPrice}
            rating={product}
            stock={product.stock}
            storeName={product.sellerDetails.storedetails.storename}
            wishlist={heartOf(product.productId)}
          />
        ))}
      </Carousel>
    </FeedSection>
  )
}
