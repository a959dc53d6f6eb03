import { Carousel, DealTile, FeedSection } from '@haat/ui'
import { errorText } from '../../../app/errorText.ts'
import { useUnendedDeals } from '../../../shared/feeds/dealWindow.ts'
import { useGetLimitedTimeDealsQuery } from '../../../shared/feeds/feedsApi.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { LIMITED_TIME_ALL, limitedTimeDealHref } from '../../../shared/links.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Limited Time Offer'

/**
 * Limited-time deals, each with its countdown (Starts soon, then HH:MM:SS). A deal leaves the row when its
 * countdown reaches its end while the page is open (the server's feed already leaves ended deals out).
 */
export function LimitedTimeOffers() {
  const query = useGetLimitedTimeDealsQuery()
  const deals = useUnendedDeals(query.data ?? [])
  const status = useSectionStatus(query, deals)
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={LIMITED_TIME_ALL}
      status={status}
      // The original storefront's wording, kept word for word.
      errorText={`Error Fetching featured Brands limited time deals ${errorText(query.error)}`}
      emptyText="No deals available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={4} />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={4}>
        {deals.map((deal) => (
          <DealTile
            key={deal.id}
            title={deal.title}
            imageUrl={deal.image[0] ?? ''}
            offerText={deal.offerTitle}
            href={limitedTimeDealHref(deal)}
            countdown={{ start: deal.startDate, end: deal.endDate }}
          />
        ))}
      </Carousel>
    </FeedSection>
  )
}
