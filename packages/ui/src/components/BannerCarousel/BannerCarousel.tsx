import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded'
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import PauseRounded from '@mui/icons-material/PauseRounded'
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import type { Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { SLIDE_DURATION, useApplyAutoplay, useCarouselAutoplay } from '../Carousel/useCarouselAutoplay.ts'
import { useEmblaAfterLayout } from '../Carousel/useEmblaAfterLayout.ts'
import { BannerSkeleton } from '../Skeletons/index.ts'
import {
  BANNER_CONTROLS_GAP,
  BANNER_CONTROLS_HEIGHT,
  BANNER_PHONE_ART_RATIO,
  BANNER_PHONE_TEXT_HEIGHT,
  BANNER_RATIO,
} from './bannerFrame.ts'

export interface Banner {
  id: string
  imageUrl: string
  /**
   * Describes the offer, e.g. "Up to 60% off on headphones": the picture's text alternative when the
   * banner has no words of its own (with a headline, the words say it and the picture is decoration).
   */
  alt: string
  href: string
  /**
   * The banner's words, laid out as text over (wide screens) or under (phones) its artwork, with a link
   * button. Without a headline the banner is its artwork alone, one link.
   */
  headline?: string
  subline?: string
  /** The link button's label, e.g. "Shop now"; shown only with a headline. */
  linkLabel?: string
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

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  display: { xs: 'none', md: 'inline-flex' },
  bgcolor: 'overlay.glass',
  color: 'text.primary',
  boxShadow: (theme: Theme) => theme.vars.customShadows.floating,
  '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const

/** Cuts a text to `lines` lines with an ellipsis, so a long headline never pushes the button out. */
const clampSx = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const

/** The home page hero: full-width banners that loop, with dots and a pause control. */
export function BannerCarousel({
  banners,
  status,
  errorText,
  autoplay = true,
  label = 'Featured offers',
}: BannerCarouselProps) {
  if (status === 'loading') return <BannerSkeleton label="Loading banners..." showLabel controls />
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
          bgcolor: 'deal.bg',
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

/** The picture of a slide: the first is the page's largest paint, the rest can wait. */
function BannerArt({ banner, index, decorative }: { banner: Banner; index: number; decorative: boolean }) {
  return (
    <Box
      component="img"
      src={banner.imageUrl}
      alt={decorative ? '' : banner.alt}
      width={1600}
      height={480}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  )
}

/** A banner with words: the text, and a real link button whose click area stretches over the banner. */
function WordedSlide({ banner, index }: { banner: Banner; index: number }) {
  const headline = banner.headline as string
  return (
    <Box
      data-testid="banner-slide"
      sx={{
        // The button's stretched click area measures itself against the slide; the picture sits
        // behind the (unpositioned) text within the slide's own stacking order.
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        flexDirection: 'column',
        aspectRatio: { md: BANNER_RATIO },
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          aspectRatio: { xs: BANNER_PHONE_ART_RATIO, md: 'auto' },
          position: { md: 'absolute' },
          inset: { md: 0 },
          zIndex: { md: -1 },
          // On a phone the crop keeps the picture's right end, where the artwork is.
          '& img': { objectPosition: { xs: 'right center', md: 'center' } },
        }}
      >
        <BannerArt banner={banner} index={index} decorative />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: { xs: 1, lg: 1.5 },
          height: { xs: BANNER_PHONE_TEXT_HEIGHT, md: '100%' },
          width: { xs: '100%', md: '50%' },
          // Room on the left for the Previous arrow, which sits over the banner from md up.
          pl: { xs: 2, md: 9, lg: 10 },
          pr: { xs: 2, md: 4 },
          py: { xs: 1.5, md: 2.5 },
          color: 'text.primary',
          // Over the picture a soft white wash keeps the words readable whatever the artwork holds.
          background: (theme) => ({ md: theme.vars.gradient.bannerFade }),
        }}
      >
        <Typography
          component="p"
          sx={{
            m: 0,
            fontWeight: 800,
            lineHeight: 1.15,
            letterSpacing: '-0.01em',
            fontSize: { xs: '1.25rem', sm: '1.5rem', md: '1.625rem', lg: '2.125rem', xl: '2.625rem' },
            ...clampSx(2),
          }}
        >
          {headline}
        </Typography>
        {banner.subline && (
          <Typography
            component="p"
            sx={{
              m: 0,
              lineHeight: 1.4,
              fontSize: { xs: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
              ...clampSx(2),
            }}
          >
            {banner.subline}
          </Typography>
        )}
        <Button
          href={banner.href}
          // Named with its banner's headline, so a list of links never reads "Shop now" five times;
          // the visible label comes first, as speech control expects.
          aria-label={`${banner.linkLabel}: ${headline}`}
          variant="contained"
          disableRipple
          sx={{
            mt: 0.5,
            minHeight: 44,
            px: 3,
            borderRadius: 999,
            fontSize: { xs: '0.9375rem', lg: '1rem' },
            fontWeight: 700,
            // A contained button without elevation drops the theme's focus shadow: an ink ring with a
            // white gap keeps keyboard focus plain on the artwork and on white.
            '&.Mui-focusVisible': {
              outline: '3px solid',
              outlineColor: 'text.primary',
              outlineOffset: '2px',
              boxShadow: (theme) => `0 0 0 2px ${theme.vars.palette.common.white}`,
            },
            // The link's click area covers the whole banner, so a tap on the picture opens it too,
            // while keyboard and screen reader users meet one link.
            position: 'static',
            '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
          }}
        >
          {banner.linkLabel}
        </Button>
      </Box>
    </Box>
  )
}

function BannerSlides({ banners, autoplay, label }: { banners: Banner[]; autoplay: boolean; label: string }) {
  const { enabled, plugins, state, handlers, paused, setPaused, reducedMotion } =
    useCarouselAutoplay(autoplay)
  const [emblaRef, emblaApi] = useEmblaAfterLayout(
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
          sx={{ display: 'flex', alignItems: 'flex-start', touchAction: 'pan-y pinch-zoom' }}
        >
          {banners.map((banner, index) => (
            <Box
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${banners.length}`}
              sx={{ flex: '0 0 100%', minWidth: 0 }}
            >
              {banner.headline && banner.linkLabel ? (
                <WordedSlide banner={banner} index={index} />
              ) : (
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
                  <BannerArt banner={banner} index={index} decorative={false} />
                </Link>
              )}
            </Box>
          ))}
        </Box>
      </Box>
      {many && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            mt: `${BANNER_CONTROLS_GAP}px`,
            minHeight: BANNER_CONTROLS_HEIGHT,
          }}
        >
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
                  bgcolor: index === selected ? 'primary.main' : 'border.strong',
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
