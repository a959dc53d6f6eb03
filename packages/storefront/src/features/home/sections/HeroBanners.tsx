import { BANNER_LINK_LABEL } from '@haat/contract/core'
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
    // The words are text over the artwork (see docs/product.md, Banners); a banner without a
    // headline shows its artwork alone.
    ...(banner.headline
      ? {
          headline: banner.headline,
          subline: banner.subline,
          linkLabel: banner.linkLabel ?? BANNER_LINK_LABEL,
        }
      : {}),
  }))
  return <BannerCarousel banners={banners} status={feedStatus(query)} errorText={errorText(query.error)} />
}
