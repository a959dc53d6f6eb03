import type { ProductDetails } from '@haat/contract'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { generalDetails } from './productView.ts'

/** Highlights (key features), About (the description) and the general-details accordion. */
export function ProductInformation({ product }: { product: ProductDetails }) {
  const details = generalDetails(product)
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      {product.keyFeatures.length > 0 && (
        <Box component="section" aria-labelledby="highlights-heading">
          <Typography id="highlights-heading" variant="h6" component="h2">
            Highlights
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {product.keyFeatures.map((feature) => (
              <Typography component="li" variant="body2" key={feature} sx={{ py: 0.25 }}>
                {feature}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      <Box component="section" aria-labelledby="about-heading">
        <Typography id="about-heading" variant="h6" component="h2">
          About this item
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {product.description}
        </Typography>
      </Box>
      {/* A native disclosure: keyboard, screen readers and find-in-page work without any script. */}
      <Box
        component="details"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '& > summary': { cursor: 'pointer', p: 1.5, fontWeight: 600 },
          '& > summary:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <summary>General details</summary>
        <Box
          component="dl"
          sx={{
            m: 0,
            px: 1.5,
            pb: 1.5,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
            gap: 1,
          }}
        >
          {details.map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  )
}
