import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded'
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import PauseRounded from '@mui/icons-material/PauseRounded'
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { SLIDE_DURATION, useApplyAutoplay, useCarouselAutoplay } from '../Carousel/useCarouselAutoplay.ts'
import { BannerSkeleton } from '../Skeletons/index.ts'

export interface Banner {
  id: string
  imageUrl: string
  /** Describes the offer, e.g. "Up to 60% off on headphones". */
  alt: string
  href: string
}

export interface BannerCarouselProps {
  banners: Banner[]
  status: 'loading' | 'error' | 'ready'
  /** The error's text, shown as "Error loading banners: {errorText}". */
  errorText?: string
  /** Advance every 3 s (default true); never under prefers-reduced-motion. */
  autoplay?: boolean
  /** Accessible name of the region. */
  label?: string
}

const BANNER_RATIO = '10 / 3'

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  display: { xs: 'none', md: 'inline-flex' },
  bgcolor: 'rgba(255, 255, 255, 0.92)',
  color: 'text.primary',
  boxShadow: '0 2px 8px rgba(31, 26, 36, 0.18)',
  '&:hover': { bgcolor: '#fff', color: 'primary.main' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const

/** The home page hero: full-width banners (10:3) that loop, with dots and a pause control. */
export function BannerCarousel({
  banners,
  status,
  errorText,
  autoplay = true,
  label = 'Featured offers',
}: BannerCarouselProps) {
  if (status === 'loading') return <BannerSkeleton label="Loading banners..." showLabel />
  if (status === 'error') {
    return (
      <Typography
        component="p"
        role="alert"
        sx={{
          m: 0,
          px: 2,
          py: 1.5,
          borderRadius: { xs: 0, md: '10px' },
          bgcolor: '#fdecea',
          color: 'error.main',
          fontWeight: 600,
          fontSize: '0.9rem',
        }}
      >
        Error loading banners: {errorText ?? 'Something went wrong'}
      </Typography>
    )
  }
  if (banners.length === 0) return null
  return <BannerSlides banners={banners} autoplay={autoplay} label={label} />
}

function BannerSlides({ banners, autoplay, label }: { banners: Banner[]; autoplay: boolean; label: string }) {
  const { enabled, plugins, state, handlers, paused, setPaused, reducedMotion } =
    useCarouselAutoplay(autoplay)
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: true, duration: reducedMotion ? 0 : SLIDE_DURATION },
    plugins,
  )
  const [selected, setSelected] = useState(0)
  useApplyAutoplay(emblaApi, state)
  const sync = useCallback((api: NonNullable<typeof emblaApi>) => setSelected(api.selectedScrollSnap()), [])
  useEffect(() => {
    if (!emblaApi) return
    sync(emblaApi)
    emblaApi.on('select', sync).on('reInit', sync)
    return () => {
      emblaApi.off('select', sync).off('reInit', sync)
    }
  }, [emblaApi, sync])

  const many = banners.length > 1
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={state}
      data-selected-snap={selected}
      {...handlers}
      sx={{ position: 'relative', width: '100%' }}
    >
      {many && (
        <>
          <IconButton
            aria-label="Previous slide"
            onClick={() => emblaApi?.scrollPrev()}
            sx={{ ...arrowSx, left: 12 }}
          >
            <ChevronLeftRounded />
          </IconButton>
          <IconButton
            aria-label="Next slide"
            onClick={() => emblaApi?.scrollNext()}
            sx={{ ...arrowSx, right: 12 }}
          >
            <ChevronRightRounded />
          </IconButton>
        </>
      )}
      <Box
        ref={emblaRef}
        sx={{ overflow: 'hidden', borderRadius: { xs: 0, md: '10px' }, bgcolor: 'background.paper' }}
      >
        <Box
          aria-live={state === 'playing' ? 'off' : 'polite'}
          sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}
        >
          {banners.map((banner, index) => (
            <Box
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${banners.length}`}
              sx={{ flex: '0 0 100%', minWidth: 0 }}
            >
              <Link
                href={banner.href}
                sx={{
                  display: 'block',
                  aspectRatio: BANNER_RATIO,
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: '-3px',
                  },
                }}
              >
                <Box
                  component="img"
                  src={banner.imageUrl}
                  alt={banner.alt}
                  // The first banner is the page's largest paint; the rest can wait.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </Link>
            </Box>
          ))}
        </Box>
      </Box>
      {many && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }}>
          {banners.map((banner, index) => (
            <ButtonBase
              key={banner.id}
              aria-label={`Go to banner ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => emblaApi?.scrollTo(index)}
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box
                component="span"
                sx={{
                  display: 'block',
                  height: 8,
                  width: index === selected ? 22 : 8,
                  borderRadius: 999,
                  bgcolor: index === selected ? 'primary.main' : '#8e8696',
                  transition: 'width 200ms ease, background-color 200ms ease',
                }}
              />
            </ButtonBase>
          ))}
          {enabled && (
            <IconButton
              aria-label={paused ? 'Start autoplay' : 'Pause autoplay'}
              onClick={() => setPaused(!paused)}
              size="small"
              sx={{
                ml: 0.5,
                color: 'text.secondary',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              {paused ? <PlayArrowRounded fontSize="small" /> : <PauseRounded fontSize="small" />}
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  )
}
