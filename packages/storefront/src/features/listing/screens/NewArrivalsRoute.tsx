import { Carousel, listingSortOptions, NewArrivalTile } from '@haat/ui'
import Box from '@mui/material/Box'
import { useDocumentTitle } from '../../../app/useDocumentTitle.ts'
import { useGetNewArrivalsQuery } from '../../home/homeApi.ts'
import { newArrivalHref } from '../../home/links.ts'
import { ListingScreen } from '../ListingScreen.tsx'
import { NEW_ARRIVALS_TITLE } from '../newArrivalView.ts'
import { useListing } from '../useListing.ts'

const PRICE_SORTS = listingSortOptions.filter((option) => option.value.startsWith('price-'))

/** The collections of the new-arrivals feed, each to its page by the home page's link rule. */
function CollectionCarousel() {
  const arrivals = useGetNewArrivalsQuery().data?.data ?? []
  if (arrivals.length === 0) return null
  return (
    <Box sx={{ mb: 2 }}>
      <Carousel label="New arrival collections" maxSlides={4}>
        {arrivals.map((arrival) => (
          <NewArrivalTile
            key={arrival.id}
            title={arrival.title}
            imageUrl={arrival.image}
            href={newArrivalHref(arrival)}
          />
        ))}
      </Carousel>
    </Box>
  )
}

/**
 * /new-arrival: the collections carousel ("Banner Type" to the product page, the others to
 * /new-arrivals-product/{id}) above the grid of every new arrival with the shared filters (spec 2.13).
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
