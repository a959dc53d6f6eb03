import type { TopDeal } from '@haat/contract'
import { Carousel, DealTile } from '@haat/ui'
import { topDealHref } from '../links.ts'

/** The top deals as a carousel of banner tiles, each opening its deal (home page and /top-deals). */
export function TopDealCarousel({ deals, label }: { deals: TopDeal[]; label: string }) {
  return (
    <Carousel label={label} maxSlides={4}>
      {deals.map((deal) => (
        <DealTile
          key={deal.id}
          title={deal.title}
          imageUrl={deal.bannerUrl}
          offerText={deal.offerText}
          href={topDealHref(deal)}
        />
      ))}
    </Carousel>
  )
}
