import type { ListingSort } from '@haat/contract/core'
import { Breadcrumbs, Pagination, ProductGrid, SortSelect } from '@haat/ui'
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { FEATURED_BRANDS_ALL } from '../../shared/links.ts'
import { AVAILABILITY_OPTIONS, PRICE_SORTS } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'
import { useGetBrandsQuery } from './brandApi.ts'

/**
 * /featured-products-page/{brandId}: a featured brand's products under "{brand} Products" ("Brand
 * Products" until the brand is known, and for a brand that does not exist), with a back arrow to home
 * and working sort and availability selects (both written to the URL). "Verified" on a card reflects the
 * brand's own verified flag rather than a fixed label. An unknown brand (the listing answers 404) shows
 * the specification's empty state, "No Products Found".
 */
export function FeaturedBrandProductsRoute() {
  const { brandId = '' } = useParams()
  const listing = useListing({ call: 'featuredProductsWiseBrand', scope: { brandId } })
  const brands = useGetBrandsQuery({})
  const brand = brands.data?.find((candidate) => candidate.brandId === brandId)
  const verified = brand?.isVerified ?? false
  const brandName = listing.notFound
    ? undefined
    : (brand?.brandName ?? listing.brands.find((facet) => facet.brandId === brandId)?.brandName)
  const title = brandName ? `${brandName} Products` : 'Brand Products'
  useDocumentTitle(title)
  return (
    <Box sx={{ ...pageSx, pb: 4 }}>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Featured Brands', href: FEATURED_BRANDS_ALL },
          { label: title },
        ]}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton href="/" aria-label="Back to home" sx={{ color: 'text.primary' }}>
          <ArrowBackRounded />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.75rem' }, fontWeight: 700, m: 0 }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SortSelect
          value={listing.sort}
          options={PRICE_SORTS}
          onChange={(value) => listing.setSort(value as ListingSort)}
        />
        <SortSelect
          label="Availability"
          value={listing.filter.availability}
          options={AVAILABILITY_OPTIONS}
          onChange={(value) =>
            listing.setFilter({
              ...listing.filter,
              availability: value as typeof listing.filter.availability,
            })
          }
        />
      </Box>
      {listing.status === 'loading' && (
        <Typography role="status" sx={{ mb: 1.5 }}>
          Loading...
        </Typography>
      )}
      <ProductGrid
        status={listing.gridStatus}
        products={listing.cards.map((card) => ({ ...card, verified }))}
        emptyText="No Products Found"
        emptyHint="Try adjusting your filters or search terms"
        errorText={listing.error === null ? undefined : `Error: ${listing.error}`}
      />
      <Box sx={{ mt: 3 }}>
        <Pagination
          page={listing.page}
          pageCount={listing.pageCount}
          hrefFor={listing.pageHref}
          onPage={() => window.scrollTo({ top: 0 })}
        />
      </Box>
    </Box>
  )
}
