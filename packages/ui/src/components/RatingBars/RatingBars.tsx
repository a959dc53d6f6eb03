import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { groupIndian } from '../../format/index.ts'
import { RatingStars } from '../RatingStars/index.ts'

export interface RatingBar {
  stars: number
  count: number
  /** Share of all ratings, 0 to 100; worked out from the counts when left out. */
  percent?: number
}

export interface RatingBarsProps {
  bars: RatingBar[]
  average: number
  count: number
}

/** The average of a seller's ratings over one bar per star count (5 down to 1). */
export function RatingBars({ bars, average, count }: RatingBarsProps) {
  const sum = bars.reduce((total, bar) => total + bar.count, 0)
  const ordered = [...bars]
    .sort((a, b) => b.stars - a.stars)
    .map((bar) => ({ ...bar, percent: bar.percent ?? (sum > 0 ? (bar.count / sum) * 100 : 0) }))
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ minWidth: 140 }}>
        <RatingStars value={count > 0 ? average : 0} size="lg" />
        {count > 0 && (
          <Typography variant="body2" color="text.secondary">
            {count === 1 ? '1 rating' : `${groupIndian(count)} ratings`}
          </Typography>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flex: '1 1 240px', minWidth: 0 }}>
        {ordered.map((bar) => (
          <Box
            component="li"
            key={bar.stars}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
          >
            <Typography variant="body2" sx={{ width: 28, flexShrink: 0 }}>
              {bar.stars}★
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, bar.percent))}
              aria-label={`${bar.stars} star ratings`}
              aria-valuetext={`${Math.round(bar.percent)}%, ${groupIndian(bar.count)} ratings`}
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
            />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ width: 48, textAlign: 'right', flexShrink: 0 }}
            >
              {groupIndian(bar.count)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
