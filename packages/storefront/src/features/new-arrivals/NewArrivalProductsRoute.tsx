import { ProductGrid } from '@haat/ui'
import { useParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useWishlistHearts } from '../../shared/cart/useWishlistHeart.ts'
import { useGetNewArrivalsQuery } from '../../shared/feeds/feedsApi.ts'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { detailFilters, PRICE_SORTS, pageCount, resultCount } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'
import { useGetNewArrivalProductsQuery } from './newArrivalsApi.ts'
import { collectionCrumbs, collectionTitle, newArrivalCardOf } from './newArrivalView.ts'

/**
 * The URL state, sidebar and pages of the shared listing machinery, over the collection's own call
 * (its products carry descriptions): useListing keeps the filters, sort and page in the URL and its own
 * call is skipped; the answer of getNewArrivalProducts fills in what the screen shows.
 */
function useNewArrivalListing(newArrivalId: string) {
  const base = useListing(
    { call: 'newArrivalItemProducts', pathParams: { id: newArrivalId } },
    { skip: true },
  )
  const query = useGetNewArrivalProductsQuery({ newArrivalId, params: base.params })
  const heartOf = useWishlistHearts()
  const answer = query.data
  const status =
    query.isError && !query.isFetching
      ? ('error' as const)
      : answer === undefined
        ? ('loading' as const)
        : answer.total === 0
          ? ('empty' as const)
          : ('ready' as const)
  const listing: typeof base = {
    ...base,
    status,
    fetching: query.isFetching,
    error: query.isError ? errorText(query.error) : null,
    retry: () => {
      query.refetch()
    },
    total: answer?.total ?? 0,
    shown: resultCount(answer, status),
    products: answer?.products ?? [],
    cards: [],
    pageCount: answer ? pageCount(answer.pageSize, answer.total) : 1,
    brands: answer?.facets.brands ?? [],
    brandsStatus: query.isError ? 'error' : answer === undefined ? 'loading' : 'ready',
    priceRange: answer?.facets.priceRange ?? null,
    details: detailFilters(answer?.facets.features),
    genders: answer?.facets.genders ?? [],
  }
  const cards = (answer?.products ?? []).map((product) => ({
    ...newArrivalCardOf(product),
    wishlist: heartOf(product.productId),
  }))
  return { listing, cards }
}

/**
 * /new-arrivals-product/{newArrivalId} (protected): the products of one new-arrival collection as cards
 * to /product-page/{variantId} with the "Sponsored" tag, the description cut to 102 characters, five
 * stars and the price, with the shared filters, sort and pages in the URL.
 */
export function NewArrivalProductsRoute() {
  const { newArrivalId = '' } = useParams()
  const { listing, cards } = useNewArrivalListing(newArrivalId)
  const arrivals = useGetNewArrivalsQuery()
  const title = collectionTitle(arrivals.data?.data, newArrivalId)
  useDocumentTitle(title)
  return (
    <ListingScreen
      listing={listing}
      title={title}
      crumbs={collectionCrumbs(title)}
      emptyText="No Products Found"
      sortOptions={PRICE_SORTS}
      grid={
        <ProductGrid
          status={listing.status}
          products={cards}
          emptyText="No Products Found"
          errorText={listing.error === null ? undefined : `Error: ${listing.error}`}
          onRetry={listing.retry}
        />
      }
    />
  )
}
