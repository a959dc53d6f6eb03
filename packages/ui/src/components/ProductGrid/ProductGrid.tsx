import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { ProductCard, type ProductCardProps } from '../ProductCard/index.ts'
import { ProductCardSkeleton } from '../Skeletons/index.ts'

export interface ProductGridProps {
  status: 'loading' | 'error' | 'empty' | 'ready'
  products: ProductCardProps[]
  emptyText?: string
  /** Shown under the empty text, e.g. "Try adjusting your filters or search terms". */
  emptyHint?: string
  /** A way out of the empty state (for example Back to home, when the link itself named nothing). */
  emptyAction?: { label: string; href: string }
  errorText?: string
  /** Offers "Try again" under the error text: asks for the same page once more. */
  onRetry?: () => void
  skeletonCount?: number
  /** How many cards lead the grid (its first row at the widest layout): their pictures load first. */
  priorityCount?: number
}

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  // 2 columns on phones, 3 on tablets, 4 on laptops, 5 on wide screens.
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    xl: 'repeat(5, minmax(0, 1fr))',
  },
  p: 0,
  m: 0,
  listStyle: 'none',
} as const

/** The products of a listing in a responsive grid, with loading, error and empty states. */
export function ProductGrid({
  status,
  products,
  emptyText = 'No Products Found',
  emptyHint,
  emptyAction,
  errorText = 'Something went wrong while loading the products.',
  onRetry,
  skeletonCount = 8,
  priorityCount = 5,
}: ProductGridProps) {
  if (status === 'loading')
    return (
      <Box sx={gridSx} aria-busy="true" aria-label="Loading products" role="region">
        {Array.from({ length: skeletonCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={i} label={null} />
        ))}
      </Box>
    )
  if (status === 'error')
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="error" role="alert">
          {errorText}
        </Typography>
        {onRetry && (
          <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
            Try again
          </Button>
        )}
      </Box>
    )
  if (status === 'empty' || products.length === 0)
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {emptyText}
        </Typography>
        {emptyHint && <Typography color="text.secondary">{emptyHint}</Typography>}
        {emptyAction && (
          <Button variant="contained" href={emptyAction.href} sx={{ mt: 2 }}>
            {emptyAction.label}
          </Button>
        )}
      </Box>
    )
  return (
    <Box component="ul" sx={gridSx} aria-label="Products">
      {products.map((p, index) => (
        // The card is the list item itself: no wrapper element per product.
        <ProductCard key={p.href} {...p} component="li" priority={p.priority ?? index < priorityCount} />
      ))}
    </Box>
  )
}
