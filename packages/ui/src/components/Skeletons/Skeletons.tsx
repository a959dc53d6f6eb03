import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import {
  BANNER_PHONE_ART_RATIO,
  BANNER_PHONE_TEXT_HEIGHT,
  BANNER_RATIO,
} from '../BannerCarousel/bannerFrame.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface SkeletonProps {
  /** What assistive technology hears while it loads. */
  label?: string
}

/** Placeholder with the shape of a ProductCard. */
export function ProductCardSkeleton({ label = 'Loading' }: SkeletonProps) {
  return (
    <Box
      aria-busy="true"
      data-testid="product-card-skeleton"
      sx={{
        width: '100%',
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton
        variant="rectangular"
        animation="wave"
        sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }}
      />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '0.75rem' }} />
        <Skeleton variant="text" width="95%" sx={{ fontSize: '0.9rem' }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '0.9rem' }} />
        <Skeleton variant="text" width="50%" sx={{ fontSize: '0.8rem' }} />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '0.95rem' }} />
      </Box>
    </Box>
  )
}

/** Placeholder for an image tile (deal, brand, store, category) with a caption line. */
export function TileSkeleton({
  label = 'Loading',
  shape = 'card',
}: SkeletonProps & { shape?: 'card' | 'round' }) {
  return (
    <Box
      aria-busy="true"
      data-testid="tile-skeleton"
      sx={{ width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      {shape === 'round' ? (
        <Skeleton
          variant="circular"
          animation="wave"
          sx={{ width: { xs: 68, md: 88 }, height: { xs: 68, md: 88 } }}
        />
      ) : (
        <Skeleton
          variant="rectangular"
          animation="wave"
          sx={{ width: '100%', height: 'auto', aspectRatio: '8 / 5', borderRadius: '10px' }}
        />
      )}
      <Skeleton variant="text" width="60%" sx={{ fontSize: '0.9rem' }} />
    </Box>
  )
}

/** Placeholder for the hero banner (10:3, rounded from tablet up); `showLabel` prints the label on it. */
export function BannerSkeleton({
  label = 'Loading',
  showLabel = false,
}: SkeletonProps & { showLabel?: boolean }) {
  return (
    <Box aria-busy="true" data-testid="banner-skeleton" sx={{ width: '100%', position: 'relative' }}>
      {showLabel ? (
        <Typography
          component="p"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            m: 0,
            display: 'grid',
            placeItems: 'center',
            fontSize: '0.9rem',
            fontWeight: 600,
            color: 'text.secondary',
          }}
        >
          {label}
        </Typography>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
      <Skeleton
        variant="rectangular"
        animation="wave"
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: { xs: BANNER_PHONE_ART_RATIO, md: BANNER_RATIO },
          borderRadius: { xs: 0, md: '10px' },
        }}
      />
      {/* On a phone a banner's words sit under its picture: keep their room too. */}
      <Box sx={{ display: { xs: 'block', md: 'none' }, height: BANNER_PHONE_TEXT_HEIGHT }} />
    </Box>
  )
}
