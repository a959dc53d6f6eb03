import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { discountPercent, formatRupees } from '../../format/index.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface PriceProps {
  /** Original (list) price in rupees. */
  price: number
  /** What the shopper pays, in rupees. */
  offerPrice: number
  size?: 'sm' | 'md' | 'lg'
}

const offerFontSize = { sm: '0.95rem', md: '1.1rem', lg: '1.6rem' } as const
const secondaryFontSize = { sm: '0.8rem', md: '0.85rem', lg: '1rem' } as const

/**
 * The offer price, and when there is a saving the struck-through original and "N% off".
 * Screen readers hear "Price", "Original price" and the saving spelled out, not just a strike line.
 */
export function Price({ price, offerPrice, size = 'md' }: PriceProps) {
  const percent = discountPercent(price, offerPrice)
  const hasSaving = percent > 0
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}
      data-testid="price"
    >
      <Typography
        component="p"
        sx={{ fontSize: offerFontSize[size], fontWeight: 700, color: 'text.primary', lineHeight: 1.3, m: 0 }}
      >
        <VisuallyHidden>Price </VisuallyHidden>
        {formatRupees(offerPrice)}
      </Typography>
      {hasSaving && (
        <>
          <Typography
            component="p"
            sx={{ fontSize: secondaryFontSize[size], color: 'text.secondary', m: 0, lineHeight: 1.3 }}
          >
            <VisuallyHidden>Original price </VisuallyHidden>
            <Box component="s" sx={{ textDecorationThickness: '1px' }}>
              {formatRupees(price)}
            </Box>
          </Typography>
          <Typography
            component="p"
            sx={{
              fontSize: secondaryFontSize[size],
              fontWeight: 700,
              color: 'success.main',
              m: 0,
              lineHeight: 1.3,
            }}
          >
            {percent}% off
          </Typography>
        </>
      )}
    </Box>
  )
}
