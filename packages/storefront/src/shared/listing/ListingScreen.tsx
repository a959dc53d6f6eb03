import { type ListingSort, SIDEBAR_CHOICES } from '@haat/contract/core'
import type { Crumb, SortOption } from '@haat/ui'
import {
  Breadcrumbs,
  FilterSidebar,
  ListingPage,
  ListingToolbar,
  Pagination,
  ProductGrid,
  SortSelect,
} from '@haat/ui'
import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { memo, type ReactNode, useState } from 'react'
import type { useListing } from './useListing.ts'

export interface ListingScreenProps {
  listing: ReturnType<typeof useListing>
  title: string
  crumbs: Crumb[]
  emptyText: string
  emptyHint?: string
  sortOptions: readonly SortOption[]
  /** Shown between the breadcrumbs and the toolbar (a category's banner and sub-categories). */
  header?: ReactNode
  /**
   * The header's size is not known yet (a category's sub-categories and banner wait for the category
   * tree): only the breadcrumbs and the header's placeholders are painted, over a screen-high empty area.
   * The toolbar, filters and products follow once it is settled, so nothing painted is pushed around.
   */
  headerPending?: boolean
  /** The title's heading level: h2 when the header holds the page's h1 (default h1). */
  titleComponent?: 'h1' | 'h2'
  /** Beside the title (for example a "Visit Store" link). */
  titleAction?: ReactNode
  /** Replaces the ProductGrid (a listing with its own cards, e.g. a new-arrival collection). */
  grid?: ReactNode
  /** Under the empty text when the page's id names nothing (the listing answered 404). */
  notFoundHint?: string
}

/** What a listing whose deal, offer, brand or store does not exist says under its empty text. */
export const NOT_FOUND_HINT = 'This link may be mistyped, or what it led to is no longer on offer.'

/**
 * A listing laid out with @haat/ui: breadcrumbs, toolbar with the result count and sort, the filter
 * sidebar (a column on desktops, a drawer on phones), the product grid and the page links. Every
 * control writes the URL; the grid shows the server's page for it.
 */
export function ListingScreen({
  listing,
  title,
  crumbs,
  emptyText,
  emptyHint,
  sortOptions,
  header,
  headerPending = false,
  titleComponent,
  titleAction,
  grid,
  notFoundHint = NOT_FOUND_HINT,
}: ListingScreenProps) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  // The sidebar is a column from md up and a drawer (opened from the toolbar) on phones and tablets.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'))
  const sidebar = {
    categories: listing.sidebarCategories,
    categoriesStatus: listing.categoriesStatus === 'error' ? ('error' as const) : listing.categoriesStatus,
    value: listing.filter,
    onChange: listing.setFilter,
    brands: listing.brands,
    choices: SIDEBAR_CHOICES,
    brandsStatus: listing.brandsStatus,
    brandsError: listing.error ?? undefined,
    onClear: listing.clearFilters,
    details: listing.details,
    genders: listing.genders,
  }
  const filterCount = [
    listing.filter.rating,
    listing.filter.brand,
    listing.filter.gender,
    listing.filter.discount,
    ...Object.values(listing.filter.details),
    listing.filter.availability === 'all' ? null : listing.filter.availability,
    listing.filter.minPrice > 0 || listing.params.maxPrice !== undefined ? 'price' : null,
  ].filter((value) => value !== null).length
  // A listing that failed or names nothing has no results to sort, nor to narrow with the phone's drawer.
  const offersControls = !listing.notFound && listing.status !== 'error'
  if (headerPending)
    return (
      <ListingPage
        breadcrumbs={<Breadcrumbs items={crumbs} />}
        hero={header}
        toolbar={null}
        // Keeps the footer below the screen until the listing is painted.
        grid={<Box sx={{ minHeight: '100vh' }} />}
      />
    )
  return (
    <ListingPage
      breadcrumbs={<Breadcrumbs items={crumbs} />}
      hero={header}
      // A link that names nothing has nothing to filter or sort: the page offers only the way home.
      sidebar={
        listing.notFound ? undefined : wide ? (
          <FilterSidebar variant="panel" {...sidebar} />
        ) : (
          <FilterSidebar
            variant="drawer"
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            {...sidebar}
          />
        )
      }
      toolbar={
        <ListingToolbar
          title={title}
          titleComponent={titleComponent}
          titleAction={titleAction}
          shown={listing.shown}
          onOpenFilters={offersControls ? () => setFiltersOpen(true) : undefined}
          filterCount={filterCount}
          sort={
            offersControls && (
              <SortSelect
                value={listing.sort}
                options={sortOptions}
                onChange={(value) => listing.setSort(value as ListingSort)}
              />
            )
          }
        />
      }
      grid={
        listing.notFound ? (
          <ProductGrid
            status="empty"
            products={[]}
            emptyText={emptyText}
            emptyHint={notFoundHint}
            emptyAction={{ label: 'Back to home', href: '/' }}
          />
        ) : (
          (grid ?? (
            <MemoProductGrid
              status={listing.gridStatus}
              products={listing.cards}
              emptyText={emptyText}
              emptyHint={emptyHint}
              errorText={listing.error === null ? undefined : `Error: ${listing.error}`}
              onRetry={listing.retry}
              skeletonCount={8}
            />
          ))
        )
      }
      pagination={
        <Pagination
          page={listing.page}
          pageCount={listing.pageCount}
          hrefFor={listing.pageHref}
          onPage={() => window.scrollTo({ top: 0 })}
        />
      }
    />
  )
}

/**
 * Drawn again only when what it shows changes: the grid's cards follow the listing in the background
 * (useListing), and the page's other updates must not draw all of them at once.
 */
const MemoProductGrid = memo(ProductGrid)
