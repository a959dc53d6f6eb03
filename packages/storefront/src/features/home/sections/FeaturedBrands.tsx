import { BrandTile, Carousel, FeedSection } from '@haat/ui'
import { errorText } from '../../../app/errorText.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { FEATURED_BRANDS_ALL, featuredBrandHref } from '../../../shared/links.ts'
import { useGetFeaturedBrandsQuery } from '../homeApi.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Featured Brands'

export function FeaturedBrands() {
  const query = useGetFeaturedBrandsQuery()
  const entries = query.data ?? []
  const status = useSectionStatus(query, entries)
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={FEATURED_BRANDS_ALL}
      status={status}
      errorText={`Error Fetching featured Brands ${errorText(query.error)}`}
      emptyText="No brands available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={5} />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={5}>
        {entries.map((entry) => {
          const brand = entry.selectedBrandDetails[0]
          return (
            <BrandTile
              key={entry.id}
              brandName={brand?.brandName ?? ''}
              logoUrl={brand?.brandLogo ?? ''}
              imageUrl={entry.image}
              href={featuredBrandHref(entry)}
            />
          )
        })}
      </Carousel>
    </FeedSection>
  )
}
