import Box from '@mui/material/Box'
import { NearScreen } from './NearScreen.tsx'
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
 * Every home section, in the order of docs/product.md, Home. Each row below the banners draws its cards
 * only when it comes near the viewport (NearScreen); until then it shows its skeleton.
 */
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
        <NearScreen>
          <HotCategories />
        </NearScreen>
        <NearScreen>
          <TopDeals />
        </NearScreen>
        <NearScreen>
          <LimitedTimeOffers />
        </NearScreen>
        <NearScreen>
          <FeaturedBrands />
        </NearScreen>
        <NearScreen>
          <TopStores />
        </NearScreen>
        <NearScreen>
          <NewArrivals />
        </NearScreen>
        <NearScreen>
          <FeaturedProducts />
        </NearScreen>
        <NearScreen>
          <TopBrands />
        </NearScreen>
        <NearScreen>
          <DiscountsForYou />
        </NearScreen>
        <NearScreen>
          <RecentlyViewed />
        </NearScreen>
      </Box>
    </>
  )
}
