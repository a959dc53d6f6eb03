import { Carousel, FeedSection, StoreCard } from '@haat/ui'
import { useGetTopStoresQuery } from '../../../shared/feeds/feedsApi.ts'
import { SkeletonRow } from '../../../shared/feeds/SkeletonRow.tsx'
import { topStoreHref, topStoresAllHref } from '../../../shared/links.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Top Stores'

export function TopStores() {
  const query = useGetTopStoresQuery()
  const stores = query.data?.data ?? []
  const status = useSectionStatus(query, stores)
  return (
    <FeedSection
      title={TITLE}
      viewAllHref={topStoresAllHref(stores)}
      status={status}
      errorText="Error Fetching Top Stores"
      emptyText="No stores available"
      skeleton={<SkeletonRow label={TITLE} maxSlides={4} />}
    >
      <Carousel label={`${TITLE} slides`} maxSlides={4}>
        {stores.map((store) => (
          <StoreCard
            key={store.id}
            storeName={store.sellerData.storedetails.storename?.trim() || null}
            imageUrl={store.image}
            href={topStoreHref(store)}
          />
        ))}
      </Carousel>
    </FeedSection>
  )
}
