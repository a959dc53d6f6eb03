import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { useIsFetching } from '../../app/useIsFetching.ts'
import { DiscountsForYou } from './sections/DiscountsForYou.tsx'
import { FeaturedBrands } from './sections/FeaturedBrands.tsx'
import { FeaturedProducts } from './sections/FeaturedProducts.tsx'
import { HeroBanners } from './sections/HeroBanners.tsx'
import { HotCategories } from './sections/HotCategories.tsx'
import { LimitedTimeOffers } from './sections/LimitedTimeOffers.tsx'
import { NewArrivals } from './sections/NewArrivals.tsx'
import { RecentlyViewed } from './sections/RecentlyViewed.tsx'
import { TopBrands } from './sections/TopBrands.tsx'
import { TopDeals } from './sections/TopDeals.tsx'
import { TopStores } from './sections/TopStores.tsx'

/**
 * The home page (spec 2.11): every section fetches its own feed, shows its own skeleton and error, and
 * a failing feed never takes the others down.
 */
export function HomePage() {
  const loading = useIsFetching() > 0
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 5 }, pb: { xs: 4, md: 6 } }}>
      {/* "A spinner shows while any feed loads": a thin bar over the header, so nothing below shifts. */}
      {loading && (
        <LinearProgress
          aria-label="Loading the home page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      )}
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Haat: online shopping for India
      </h1>
      <HeroBanners />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: { xs: 3, md: 5 },
          width: '100%',
          maxWidth: 1500,
          mx: 'auto',
          px: { xs: 1.5, md: 3 },
        }}
      >
        <HotCategories />
        <TopDeals />
        <LimitedTimeOffers />
        <FeaturedBrands />
        <TopStores />
        <NewArrivals />
        <FeaturedProducts />
        <TopBrands />
        <DiscountsForYou />
        <RecentlyViewed />
      </Box>
    </Box>
  )
}
