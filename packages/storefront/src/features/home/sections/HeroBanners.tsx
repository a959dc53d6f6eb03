import { BannerCarousel } from '@haat/ui'
import { errorText, feedStatus } from '../../../app/errorText.ts'
import { bannerHref } from '../../../shared/links.ts'
import { useGetHomeBannersQuery } from '../homeApi.ts'

export function HeroBanners() {
  // HomePage refetches the banners on every visit, so mounting here reuses that request.
  const query = useGetHomeBannersQuery()
  const banners = (query.data ?? []).map((banner) => ({
    id: banner.id,
    imageUrl: banner.image,
    alt: banner.title,
    href: bannerHref(banner),
  }))
  return <BannerCarousel banners={banners} status={feedStatus(query)} errorText={errorText(query.error)} />
}
