import { BrandTile, BrandTileSkeleton, FeedSection } from '@haat/ui'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { errorText } from '../../app/errorText.ts'
import { brandPageHref } from '../../shared/links.ts'
import { useGetSellerBrandsQuery } from './sellerStoreApi.ts'

/** The first seven brands are shown, the rest behind "See More" (docs/product.md, Listings). */
export const BRANDS_SHOWN = 7

const brandGridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(4, minmax(0, 1fr))',
    md: 'repeat(7, minmax(0, 1fr))',
  },
} as const

const moreSx = { textAlign: 'center', mt: 2 } as const

/**
 * While the brands load: the grid as most stores fill it (seven tiles and the See More button under
 * them), box for box, so the sections below are already where they will stay.
 */
function BrandsSkeleton() {
  return (
    <>
      <Box sx={brandGridSx}>
        {Array.from({ length: BRANDS_SHOWN }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <BrandTileSkeleton key={index} />
        ))}
      </Box>
      <Box sx={moreSx} aria-hidden>
        <Button variant="outlined" disabled tabIndex={-1} sx={{ visibility: 'hidden' }}>
          See More
        </Button>
      </Box>
    </>
  )
}

/** "Brands We Deal": the brands of the seller's products, each to its brand page. */
export function SellerBrands({ sellerId }: { sellerId: string }) {
  const query = useGetSellerBrandsQuery(sellerId)
  const [expanded, setExpanded] = useState(false)
  const brands = query.data ?? []
  const shown = expanded ? brands : brands.slice(0, BRANDS_SHOWN)
  const status = query.isLoading ? 'loading' : query.isError ? 'error' : brands.length ? 'ready' : 'empty'
  return (
    <FeedSection
      title="Brands We Deal"
      status={status}
      errorText={`Error: ${errorText(query.error)}`}
      emptyText="No brands available"
      skeleton={<BrandsSkeleton />}
    >
      <Box component="ul" aria-label="Brands" sx={brandGridSx}>
        {shown.map((brand) => (
          <Box component="li" key={brand.brandId} sx={{ minWidth: 0 }}>
            <BrandTile
              brandName={brand.brandName}
              logoUrl={brand.brandLogo}
              href={brandPageHref(brand.brandId)}
            />
          </Box>
        ))}
      </Box>
      {brands.length > BRANDS_SHOWN && (
        <Box sx={moreSx}>
          <Button variant="outlined" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show Less' : 'See More'}
          </Button>
        </Box>
      )}
    </FeedSection>
  )
}
