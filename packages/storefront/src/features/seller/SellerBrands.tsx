import { BrandTile, FeedSection } from '@haat/ui'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { errorText } from '../../app/errorText.ts'
import { brandPageHref } from '../../shared/links.ts'
import { useGetSellerBrandsQuery } from './sellerStoreApi.ts'

/** The first seven brands are shown, the rest behind "See More" (docs/product.md, Listings). */
export const BRANDS_SHOWN = 7

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
    >
      <Box
        component="ul"
        aria-label="Brands"
        sx={{
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
        }}
      >
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
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show Less' : 'See More'}
          </Button>
        </Box>
      )}
    </FeedSection>
  )
}
