import { BannerSkeleton, VisuallyHidden, visuallyHiddenSx } from '@haat/ui'
import Box from '@mui/material/Box'
import { lazy, Suspense, useEffect } from 'react'
import { useAppDispatch } from '../../app/store.ts'
import { catalogueApi } from '../../shared/catalogue/catalogueApi.ts'
import { feedsApi } from '../../shared/feeds/feedsApi.ts'
import { homeApi } from './homeApi.ts'

// The sections (carousels and tiles) are loaded lazily. Their code comes with the page's (the build puts
// `firstScreenParts` of screenModules.ts in the page's chunks, preloaded with the HTML: the banners are the
// home page's largest paint), but the boundary cuts the first render in two: the page commits first, the
// sections in a render of their own, two shorter tasks where one render of both was a longer one, and a
// phone's blocking time counts the long ones (docs/benchmarks.md, "Fewer files before the first paint").
const HomeSections = lazy(async () => ({ default: (await import('./HomeSections.tsx')).HomeSections }))

/**
 * The home page (docs/product.md, Home): every section fetches its own feed, shows its own skeleton and
 * error, and a failing feed never takes the others down.
 */
export function HomePage() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    // Banners are fetched again on every visit of the home page, so a changed banner never lingers; the
    // other feeds are reused from the cache while it is fresh (the server's HTTP caching backs them up).
    dispatch(homeApi.util.prefetch('getHomeBanners', undefined, { force: true }))
    for (const prefetch of [
      feedsApi.util.prefetch('getTopDeals', undefined, {}),
      feedsApi.util.prefetch('getLimitedTimeDeals', undefined, {}),
      homeApi.util.prefetch('getFeaturedBrands', undefined, {}),
      feedsApi.util.prefetch('getTopStores', undefined, {}),
      feedsApi.util.prefetch('getNewArrivals', undefined, {}),
      homeApi.util.prefetch('getFeaturedProducts', undefined, {}),
      homeApi.util.prefetch('getTopBrands', undefined, {}),
      homeApi.util.prefetch('getDiscountsForYou', undefined, {}),
      catalogueApi.util.prefetch('getCategories', undefined, {}),
    ])
      dispatch(prefetch)
  }, [dispatch])
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 5 }, pb: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={visuallyHiddenSx}>
        Haat: online shopping for India
      </Box>
      <Suspense
        fallback={
          <>
            <BannerSkeleton label="Loading banners..." showLabel controls />
            <VisuallyHidden>Loading the home page</VisuallyHidden>
          </>
        }
      >
        <HomeSections />
      </Suspense>
    </Box>
  )
}
