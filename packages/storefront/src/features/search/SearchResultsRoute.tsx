import { DEFAULT_SEARCH_SORT, SEARCH_SORT_MENU } from '@haat/contract/core'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { useListing } from '../../shared/listing/useListing.ts'

/**
 * /search-result-page?query=: the products matching the text, filtered, sorted and paged on the server.
 * Search opens sorted by relevance (the best matches first; the URL leaves that default out), and also
 * sorts by price, Low to High or High to Low (docs/product.md, "Listings").
 */
export function SearchResultsRoute() {
  const [query] = useSearchParams()
  const text = (query.get('query') ?? '').trim()
  useDocumentTitle(text === '' ? 'Search Results' : `${text}: Search Results`)
  const listing = useListing(
    { call: 'searchListing', scope: { q: text } },
    { defaultSort: DEFAULT_SEARCH_SORT },
  )
  return (
    <ListingScreen
      listing={listing}
      title={text === '' ? 'Search Results' : `Results for "${text}"`}
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Search Results' }]}
      emptyText="No Result Found"
      emptyHint="Try adjusting your filters or search terms"
      sortOptions={SEARCH_SORT_MENU}
    />
  )
}
