import type { FeaturedBrandWithProducts } from '@haat/contract'
import { BrandTile, Breadcrumbs, Carousel, ProductCard } from '@haat/ui'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useWishlistHearts } from '../../shared/cart/useWishlistHeart.ts'
import { SkeletonRow } from '../../shared/feeds/SkeletonRow.tsx'
import { brandPageHref } from '../../shared/links.ts'
import { cardOf } from '../../shared/listing/listingView.ts'
import { useGetFeaturedBrandsWithProductsQuery } from './brandApi.ts'

/** One featured brand's first products in a carousel, with the way to its brand page. */
function BrandProducts({ brand }: { brand: FeaturedBrandWithProducts }) {
  const heartOf = useWishlistHearts()
  const headingId = `featured-brand-${brand.brandId}`
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: { xs: '1.1rem', md: '1.35rem' }, fontWeight: 700 }}
        >
          {brand.brandName}
        </Typography>
        <Link href={brandPageHref(brand.brandId)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          Visit Brand Page
        </Link>
      </Box>
      {brand.products.length === 0 ? (
        <Typography color="text.secondary">No Products Found</Typography>
      ) : (
        <Carousel label={`${brand.brandName} products`} maxSlides={4} autoplay={false}>
          {brand.products.map((product) => (
            <ProductCard key={product.productId} {...cardOf(product)} wishlist={heartOf(product.productId)} />
          ))}
        </Carousel>
      )}
    </Box>
  )
}

/**
 * /featured-brands: the featured brands as a carousel of banners (logo, "AD" tag, link to the brand
 * page), then one product carousel per brand with "Visit Brand Page".
 */
export function FeaturedBrandsRoute() {
  useDocumentTitle('Featured Brands')
  const brands = useGetFeaturedBrandsWithProductsQuery()
  return (
    <Box sx={{ ...pageSx, pb: 4 }}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Featured Brands' }]} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', md: '1.75rem' }, fontWeight: 700, mb: 2 }}>
        Featured Brands
      </Typography>
      {brands.isLoading ? (
        // Skeletons in the loaded page's carousels, so nothing jumps when the brands arrive.
        <Box
          role="status"
          aria-label="Loading featured brands"
          sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}
        >
          <SkeletonRow label="featured brands" maxSlides={5} />
          <SkeletonRow label="featured brand products" maxSlides={4} kind="product" />
        </Box>
      ) : brands.isError ? (
        <Typography role="alert" color="error">{`Error: ${errorText(brands.error)}`}</Typography>
      ) : (brands.data ?? []).length === 0 ? (
        <Typography variant="h6" component="p" sx={{ py: 6, textAlign: 'center' }}>
          No Products Found
        </Typography>
      ) : (
        <>
          <Carousel label="Featured Brands" maxSlides={5}>
            {(brands.data ?? []).map((brand) => (
              <BrandTile
                key={brand.brandId}
                brandName={brand.brandName}
                logoUrl={brand.brandLogo}
                imageUrl={brand.image}
                href={brandPageHref(brand.brandId)}
                adTag
              />
            ))}
          </Carousel>
          {(brands.data ?? []).map((brand) => (
            <BrandProducts key={brand.brandId} brand={brand} />
          ))}
        </>
      )}
    </Box>
  )
}
