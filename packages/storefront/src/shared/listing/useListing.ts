import { clearedFilters, DEFAULT_LISTING_SORT, type ListingSort } from '@haat/contract/core'
import type { FilterValue, ProductGridProps } from '@haat/ui'
import { errorText, statusOf } from '../../app/errorText.ts'
import { useWishlistHearts } from '../cart/useWishlistHeart.ts'
import { useGetCategoriesQuery } from '../catalogue/catalogueApi.ts'
import { type ListingRequest, useGetListingQuery } from './listingApi.ts'
import {
  cardOf,
  detailFilters,
  pageCount,
  paramsFromSidebar,
  resultCount,
  sidebarCategories,
  sidebarValue,
} from './listingView.ts'
import { useListingParams } from './useListingParams.ts'

export type ListingStatus = ProductGridProps['status']

/**
 * Everything a listing screen shows, from its URL state and one listing call: the cards, the result
 * count, the sidebar's value, brands and categories, the sort and the pages, and the handlers that
 * write each change back to the URL. The screen itself only lays this out with @haat/ui.
 */
export function useListing(
  request: Omit<ListingRequest, 'params'>,
  { defaultSort = DEFAULT_LISTING_SORT as ListingSort, skip = false } = {},
) {
  const { params, setParams, hrefFor } = useListingParams(defaultSort)
  const listing = useGetListingQuery({ ...request, params }, { skip })
  const categories = useGetCategoriesQuery()
  const heartOf = useWishlistHearts()
  const answer = listing.data
  // A 404 means the scope's id names nothing (an unknown deal, offer or brand): shown as the listing's
  // empty state with a way back, not as an error nor as skeletons.
  const notFound = listing.isError && !listing.isFetching && statusOf(listing.error) === 404
  // While a new page loads the previous answer stays on screen (RTK keeps it), dimmed by `fetching`.
  const status: ListingStatus = notFound
    ? 'empty'
    : listing.isError && !listing.isFetching
      ? 'error'
      : answer === undefined
        ? 'loading'
        : answer.total === 0
          ? 'empty'
          : 'ready'
  return {
    params,
    status,
    notFound,
    fetching: listing.isFetching,
    error: listing.isError && !notFound ? errorText(listing.error) : null,
    retry: () => {
      listing.refetch()
    },
    total: answer?.total ?? 0,
    shown: resultCount(answer, status),
    products: answer?.products ?? [],
    cards: (answer?.products ?? []).map((product) => ({
      ...cardOf(product),
      wishlist: heartOf(product.productId),
    })),
    page: params.page,
    pageCount: answer ? pageCount(answer.pageSize, answer.total) : 1,
    pageHref: (page: number) => hrefFor({ page }),
    sort: params.sort,
    setSort: (sort: ListingSort) => setParams({ sort }),
    filter: sidebarValue(params),
    setFilter: (value: FilterValue) => setParams(paramsFromSidebar(value)),
    clearFilters: () => setParams(clearedFilters()),
    brands: answer?.facets.brands ?? [],
    brandsStatus: notFound
      ? ('ready' as const)
      : listing.isError
        ? ('error' as const)
        : answer === undefined
          ? ('loading' as const)
          : ('ready' as const),
    priceRange: answer?.facets.priceRange ?? null,
    details: detailFilters(answer?.facets.features),
    // None until the answer arrives, like the details: the section appears once, not twice.
    genders: answer?.facets.genders ?? [],
    categories: categories.data ?? [],
    sidebarCategories: sidebarCategories(categories.data ?? []),
    categoriesStatus: categories.isError
      ? ('error' as const)
      : categories.data === undefined
        ? ('loading' as const)
        : ('ready' as const),
  }
}
