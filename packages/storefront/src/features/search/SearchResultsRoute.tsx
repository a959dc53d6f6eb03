import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { PRICE_SORTS } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'

/**
 * /search-result-page?query=: the products matching the text, filtered, sorted and paged on the server.
 * Search sorts by price only: Low to High (the default) or High to Low.
 */
export function SearchResultsRoute() {
  const [query] = useSearchParams()
  const text = (query.get('query') ?? '').trim()
  useDocumentTitle(text === '' ? 'Search Results' : `${text}: Search Results`)
  const listing = useListing({ call: 'searchListing', scope: { q: text } })
  return (
    <ListingScreen
      listing={listing}
      title={text === '' ? 'Search Results' : `Results for "${text}"`}
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Search Results' }]}
      emptyText="No Result Found"
      emptyHint="Try adjusting your filters or search terms"
      sortOptions={PRICE_SORTS}
    />
  )
}
