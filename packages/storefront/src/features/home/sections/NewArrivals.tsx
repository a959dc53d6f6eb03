import type { NewArrival } from '@haat/contract'
import { Carousel, FeedSection, NewArrivalTile } from '@haat/ui'
import { NEW_ARRIVALS_ALL, newArrivalHref } from '../../../shared/links.ts'
import { useGetNewArrivalsQuery } from '../homeApi.ts'
import { SkeletonRow } from './SkeletonRow.tsx'
import { sectionStatus } from './sectionStatus.ts'

const TITLE = 'New Arrivals'

/** The new-arrival collections as a carousel of tiles, each to its page by the link rule (home and /new-arrival). */
export function NewArrivalCarousel({ arrivals, label }: { arrivals: NewArrival[]; label: string }) {
  return (
    <Carousel label={label} maxSlides={4}>
      {arrivals.map((arrival) => (
        <NewArrivalTile
          key={arrival.id}
          title={arrival.title}
          imageUrl={arrival.image}
          href={newArrivalHref(arrival)}
        />
      ))}
    </Carousel>
  )
}

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
      <NewArrivalCarousel arrivals={arrivals} label={`${TITLE} slides`} />
    </FeedSection>
  )
}
