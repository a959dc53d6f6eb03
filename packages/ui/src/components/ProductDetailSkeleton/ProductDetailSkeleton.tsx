import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import type { ReactNode } from 'react'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface ProductDetailLayoutProps {
  /** The left column on desktop, the top on a phone: ProductGallery. */
  gallery: ReactNode
  /** The right column: name, price, buttons (BuyBox, PriceBlock, PincodeCheck...). */
  info: ReactNode
}

/**
 * The top of a product page: the gallery and the buying column side by side from 768 px, one above the
 * other on a phone. The skeleton uses the same frame, so the loaded page takes exactly its place.
 */
export function ProductDetailLayout({ gallery, info }: ProductDetailLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 16 }, minWidth: 0 }}>{gallery}</Box>
      <Box sx={{ minWidth: 0 }}>{info}</Box>
    </Box>
  )
}

const THUMB = 64

export interface ProductDetailSkeletonProps {
  /** What assistive technology hears while it loads. */
  label?: string
}

/**
 * The product page while it loads: the gallery's square and thumbnails, and the lines of the name,
 * rating, price, delivery check and buttons, in the sizes the loaded parts take.
 */
export function ProductDetailSkeleton({ label = 'Loading product' }: ProductDetailSkeletonProps) {
  return (
    <Box aria-busy="true" data-testid="product-detail-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ProductDetailLayout
        gallery={
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: `${THUMB + 8}px 1fr` },
            }}
          >
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'row', md: 'column' },
                gap: 1,
                p: 0.5,
                order: { xs: 2, md: 0 },
              }}
            >
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" width={THUMB} height={THUMB} sx={{ flexShrink: 0 }} />
              ))}
            </Box>
            <Skeleton
              variant="rounded"
              data-testid="gallery-placeholder"
              sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: '10px' }}
            />
          </Box>
        }
        info={
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Skeleton variant="text" width="30%" sx={{ fontSize: '0.9rem' }} />
            <Skeleton variant="text" width="95%" sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" width="40%" sx={{ fontSize: '1rem' }} />
            <Skeleton variant="text" width="55%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="text" width="35%" sx={{ fontSize: '1rem' }} />
            <Skeleton variant="rounded" height={40} sx={{ maxWidth: 320, mt: 1 }} />
            <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
              <Skeleton variant="rounded" height={48} sx={{ flex: 1 }} />
              <Skeleton variant="rounded" height={48} sx={{ flex: 1 }} />
            </Box>
          </Box>
        }
      />
    </Box>
  )
}
