import { Carousel, FeedSection, ProductCard } from '@haat/ui'
import { useState } from 'react'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { RECENTLY_VIEWED_ALL } from '../../../shared/links.ts'
import { readVisitedProducts, visitCard } from '../../../shared/visitedProducts.ts'
import { useNearScreen } from '../NearScreen.tsx'

const TITLE = 'Recently Viewed'

/** Products the shopper opened on this device (localStorage visitedProducts); hidden when there are none. */
export function RecentlyViewed() {
  const [products] = useState(() => readVisitedProducts(window.localStorage))
  const near = useNearScreen()
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
          <ProductCard key={product.id} {...visitCard(product)} />
        ))}
      </Carousel>
    </FeedSection>
  )
}
