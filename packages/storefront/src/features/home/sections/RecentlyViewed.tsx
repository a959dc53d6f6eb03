import { Carousel, FeedSection, ProductCard } from '@haat/ui'
import { useWishlistHearts } from '../../../shared/cart/useWishlistHeart.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { RECENTLY_VIEWED_ALL } from '../../../shared/links.ts'
import { useRecentVisits } from '../../../shared/recentVisits/useRecentVisits.ts'
import { visitCard } from '../../../shared/visitedProducts.ts'
import { useNearScreen } from '../NearScreen.tsx'

const TITLE = 'Recently Viewed'

/** Products the shopper opened (this device's, or the account's when signed in); hidden when there are none. */
export function RecentlyViewed() {
  const products = useRecentVisits()
  const near = useNearScreen()
  const heartOf = useWishlistHearts()
  if (products.length === 0) return null
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={RECENTLY_VIEWED_ALL}
      status={near ? 'ready' : 'loading'}
      skeleton={<SkeletonRow label={TITLE} maxSlides={4} kind="product" />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={4}>
        {products.map((product) => (
          <ProductCard key={product.id} {...visitCard(product)} wishlist={heartOf(product.id)} />
        ))}
      </Carousel>
    </FeedSection>
  )
}
