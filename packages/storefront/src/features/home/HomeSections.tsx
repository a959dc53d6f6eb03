import Box from '@mui/material/Box'
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

/** Every home section, in the order of docs/product.md, Home. */
export function HomeSections() {
  return (
    <>
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
    </>
  )
}
