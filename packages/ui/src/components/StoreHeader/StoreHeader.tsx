import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RatingStars } from '../RatingStars/index.ts'

export interface StoreHeaderProps {
  /** null when the seller has not named the store yet. */
  storeName: string | null
  imageUrl: string
  since: Date
  average: number
  count: number
}

const sinceFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' })

/** The top of a seller's store page: picture, name, since when it sells, and its rating. */
export function StoreHeader({ storeName, imageUrl, since, average, count }: StoreHeaderProps) {
  const name = storeName?.trim() ? storeName : 'Unnamed Store'
  return (
    <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Box
        component="img"
        src={imageUrl}
        alt=""
        width={160}
        height={100}
        sx={{
          width: { xs: 120, md: 160 },
          height: 'auto',
          aspectRatio: '8 / 5',
          objectFit: 'cover',
          borderRadius: 2,
        }}
      />
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {!Number.isNaN(since.getTime()) && (
          <Typography variant="body2" color="text.secondary">
            Selling on Haat since {sinceFormat.format(since)}
          </Typography>
        )}
        <RatingStars value={count > 0 ? average : 0} count={count} size="sm" />
      </Box>
    </Box>
  )
}
