import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { errorText } from '../../app/errorText.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetTopDealsQuery } from '../../shared/feeds/feedsApi.ts'
import { TopDealCarousel } from '../../shared/feeds/TopDealCarousel.tsx'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { PRICE_SORTS } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'

/** The top deals' banners, each opening its deal by the same link rule as the home page's tiles. */
function TopDealBanners() {
  const deals = useGetTopDealsQuery()
  if (deals.isLoading) return <Typography role="status">Loading...</Typography>
  if (deals.isError)
    return <Typography color="error">{`Error Fetching Top deals ${errorText(deals.error)}`}</Typography>
  const list = deals.data ?? []
  if (list.length === 0) return null
  return (
    <Box sx={{ mb: 2 }}>
      <TopDealCarousel deals={list} label="Top deal banners" />
    </Box>
  )
}

/** /top-deals: the deal banners, then every product of the top deals with the shared filters and pages. */
export function TopDealsRoute() {
  useDocumentTitle('Top Deals')
  const listing = useListing({ call: 'topDealProducts' })
  return (
    <ListingScreen
      listing={listing}
      title="Top Deals"
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Top Deals' }]}
      header={<TopDealBanners />}
      emptyText="No deals available"
      sortOptions={PRICE_SORTS}
    />
  )
}
