import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import MuiPagination from '@mui/material/Pagination'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { RatingStars } from '../RatingStars/index.ts'

/** One seller rating as the API sends it. */
export interface SellerReview {
  id?: string
  name: string | null
  rating: number
  review: string
  comment: string
}

export interface SellerReviewListProps {
  status: 'loading' | 'error' | 'ready'
  ratings: SellerReview[]
  page: number
  pageCount: number
  onPage: (page: number) => void
  errorText?: string
}

/** The paginated Ratings & Reviews of a seller's store. */
export function SellerReviewList({
  status,
  ratings,
  page,
  pageCount,
  onPage,
  errorText = 'Could not load the reviews.',
}: SellerReviewListProps) {
  if (status === 'loading')
    return (
      <Box aria-busy="true" aria-label="Loading reviews" role="region">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rectangular" height={64} sx={{ my: 1, borderRadius: 1 }} />
        ))}
      </Box>
    )
  if (status === 'error')
    return (
      <Typography role="alert" color="error">
        {errorText}
      </Typography>
    )
  if (ratings.length === 0) return <Typography color="text.secondary">No reviews yet.</Typography>
  return (
    <Box>
      <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ratings.map((r, i) => (
          <Box component="li" key={r.id ?? `${page}-${i}`} sx={{ py: 1.5 }}>
            {i > 0 && <Divider sx={{ mb: 1.5 }} />}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <RatingStars value={r.rating} size="sm" />
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{r.review}</Typography>
            </Box>
            {r.comment && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {r.comment}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {r.name?.trim() ? r.name : 'Haat shopper'}
            </Typography>
          </Box>
        ))}
      </Box>
      {pageCount > 1 && (
        <MuiPagination
          page={page}
          count={pageCount}
          onChange={(_, p) => onPage(p)}
          color="primary"
          sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
          aria-label="Review pages"
        />
      )}
    </Box>
  )
}
