import Box from '@mui/material/Box'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetNewArrivalsQuery } from '../../shared/feeds/feedsApi.ts'
import { NewArrivalCarousel } from '../../shared/feeds/NewArrivalCarousel.tsx'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { PRICE_SORTS } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'
import { NEW_ARRIVALS_TITLE } from './newArrivalView.ts'

/** The collections of the new-arrivals feed, each to its page by the home page's link rule. */
function CollectionCarousel() {
  const arrivals = useGetNewArrivalsQuery().data?.data ?? []
  if (arrivals.length === 0) return null
  return (
    <Box sx={{ mb: 2 }}>
      <NewArrivalCarousel arrivals={arrivals} label="New arrival collections" />
    </Box>
  )
}

/**
 * /new-arrival: the collections carousel ("Banner Type" to the product page, the others to
 * /new-arrivals-product/{id}: docs/product.md, Link rules) above the grid of every new arrival with the
 * shared filters.
 */
export function NewArrivalsRoute() {
  useDocumentTitle(NEW_ARRIVALS_TITLE)
  const listing = useListing({ call: 'newArrivalProducts' })
  return (
    <ListingScreen
      listing={listing}
      title={NEW_ARRIVALS_TITLE}
      crumbs={[{ label: 'Home', href: '/' }, { label: NEW_ARRIVALS_TITLE }]}
      emptyText="No new arrivals found."
      sortOptions={PRICE_SORTS}
      header={<CollectionCarousel />}
    />
  )
}
