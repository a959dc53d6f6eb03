import TuneRounded from '@mui/icons-material/TuneRounded'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { groupIndian } from '../../format/index.ts'

export interface ShownRange {
  from: number
  to: number
  total: number
}

export interface ListingToolbarProps {
  title: string
  /**
   * The result count: the range shown, 'loading' while the first answer is on its way (a placeholder of
   * the line's height, so nothing moves when the count arrives), or null when there is no count to give
   * (the listing failed, or its link names nothing).
   */
  shown: ShownRange | 'loading' | null
  /** The sort control, usually a SortSelect. */
  sort?: ReactNode
  /** Shows the "Filters" button (phones only); leave out when the page has no filters. */
  onOpenFilters?: () => void
  /** Number of active filters, shown on the button. */
  filterCount?: number
  /** The title's heading level: h1 (default), or h2 when the page has its own h1 above the listing. */
  titleComponent?: 'h1' | 'h2'
  /** A link or button beside the title (for example "Visit Store"). */
  titleAction?: ReactNode
}

/** "Showing 1-24 of 120 results" (a list with nothing in it says "Showing 0-0 of 0 results"). */
export function showingText({ from, to, total }: ShownRange): string {
  return `Showing ${groupIndian(from)}-${groupIndian(to)} of ${groupIndian(total)} results`
}

/** Title, result count, sort and (on phones) the button that opens the filter drawer. */
export function ListingToolbar({
  title,
  shown,
  sort,
  onOpenFilters,
  filterCount = 0,
  titleComponent = 'h1',
  titleAction,
}: ListingToolbarProps) {
  const heading = (
    <Typography component={titleComponent} variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        {titleAction ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
            {heading}
            {titleAction}
          </Box>
        ) : (
          heading
        )}
        {shown === 'loading' ? (
          <Typography variant="body2" aria-hidden data-testid="result-count-placeholder">
            <Skeleton variant="text" width={190} />
          </Typography>
        ) : (
          shown !== null && (
            <Typography variant="body2" color="text.secondary" role="status">
              {showingText(shown)}
            </Typography>
          )
        )}
      </Box>
      {onOpenFilters && (
        <Button
          variant="outlined"
          onClick={onOpenFilters}
          startIcon={
            <Badge badgeContent={filterCount} color="primary">
              <TuneRounded />
            </Badge>
          }
          sx={{ display: { md: 'none' } }}
        >
          Filters
        </Button>
      )}
      {sort}
    </Box>
  )
}
