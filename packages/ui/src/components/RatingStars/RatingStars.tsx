import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { groupIndian } from '../../format/index.ts'
import { ratingColours } from '../../theme/tokens.ts'
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

// The outlines of Material's rounded star icons (StarRounded, StarHalfRounded, StarBorderRounded) on a 24
// unit grid, so the row looks exactly as the five icons did.
const STAR_PATHS = {
  full: 'm12 17.27 4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.72 3.67-3.18c.67-.58.31-1.68-.57-1.75l-4.83-.41-1.89-4.46c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08z',
  half: 'm19.65 9.04-4.84-.42-1.89-4.45c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08l4.15-2.5 4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.73 3.67-3.18c.67-.58.32-1.68-.56-1.75M12 15.4V6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
  empty:
    'm19.65 9.04-4.84-.42-1.89-4.45c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08l4.15-2.5 4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.73 3.67-3.18c.67-.58.32-1.68-.56-1.75M12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
} as const

const starRowImages = new Map<number, string>()

/**
 * The five stars of a rating in half steps (0-10) as one picture. A row of five icon elements cost ten
 * elements a rating, and a listing shows a rating on every card. The picture is a data URL, where a CSS
 * variable does not reach, so its fill is the token's value itself.
 */
function starRowImage(halfSteps: number): string {
  const cached = starRowImages.get(halfSteps)
  if (cached) return cached
  const paths = [1, 2, 3, 4, 5].map((star) => {
    const d =
      halfSteps >= star * 2
        ? STAR_PATHS.full
        : halfSteps === star * 2 - 1
          ? STAR_PATHS.half
          : STAR_PATHS.empty
    return `<path transform="translate(${(star - 1) * 24} 0)" d="${d}"/>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 24" fill="${ratingColours.star}">${paths.join('')}</svg>`
  const url = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
  starRowImages.set(halfSteps, url)
  return url
}

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
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography
        component="span"
        aria-hidden
        sx={{ fontSize: textSize[size], fontWeight: 700, color: 'text.primary', minWidth: '1.6em' }}
      >
        {rating.toFixed(1)}
      </Typography>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-half-stars={halfSteps}
        sx={{
          display: 'block',
          flexShrink: 0,
          width: starSize[size] * 5,
          height: starSize[size],
          backgroundSize: '100% 100%',
          backgroundRepeat: 'no-repeat',
        }}
        // The picture goes straight to the element's style, not through the style sheet: as a style rule
        // its 2 kB would be hashed on every render of every card and parsed by the rule writer.
        style={{ backgroundImage: starRowImage(halfSteps) }}
      />
      {count !== undefined && (
        <Typography component="span" sx={{ fontSize: textSize[size], color: 'text.secondary' }}>
          ({groupIndian(count)})<VisuallyHidden> ratings</VisuallyHidden>
        </Typography>
      )}
    </Box>
  )
}
