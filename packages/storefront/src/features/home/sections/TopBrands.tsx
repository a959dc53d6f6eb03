import { Carousel, FeedSection, TopBrandCard } from '@haat/ui'
import { errorText } from '../../../app/errorText.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { topBrandHref, topBrandsAllHref } from '../../../shared/links.ts'
import { useGetTopBrandsQuery } from '../homeApi.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Top Brands'

/** Top brands; each card carries the fixed "Upto 20% OFF" (drawn by TopBrandCard). */
export function TopBrands() {
  const query = useGetTopBrandsQuery()
  const brands = query.data ?? []
  const status = useSectionStatus(query, brands)
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={topBrandsAllHref(brands)}
      status={status}
      errorText={`Error: ${errorText(query.error)}`}
      emptyText="No brands available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={6} kind="round" />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={6}>
        {brands.map((brand) => (
          <TopBrandCard
            key={brand.id}
            brandName={brand.brandName}
            logoUrl={brand.brandLogo}
            href={topBrandHref(brand)}
          />
        ))}
      </Carousel>
    </FeedSection>
  )
}
