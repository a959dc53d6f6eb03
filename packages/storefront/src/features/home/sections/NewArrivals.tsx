import { FeedSection } from '@haat/ui'
import { useGetNewArrivalsQuery } from '../../../shared/feeds/feedsApi.ts'
import { NewArrivalCarousel } from '../../../shared/feeds/NewArrivalCarousel.tsx'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { NEW_ARRIVALS_ALL } from '../../../shared/links.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'New Arrivals'

export function NewArrivals() {
  const query = useGetNewArrivalsQuery()
  const arrivals = query.data?.data ?? []
  const status = useSectionStatus(query, arrivals)
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={NEW_ARRIVALS_ALL}
      status={status}
      errorText="Error Fetching New Arrivals"
      emptyText="No new arrivals found."
      skeleton={<SkeletonRow label={TITLE} maxSlides={4} />}
    >
      <NewArrivalCarousel arrivals={arrivals} label={`${TITLE} slides`} />
    </FeedSection>
  )
}
