import { Carousel, FeedSection, NewArrivalTile } from '@haat/ui'
import { useGetNewArrivalsQuery } from '../homeApi.ts'
import { NEW_ARRIVALS_ALL, newArrivalHref } from '../links.ts'
import { SkeletonRow } from './SkeletonRow.tsx'
import { sectionStatus } from './sectionStatus.ts'

const TITLE = 'New Arrivals'

export function NewArrivals() {
  const query = useGetNewArrivalsQuery()
  const arrivals = query.data?.data ?? []
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={NEW_ARRIVALS_ALL}
      status={sectionStatus(query, arrivals)}
      errorText="Error Fetching New Arrivals"
      emptyText="No new arrivals found."
      skeleton={<SkeletonRow label={TITLE} maxSlides={4} />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={4}>
        {arrivals.map((arrival) => (
          <NewArrivalTile
            key={arrival.id}
            title={arrival.title}
            imageUrl={arrival.image}
            href={newArrivalHref(arrival)}
          />
        ))}
      </Carousel>
    </FeedSection>
  )
}
