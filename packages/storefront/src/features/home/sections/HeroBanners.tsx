import { BannerCarousel } from '@haat/ui'
import { errorText, feedStatus } from '../../../app/errorText.ts'
import { useGetHomeBannersQuery } from '../homeApi.ts'
import { bannerHref } from '../links.ts'

export function HeroBanners() {
  // The specification fetches the banners on every mount of the home page.
  const query = useGetHomeBannersQuery(undefined, { refetchOnMountOrArgChange: true })
  const banners = (query.data ?? []).map((banner) => ({
    id: banner.id,
    imageUrl: banner.image,
    alt: banner.title,
    href: bannerHref(banner),
  }))
  return <BannerCarousel banners={banners} status={feedStatus(query)} errorText={errorText(query.error)} />
}
