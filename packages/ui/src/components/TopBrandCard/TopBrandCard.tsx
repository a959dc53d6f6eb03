import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { TileCard, TileImage, tileTitleSx } from '../Tile/index.ts'

export interface TopBrandCardProps {
  brandName: string
  logoUrl: string
  href: string
}

/** A top brand: logo, name and the specification's fixed "Upto 20% OFF". */
export function TopBrandCard({ brandName, logoUrl, href }: TopBrandCardProps) {
  return (
    <TileCard href={href}>
      <TileImage
        src={logoUrl}
        alt=""
        ratio="4 / 3"
        fit="contain"
        sx={{ bgcolor: 'background.paper', p: 1 }}
      />
      <Box sx={{ px: 1.5, pb: 1.5, pt: 0.5, textAlign: 'center', minWidth: 0 }}>
        <Typography component="p" sx={tileTitleSx} title={brandName}>
          {brandName}
        </Typography>
        <Typography component="p" sx={{ m: 0, fontSize: '0.85rem', fontWeight: 700, color: 'success.main' }}>
          Upto 20% OFF
        </Typography>
      </Box>
    </TileCard>
  )
}
