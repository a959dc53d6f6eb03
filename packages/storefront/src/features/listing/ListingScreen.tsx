import type { Crumb, SortOption } from '@haat/ui'
import { Breadcrumbs, FilterSidebar, ListingToolbar, Pagination, ProductGrid, SortSelect } from '@haat/ui'
import Box from '@mui/material/Box'
import { type ReactNode, useState } from 'react'
import type { ListingSort } from './listingParams.ts'
import type { useListing } from './useListing.ts'

export interface ListingScreenProps {
  listing: ReturnType<typeof useListing>
  title: string
  crumbs: Crumb[]
  emptyText: string
  emptyHint?: string
  sortOptions: SortOption[]
  /** Shown between the breadcrumbs and the toolbar (a category's banner and sub-categories). */
  header?: ReactNode
}

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
}: ListingScreenProps) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const sidebar = {
    categories: listing.sidebarCategories,
    categoriesStatus: listing.categoriesStatus === 'error' ? ('error' as const) : listing.categoriesStatus,
    value: listing.filter,
    onChange: listing.setFilter,
    brands: listing.brands,
    brandsStatus: listing.brandsStatus,
    brandsError: listing.error ?? undefined,
    onClear: listing.clearFilters,
  }
  const filterCount = [
    listing.filter.rating,
    listing.filter.brand,
    listing.filter.gender,
    listing.filter.availability === 'all' ? null : listing.filter.availability,
    listing.filter.minPrice > 0 || listing.params.maxPrice !== undefined ? 'price' : null,
  ].filter((value) => value !== null).length
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 3 }, pb: 4 }}>
      <Breadcrumbs items={crumbs} />
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <FilterSidebar variant="panel" {...sidebar} />
        </Box>
        <FilterSidebar
          variant="drawer"
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          {...sidebar}
        />
        <Box component="section" aria-label={title} sx={{ minWidth: 0 }} aria-busy={listing.fetching}>
          <ListingToolbar
            title={title}
            shown={listing.shown}
            onOpenFilters={() => setFiltersOpen(true)}
            filterCount={filterCount}
            sort={
              <SortSelect
                value={listing.sort}
                options={sortOptions}
                onChange={(value) => listing.setSort(value as ListingSort)}
              />
            }
          />
          <ProductGrid
            status={listing.status}
            products={listing.cards}
            emptyText={emptyText}
            emptyHint={emptyHint}
            errorText={listing.error === null ? undefined : `Error: ${listing.error}`}
            skeletonCount={8}
          />
          <Pagination
            page={listing.page}
            pageCount={listing.pageCount}
            hrefFor={listing.pageHref}
            onPage={() => window.scrollTo({ top: 0 })}
          />
        </Box>
      </Box>
    </Box>
  )
}
