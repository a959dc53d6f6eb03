import { Breadcrumbs, FullPageLoader, StoreHeader } from '@haat/ui'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { STORE_NAME_UNAVAILABLE } from '../../shared/links.ts'
import { ListingCarousel } from '../../shared/listing/ListingCarousel.tsx'
import { useGetSellerQuery } from '../../shared/sellers/sellersApi.ts'
import { SellerBrands } from './SellerBrands.tsx'
import { SellerRatings } from './SellerRatings.tsx'

/**
 * /seller-store/{sellerId}: the store header, Top Selling and Trending carousels of the
 * seller's products, the brands the seller deals in, and Ratings & Reviews with its dialogs.
 */
export function SellerStoreRoute() {
  const { sellerId = '' } = useParams()
  const seller = useGetSellerQuery(sellerId)
  const storeName = seller.data?.storedetails.storename ?? null
  useDocumentTitle(storeName ?? 'Seller Store')

  if (seller.isLoading) return <FullPageLoader text="Loading..." />
  if (!seller.data) {
    const notFound = seller.error && 'status' in seller.error && seller.error.status === 404
    return (
      <Box role="alert" sx={{ ...pageSx, py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="h1" gutterBottom>
          {notFound ? 'Seller not found.' : `Error: ${errorText(seller.error)}`}
        </Typography>
        <Link href="/">Back to home</Link>
      </Box>
    )
  }
  const data = seller.data
  return (
    <Box sx={{ ...pageSx, pb: 4, display: 'grid', gap: 3, minWidth: 0 }}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: storeName ?? STORE_NAME_UNAVAILABLE }]} />
      <StoreHeader
        storeName={storeName}
        imageUrl={data.storeImage}
        since={new Date(data.createdDate._seconds * 1000)}
        average={data.ratingSummary.average}
        count={data.ratingSummary.count}
      />
      {/* Top Selling's rule (products in stock first) is the server's 'top-selling' sort. */}
      <ListingCarousel
        title="Top Selling Products"
        request={{ call: 'sellersProducts', scope: { sellerId } }}
        sort="top-selling"
      />
      <SellerBrands sellerId={sellerId} />
      <ListingCarousel
        title="Trending Products"
        request={{ call: 'sellersProducts', scope: { sellerId } }}
        sort="rating"
      />
      <SellerRatings sellerId={sellerId} />
    </Box>
  )
}
