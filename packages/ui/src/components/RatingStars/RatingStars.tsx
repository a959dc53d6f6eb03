import StarBorderRounded from '@mui/icons-material/StarBorderRounded'
import StarHalfRounded from '@mui/icons-material/StarHalfRounded'
import StarRounded from '@mui/icons-material/StarRounded'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface RatingStarsProps {
  /** Average rating from 0 to 5 (one decimal is typical). */
  value: number
  /** Number of ratings, shown as "(1,234)" when given. */
  count?: number
  size?: 'sm' | 'md' | 'lg'
}

const starSize = { sm: 16, md: 20, lg: 26 } as const
const textSize = { sm: '0.8rem', md: '0.875rem', lg: '1rem' } as const
// Amber with 3.5:1 on white: the stars pass WCAG non-text contrast (1.4.11); the outline uses the same hue.
const starColor = '#c77700'
const countFormat = new Intl.NumberFormat('en-IN')

/** Five stars filled in half steps, named "Rated 4.3 out of 5"; "No ratings yet" at 0. */
export function RatingStars({ value, count, size = 'md' }: RatingStarsProps) {
  const rating = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0
  if (rating === 0) {
    return (
      <Typography component="p" sx={{ fontSize: textSize[size], color: 'text.secondary', m: 0 }}>
        No ratings yet
      </Typography>
    )
  }
  const halfSteps = Math.round(rating * 2)
  const label = `Rated ${Number(rating.toFixed(1))} out of 5`
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography
        component="span"
        aria-hidden
        sx={{ fontSize: textSize[size], fontWeight: 700, color: 'text.primary', minWidth: '1.6em' }}
      >
        {rating.toFixed(1)}
      </Typography>
      <Box role="img" aria-label={label} sx={{ display: 'inline-flex', color: starColor }}>
        {[1, 2, 3, 4, 5].map((star) => {
          const Icon =
            halfSteps >= star * 2
              ? StarRounded
              : halfSteps === star * 2 - 1
                ? StarHalfRounded
                : StarBorderRounded
          return <Icon key={star} aria-hidden sx={{ fontSize: starSize[size], display: 'block' }} />
        })}
      </Box>
      {count !== undefined && (
        <Typography component="span" sx={{ fontSize: textSize[size], color: 'text.secondary' }}>
          ({countFormat.format(count)})<VisuallyHidden> ratings</VisuallyHidden>
        </Typography>
      )}
    </Box>
  )
}
