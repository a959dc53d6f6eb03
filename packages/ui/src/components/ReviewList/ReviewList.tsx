import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'
import { type ProductReview, ReviewCard } from './ReviewCard.tsx'

/** The star filter: every review, or those of one star count. */
export type ReviewFilter = 'all' | 1 | 2 | 3 | 4 | 5

export interface ReviewListProps {
  status: 'loading' | 'error' | 'ready'
  /** The reviews to show, already filtered by the page. */
  reviews: ProductReview[]
  filter: ReviewFilter
  onFilter: (filter: ReviewFilter) => void
  emptyText?: string
  errorText?: string
}

const FILTERS: ReviewFilter[] = ['all', 5, 4, 3, 2, 1]

/**
 * A product's reviews under a star filter (All, 5★ ... 1★). The filter is an event: the page decides
 * which reviews match and passes them in. "No Reviews Found" when none do.
 */
export function ReviewList({
  status,
  reviews,
  filter,
  onFilter,
  emptyText = 'No Reviews Found',
  errorText = 'Could not load the reviews.',
}: ReviewListProps) {
  return (
    <Box>
      <ToggleButtonGroup
        value={filter}
        exclusive
        size="small"
        aria-label="Show reviews with"
        onChange={(_, next: ReviewFilter | null) => {
          if (next !== null) onFilter(next)
        }}
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f} sx={{ px: 1.5, color: 'text.primary' }}>
            {f === 'all' ? (
              'All'
            ) : (
              <>
                {f}
                <span aria-hidden>★</span>
                <VisuallyHidden> stars</VisuallyHidden>
              </>
            )}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {status === 'loading' ? (
        <Box aria-busy="true" role="region" aria-label="Loading reviews">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rectangular" height={72} sx={{ my: 1.5, borderRadius: 1 }} />
          ))}
        </Box>
      ) : status === 'error' ? (
        <Typography role="alert" color="error">
          {errorText}
        </Typography>
      ) : reviews.length === 0 ? (
        <Typography component="p" color="text.secondary" sx={{ py: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} component="li" />
          ))}
        </Box>
      )}
    </Box>
  )
}
