import { BannerSkeleton, VisuallyHidden, visuallyHiddenSx } from '@haat/ui'
import Box from '@mui/material/Box'
import { lazy, Suspense, useEffect } from 'react'
import { useAppDispatch } from '../../app/store.ts'
import { catalogueApi } from '../../shared/catalogue/catalogueApi.ts'
import { homeApi } from './homeApi.ts'

// The sections (carousels and tiles) load in a chunk of their own, in parallel with their feeds, which
// are requested below as soon as the page mounts: the first paint (header and banner placeholder) waits
// for neither, and the JavaScript it needs stays within the 220 kB budget.
const HomeSections = lazy(async () => ({ default: (await import('./HomeSections.tsx')).HomeSections }))

const CACHED_FEEDS = [
  'getTopDeals',
  'getLimitedTimeDeals',
  'getFeaturedBrands',
  'getTopStores',
  'getNewArrivals',
  'getFeaturedProducts',
  'getTopBrands',
  'getDiscountsForYou',
] as const

/**
 * The home page (spec 2.11): every section fetches its own feed, shows its own skeleton and error, and
 * a failing feed never takes the others down.
 */
export function HomePage() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    // Banners are fetched on every visit of the home page (spec section 4); the other feeds are reused
    // from the cache while it is fresh (the server's HTTP caching backs them up).
    dispatch(homeApi.util.prefetch('getHomeBanners', undefined, { force: true }))
    for (const feed of CACHED_FEEDS) dispatch(homeApi.util.prefetch(feed, undefined, {}))
    dispatch(catalogueApi.util.prefetch('getCategories', undefined, {}))
  }, [dispatch])
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 5 }, pb: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={visuallyHiddenSx}>
        Haat: online shopping for India
      </Box>
      <Suspense
        fallback={
          <>
            <BannerSkeleton label="Loading banners..." showLabel />
            <VisuallyHidden>Loading the home page</VisuallyHidden>
          </>
        }
      >
        <HomeSections />
      </Suspense>
    </Box>
  )
}
