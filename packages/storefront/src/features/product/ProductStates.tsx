import { ProductDetailSkeleton } from '@haat/ui'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { pageSx } from '../../app/pageSx.ts'

/** The page's shape while the product loads: the gallery and buying column in their loaded sizes. */
export function ProductPageSkeleton() {
  return (
    <Box sx={{ ...pageSx, py: 2 }}>
      <ProductDetailSkeleton />
    </Box>
  )
}

/** An unknown or removed product (or a failed load, with its error), with a way home. */
export function ProductNotFound({ message }: { message: string | null }) {
  return (
    <Box
      role="alert"
      sx={{ ...pageSx, py: 6, textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}
    >
      <Typography variant="h5" component="h1">
        {message ?? 'Product not found'}
      </Typography>
      {message === null && (
        <Typography color="text.secondary">This product does not exist or is no longer sold.</Typography>
      )}
      <Link component={RouterLink} to="/">
        Back to home
      </Link>
    </Box>
  )
}
