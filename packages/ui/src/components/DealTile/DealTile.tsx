import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { TimestampLike } from '../../format/index.ts'
import { Countdown } from '../Countdown/index.ts'
import { TileCard, TileImage, tileTitleSx } from '../Tile/index.ts'

export interface DealTileProps {
  title: string
  imageUrl: string
  href: string
  /** A short offer line, e.g. "Up to 60% off". */
  offerText?: string
  /** Limited-time offers show "Ends in HH:MM:SS" counting down to `end`. */
  countdown?: { start: TimestampLike | null | undefined; end: TimestampLike | null | undefined }
  /** Clock for the countdown (fixed in stories and tests); defaults to Date.now. */
  now?: () => number
}

/** A top deal or limited-time offer: a 16:10 image card with its title, offer line and countdown. */
export function DealTile({ title, imageUrl, href, offerText, countdown, now }: DealTileProps) {
  return (
    <TileCard href={href}>
      <TileImage src={imageUrl} alt="" ratio="8 / 5" />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
        <Typography component="p" sx={tileTitleSx} title={title}>
          {title}
        </Typography>
        {offerText && (
          <Typography
            component="p"
            sx={{ m: 0, fontSize: '0.85rem', fontWeight: 700, color: 'success.main' }}
          >
            {offerText}
          </Typography>
        )}
        {countdown && (
          <Box sx={{ mt: 0.25 }}>
            <Countdown start={countdown.start} end={countdown.end} prefix="Ends in" now={now} />
          </Box>
        )}
      </Box>
    </TileCard>
  )
}
