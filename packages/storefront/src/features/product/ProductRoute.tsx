import type { ProductDetails } from '@haat/contract'
import {
  averageRating,
  Breadcrumbs,
  FeatureBadges,
  ProductDetailLayout,
  ProductGallery,
  RatingStars,
  ratingTotal,
} from '@haat/ui'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetSiteSettingsQuery } from '../../shared/catalogue/catalogueApi.ts'
import { categoryPageHref, sellerStoreHref, storeNameOf } from '../../shared/links.ts'
import { rememberVisit } from '../../shared/visitedProducts.ts'
import { AddToList } from './AddToList.tsx'
import { ProductBuyBox } from './ProductBuyBox.tsx'
import { MoreFromBrand, SimilarProducts } from './ProductCarousels.tsx'
import { ProductInformation } from './ProductInformation.tsx'
import { ProductQuestions } from './ProductQuestions.tsx'
import { ProductReviews } from './ProductReviews.tsx'
import { ProductNotFound, ProductPageSkeleton } from './ProductStates.tsx'
import { useGetProductDetailsQuery } from './productApi.ts'
import { featureBadges, galleryImages, visitOf } from './productView.ts'
import { ReportProduct } from './ReportProduct.tsx'

/** The large picture's drawn width: the screen's on a phone, about half of the page on a desktop. */
const GALLERY_SIZES = '(min-width: 900px) 560px, 100vw'

/**
 * /product-page/{prodId}: the gallery and the buy box side by side on a desktop (stacked on a phone),
 * then what the product is, its ratings, reviews and questions, and related products. Every visit is
 * remembered on this device; a signed-in shopper's visit is also kept by the server when it answers.
 */
export function ProductRoute() {
  const { prodId = '' } = useParams()
  const details = useGetProductDetailsQuery(prodId)
  const product = details.data?.productDetails
  useDocumentTitle(product?.name ?? 'Product')

  useEffect(() => {
    if (product) rememberVisit(window.localStorage, visitOf(product))
  }, [product])

  if (details.isLoading) return <ProductPageSkeleton />
  if (!product) {
    const notFound = details.error && 'status' in details.error && details.error.status === 404
    return <ProductNotFound message={notFound ? null : `Error: ${errorText(details.error)}`} />
  }
  return <ProductPage product={product} purchased={details.data?.purchased ?? false} />
}

function ProductPage({ product, purchased }: { product: ProductDetails; purchased: boolean }) {
  const crumbs = [
    { label: 'Home', href: '/' },
    ...product.categoryPath.flatMap((step) =>
      step.name ? [{ label: step.name, href: categoryPageHref({ id: step.id, name: step.name }) }] : [],
    ),
    { label: product.name },
  ]
  return (
    <Box sx={{ ...pageSx, pb: 4, display: 'grid', gap: 3, minWidth: 0 }}>
      <Breadcrumbs items={crumbs} />
      <ProductDetailLayout
        gallery={
          <ProductGallery
            images={galleryImages(product)}
            name={product.name}
            width={800}
            height={800}
            sizes={GALLERY_SIZES}
          />
        }
        info={
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <ProductBuyBox product={product} />
            <AddToList productId={product.productId} productName={product.name} />
            <FeatureBadges features={featureBadges(product)} label="Services" />
            <SellerLine product={product} />
            <BusinessPromo />
            <ReportProduct productId={product.productId} />
          </Box>
        }
      />
      <ProductInformation product={product} />
      <ProductReviews product={product} purchased={purchased} />
      <ProductQuestions productId={product.productId} />
      <SimilarProducts productId={product.productId} categoryId={product.category} />
      <MoreFromBrand productId={product.productId} brandId={product.brandId} />
    </Box>
  )
}

/** The store that sells it, with a link to the store's page, and how its shoppers rate it. */
function SellerLine({ product }: { product: ProductDetails }) {
  const seller = product.sellerDetails
  const count = ratingTotal(seller)
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        Sold by{' '}
        <Link href={sellerStoreHref(product.sellerId)} sx={{ fontWeight: 600 }}>
          {storeNameOf(seller.storedetails.storename)}
        </Link>
      </Typography>
      {count > 0 && <RatingStars value={averageRating(seller)} count={count} size="sm" />}
    </Box>
  )
}

/** The business site's offer: the specification's saving of up to 15%. */
function BusinessPromo() {
  const { data: settings } = useGetSiteSettingsQuery()
  if (!settings?.b2bSignInUrl) return null
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2">
        <strong>Buying for your business?</strong> Get wholesale prices and GST input credit, and save up to
        15% with a business account.{' '}
        <Link href={settings.b2bSignInUrl} target="_blank" rel="noopener" underline="always">
          Go to the business site
        </Link>
      </Typography>
    </Box>
  )
}
