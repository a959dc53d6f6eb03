import { Carousel, DiscountTile, FeedSection } from '@haat/ui'
import { errorText } from '../../../app/errorText.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { discountHref } from '../../../shared/links.ts'
import { useGetDiscountsForYouQuery } from '../homeApi.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Discounts For You'

export function DiscountsForYou() {
  const query = useGetDiscountsForYouQuery()
  const discounts = query.data ?? []
  const status = useSectionStatus(query, discounts)
  return (
    <FeedSection
      title={TITLE}
      status={status}
      errorText={`Error: ${errorText(query.error)}`}
      emptyText="No discounts available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={2} />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={2}>
        {discounts.map((discount) => (
          <DiscountTile
            key={discount.id}
            imageUrl={discount.imgUrl}
            categoryName={discount.parentCategoryName}
            discount={discount.discount}
            href={discountHref(discount)}
          />
        ))}
      </Carousel>
    </FeedSection>
  )
}
