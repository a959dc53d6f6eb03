import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

export interface ListingPageProps {
  breadcrumbs?: ReactNode
  /** Banner, sub-category carousel or brand hero above the listing. */
  hero?: ReactNode
  toolbar: ReactNode
  /** The FilterSidebar: a panel column from md up; on phones the page passes the drawer variant. */
  sidebar?: ReactNode
  grid: ReactNode
  pagination?: ReactNode
}

/** Layout of a product listing: crumbs and hero on top, filters on the left, toolbar, grid and pages. */
export function ListingPage({ breadcrumbs, hero, toolbar, sidebar, grid, pagination }: ListingPageProps) {
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 3 }, pb: 4 }}>
      {breadcrumbs}
      {hero}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: sidebar
            ? { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }
            : 'minmax(0, 1fr)',
        }}
      >
        {sidebar && (
          <Box sx={{ display: { xs: 'contents', md: 'block' }, position: 'sticky', top: 16 }}>{sidebar}</Box>
        )}
        <Box component="section" aria-label="Results" sx={{ minWidth: 0 }}>
          {toolbar}
          {grid}
          {pagination}
        </Box>
      </Box>
    </Box>
  )
}
