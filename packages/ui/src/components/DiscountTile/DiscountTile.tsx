import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { TileCard, TileImage } from '../Tile/index.ts'

export interface DiscountTileProps {
  imageUrl: string
  categoryName: string
  /** Discount in percent, shown as "{discount}% OFF". */
  discount: number
  href: string
}

/** "Discounts For You": a wide image with a dark band naming the discount and the category. */
export function DiscountTile({ imageUrl, categoryName, discount, href }: DiscountTileProps) {
  return (
    <TileCard href={href}>
      <TileImage src={imageUrl} alt="" ratio="8 / 5">
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            px: 2,
            py: 1.25,
            bgcolor: 'overlay.scrimSoft',
            color: 'common.white',
          }}
        >
          <Typography
            component="p"
            sx={{ m: 0, fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 800, lineHeight: 1.15 }}
          >
            {discount}% OFF
          </Typography>
          <Typography
            component="p"
            title={categoryName}
            sx={{
              m: 0,
              fontSize: '0.9rem',
              fontWeight: 500,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {categoryName}
          </Typography>
        </Box>
      </TileImage>
    </TileCard>
  )
}
