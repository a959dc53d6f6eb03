import { clearedFilters, DEFAULT_LISTING_SORT, type ListingSort } from '@haat/contract/core'
import type { FilterValue, ProductGridProps } from '@haat/ui'
import { useCallback, useDeferredValue, useMemo } from 'react'
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
  const listingStatus = (shown: typeof answer): ListingStatus =>
    notFound
      ? 'empty'
      : listing.isError && !listing.isFetching
        ? 'error'
        : shown === undefined
          ? 'loading'
          : shown.total === 0
            ? 'empty'
            : 'ready'
  const status = listingStatus(answer)
  // The grid follows the answer in the background: a new answer is drawn first in the count, toolbar and
  // filters, and React then draws its cards in slices of a few milliseconds, letting the browser paint and
  // answer taps in between (twenty-four cards at once were a task of about 100 ms on a phone). A heart
  // stays urgent: its change is drawn at once. The grid's status goes with the answer it shows.
  const gridAnswer = useDeferredValue(answer)
  const gridStatus = listingStatus(gridAnswer)
  const cards = useMemo(
    () =>
      (gridAnswer?.products ?? []).map((product) => ({
        ...cardOf(product),
        wishlist: heartOf(product.productId),
      })),
    [gridAnswer, heartOf],
  )
  const { refetch } = listing
  const retry = useCallback(() => {
    refetch()
  }, [refetch])
  return {
    params,
    status,
    gridStatus,
    notFound,
    fetching: listing.isFetching,
    error: listing.isError && !notFound ? errorText(listing.error) : null,
    retry,
    total: answer?.total ?? 0,
    shown: resultCount(answer, status),
    products: answer?.products ?? [],
    /** The products the grid shows now (`cards` are made from them): the answer, a moment behind. */
    gridProducts: gridAnswer?.products ?? [],
    cards,
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
