import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { TileCard, TileImage, tileTitleSx } from '../Tile/index.ts'

export interface StoreCardProps {
  /** The seller's store name; null shows "Store Name Unavailable". */
  storeName: string | null
  imageUrl: string
  href: string
  /** The store whose page is shown: outlined, and its link marked aria-current="page". */
  current?: boolean
}

/** The current store's frame, drawn above the picture (an outline would sit under it). */
const currentSx = {
  position: 'relative',
  bgcolor: 'surface.washSoft',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    border: '3px solid',
    borderColor: 'primary.main',
    borderRadius: 'inherit',
    pointerEvents: 'none',
    zIndex: 1,
  },
} as const

/** A top store: its banner and name. */
export function StoreCard({ storeName, imageUrl, href, current = false }: StoreCardProps) {
  const name = storeName?.trim() ? storeName : 'Store Name Unavailable'
  return (
    <TileCard href={href} current={current} sx={current ? currentSx : undefined}>
      <TileImage src={imageUrl} alt="" ratio="8 / 5" />
      <Box sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <StorefrontOutlined aria-hidden sx={{ color: 'primary.main', fontSize: 22, flexShrink: 0 }} />
        <Typography
          component="p"
          sx={[tileTitleSx, storeName?.trim() ? {} : { color: 'text.secondary', fontStyle: 'italic' }]}
          title={name}
        >
          {name}
        </Typography>
      </Box>
    </TileCard>
  )
}
