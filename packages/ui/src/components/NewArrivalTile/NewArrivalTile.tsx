import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { TileCard, TileImage, tileTitleSx } from '../Tile/index.ts'

export interface NewArrivalTileProps {
  title: string
  imageUrl: string
  href: string
}

/** A new arrival: a square image on the soft surface with a "New" tag and its title. */
export function NewArrivalTile({ title, imageUrl, href }: NewArrivalTileProps) {
  return (
    <TileCard href={href}>
      <TileImage src={imageUrl} alt="" ratio="1 / 1" fit="contain">
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            px: 0.75,
            py: 0.25,
            borderRadius: '6px',
            fontSize: '0.7rem',
            fontWeight: 700,
            bgcolor: 'tone.success.bg',
            color: 'tone.success.fg',
          }}
        >
          New
        </Box>
      </TileImage>
      <Box sx={{ p: 1.5, minWidth: 0 }}>
        <Typography component="p" sx={tileTitleSx} title={title}>
          {title}
        </Typography>
      </Box>
    </TileCard>
  )
}
