import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { TileCard, TileImage, tileTitleSx } from '../Tile/index.ts'

export interface BrandTileProps {
  brandName: string
  logoUrl: string
  href: string
  /** A banner image for the brand; without it the logo fills the tile. */
  imageUrl?: string
  /** Marks the tile as an advertisement ("AD"), as featured brands are paid placements. */
  adTag?: boolean
}

const logoSx = {
  borderRadius: '50%',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'border.main',
  overflow: 'hidden',
  flexShrink: 0,
  display: 'block',
  objectFit: 'contain',
} as const

/** A featured brand: its banner with the logo badge, or the logo alone, and the brand name. */
export function BrandTile({ brandName, logoUrl, href, imageUrl, adTag = false }: BrandTileProps) {
  return (
    <TileCard href={href}>
      {adTag && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            zIndex: 1,
            px: 0.75,
            borderRadius: '4px',
            bgcolor: 'overlay.scrim',
            color: 'common.white',
            fontSize: '0.7rem',
            fontWeight: 700,
            lineHeight: 1.6,
          }}
        >
          AD
        </Box>
      )}
      {imageUrl ? (
        <TileImage src={imageUrl} alt="" ratio="8 / 5" />
      ) : (
        <TileImage src={logoUrl} alt="" ratio="8 / 5" fit="contain" sx={{ bgcolor: 'background.paper' }} />
      )}
      <Box sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
        {imageUrl && (
          <Box
            component="img"
            src={logoUrl}
            alt=""
            loading="lazy"
            sx={{ ...logoSx, width: 40, height: 40, p: 0.5 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={tileTitleSx} title={brandName}>
            {brandName}
          </Typography>
          <Typography component="p" sx={{ m: 0, fontSize: '0.8rem', color: 'text.secondary' }}>
            Shop the brand
          </Typography>
        </Box>
      </Box>
    </TileCard>
  )
}

/**
 * Placeholder of a BrandTile without a banner (the logo fills the picture), box for box: the same border,
 * 8:5 picture and two lines of text, so a grid of them is exactly as tall as the grid of brands.
 */
export function BrandTileSkeleton() {
  return (
    <Box
      data-testid="brand-tile-skeleton"
      sx={{
        width: '100%',
        border: 1,
        borderColor: 'border.main',
        borderRadius: '10px',
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Skeleton
        variant="rectangular"
        animation="wave"
        sx={{ width: '100%', height: 'auto', aspectRatio: '8 / 5' }}
      />
      <Box sx={{ p: 1.5 }}>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '0.95rem', lineHeight: 1.35 }} />
        <Skeleton variant="text" width="50%" sx={{ fontSize: '0.8rem', lineHeight: 1.5 }} />
      </Box>
    </Box>
  )
}
