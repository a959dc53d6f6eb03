import { DealTile } from '@haat/ui'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { errorText } from '../../app/errorText.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { isRunning, useUnendedDeals } from '../../shared/feeds/dealWindow.ts'
import { useGetLimitedTimeDealsQuery } from '../../shared/feeds/feedsApi.ts'
import { limitedTimeDealHref } from '../../shared/links.ts'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { PRICE_SORTS } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'

/** The running limited-time deals as a strip of tiles, each counting down to its end. */
function DealStrip() {
  const deals = useGetLimitedTimeDealsQuery()
  const unended = useUnendedDeals(deals.data ?? [])
  if (deals.isLoading) return <Typography role="status">Loading...</Typography>
  if (deals.isError) return <Typography color="error">{`Error: ${errorText(deals.error)}`}</Typography>
  const now = Date.now()
  const running = unended.filter((deal) => isRunning(deal, now))
  if (running.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label="Running limited time deals"
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: { xs: '80%', sm: '45%', md: 'calc((100% - 48px) / 4)' },
        gap: 2,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        listStyle: 'none',
        p: 0,
        m: 0,
        pb: 1,
        '& > li': { scrollSnapAlign: 'start' },
      }}
    >
      {running.map((deal) => (
        <li key={deal.id}>
          <DealTile
            title={deal.title}
            imageUrl={deal.image[0] ?? ''}
            href={limitedTimeDealHref(deal)}
            offerText={deal.offerTitle}
            countdown={{ start: deal.startDate, end: deal.endDate }}
          />
        </li>
      ))}
    </Box>
  )
}

/**
 * /limited-time-deals: the running limited-time deals, then the products of those deals with sort,
 * brand and availability filters in the URL; each card shows its offer and counts down to its end.
 */
export function LimitedTimeDealsRoute() {
  useDocumentTitle('Limited Time Deals')
  const listing = useListing({ call: 'limitedTimeProducts' })
  const cards = listing.gridProducts.map((product, index) => ({
    // biome-ignore lint/style/noNonNullAssertion: cards are mapped from the same products, index by index
    ...listing.cards[index]!,
    offer:
      product.offerTitle || product.offerDesc
        ? { title: product.offerTitle ?? '', description: product.offerDesc ?? '' }
        : undefined,
    countdownEnd: product.limitedTimeEndDate,
  }))
  return (
    <ListingScreen
      listing={{ ...listing, cards }}
      title="Limited Time Deals"
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Limited Time Deals' }]}
      header={<DealStrip />}
      emptyText="No deals available"
      sortOptions={PRICE_SORTS}
    />
  )
}
