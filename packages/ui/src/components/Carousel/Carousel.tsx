import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded'
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import type { Theme } from '@mui/material/styles'
import { Children, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'
import { InsideSectionContext } from './InsideSectionContext.ts'
import { carouselBreakpoints, type SlideSize, slidesPerView, viewportBreakpoint } from './slidesPerView.ts'
import { SLIDE_DURATION, useApplyAutoplay, useCarouselAutoplay } from './useCarouselAutoplay.ts'
import { useEmblaAfterLayout } from './useEmblaAfterLayout.ts'

export interface CarouselProps {
  /**
   * Accessible name, e.g. the section title. The carousel is a region landmark on its own and a group
   * inside a FeedSection (which is already the region of that name).
   */
  label: string
  children: ReactNode
  /** Most slides ever shown at once (top deals 4, featured brands 5, discounts 2...). */
  maxSlides: number
  /** Advance every 3 s (default true); never under prefers-reduced-motion. */
  autoplay?: boolean
  /**
   * The slide to show first, at the left edge (for example the current item of a list); near the end it
   * shows the last full view instead. Default 0.
   */
  startIndex?: number
  /** 'icon' for a row of small icon tiles, which shows several at once even on a phone. Default 'card'. */
  slideSize?: SlideSize
}

const GAP_PX = { phone: 12, desktop: 16 }

/**
 * How many slides get their content when the view starts at slide `first`: those in view at the window's
 * width (the slide widths' media queries follow the viewport) and one ahead.
 */
function filledFrom(first: number, maxSlides: number, count: number, size: SlideSize): number {
  return first + Math.ceil(slidesPerView(viewportBreakpoint(), maxSlides, count, size)) + 1
}

/** Slide widths per breakpoint as CSS, so the first paint is already right (no layout jump). */
function slideWidthSx(maxSlides: number, count: number, size: SlideSize) {
  const ascending = [...carouselBreakpoints].reverse()
  const sx: Record<string, unknown> = {}
  for (const { minWidth } of ascending) {
    const basis = `${100 / slidesPerView(minWidth, maxSlides, count, size)}%`
    if (minWidth === 0) sx.flex = `0 0 ${basis}`
    else sx[`@media (min-width: ${minWidth}px)`] = { flex: `0 0 ${basis}` }
  }
  return sx
}

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  width: { xs: 34, md: 40 },
  height: { xs: 34, md: 40 },
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'border.main',
  boxShadow: (theme: Theme) => theme.vars.customShadows.floating,
  transition: 'opacity 150ms ease',
  '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
  // At an end the button is disabled and fades out so it does not cover the first or last card.
  '&.Mui-disabled': { opacity: 0, bgcolor: 'background.paper' },
} as const

/**
 * A row of slides (cards or tiles) that scrolls one slide at a time, following the WAI carousel
 * pattern: a labelled region, slides as "N of M" groups, previous/next buttons, and autoplay that
 * stops while the pointer or keyboard focus is inside.
 */
export function Carousel({
  label,
  children,
  maxSlides,
  autoplay = true,
  startIndex = 0,
  slideSize = 'card',
}: CarouselProps) {
  const slides = Children.toArray(children)
  const count = slides.length
  const { plugins, state, handlers, reducedMotion } = useCarouselAutoplay(autoplay)
  const [emblaRef, emblaApi] = useEmblaAfterLayout(
    {
      align: 'start',
      containScroll: 'trimSnaps',
      duration: reducedMotion ? 0 : SLIDE_DURATION,
      startIndex: Math.max(0, startIndex),
      // A slide whose edge only touches the viewport is not in view (it would fill two ahead).
      inViewThreshold: 0.05,
    },
    plugins,
  )
  const insideSection = useContext(InsideSectionContext)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)
  const [selected, setSelected] = useState(0)
  useApplyAutoplay(emblaApi, state)

  // Slides in view plus one ahead get their content; the others stay empty boxes of the same width, so
  // the row's length and every snap point are right from the first paint. A row of twenty cards paints
  // five or six of them until the shopper moves it.
  const [filled, setFilled] = useState(() => filledFrom(Math.max(0, startIndex), maxSlides, count, slideSize))
  const fillAhead = useCallback(
    (api: NonNullable<typeof emblaApi>) => {
      // The chosen snap is the first slide of the coming view (one slide a step); slides already in
      // view cover dragging, focus and a wider window.
      const lastInView = Math.max(-1, ...api.slidesInView())
      const wanted = Math.max(
        filledFrom(api.selectedScrollSnap(), maxSlides, count, slideSize),
        lastInView + 2,
      )
      setFilled((current) => Math.max(current, wanted))
    },
    [maxSlides, count, slideSize],
  )
  useEffect(() => {
    if (!emblaApi) return
    fillAhead(emblaApi)
    emblaApi.on('select', fillAhead).on('slidesInView', fillAhead).on('reInit', fillAhead)
    return () => {
      emblaApi.off('select', fillAhead).off('slidesInView', fillAhead).off('reInit', fillAhead)
    }
  }, [emblaApi, fillAhead])

  const sync = useCallback((api: NonNullable<typeof emblaApi>) => {
    setCanPrev(api.canScrollPrev())
    setCanNext(api.canScrollNext())
    setSelected(api.selectedScrollSnap())
  }, [])
  useEffect(() => {
    if (!emblaApi) return
    sync(emblaApi)
    emblaApi.on('select', sync).on('reInit', sync)
    return () => {
      emblaApi.off('select', sync).off('reInit', sync)
    }
  }, [emblaApi, sync])

  const scrollable = canPrev || canNext
  return (
    <Box
      role={insideSection ? 'group' : 'region'}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={state}
      data-selected-snap={selected}
      data-filled-slides={Math.min(filled, count)}
      {...handlers}
      sx={{ position: 'relative', width: '100%', minWidth: 0 }}
    >
      {scrollable && (
        <>
          <IconButton
            aria-label="Previous slide"
            disabled={!canPrev}
            onClick={() => emblaApi?.scrollPrev()}
            sx={{ ...navButtonSx, left: { xs: 4, md: 8 } }}
          >
            <ChevronLeftRounded />
          </IconButton>
          <IconButton
            aria-label="Next slide"
            disabled={!canNext}
            onClick={() => emblaApi?.scrollNext()}
            sx={{ ...navButtonSx, right: { xs: 4, md: 8 } }}
          >
            <ChevronRightRounded />
          </IconButton>
        </>
      )}
      <Box ref={emblaRef} sx={{ overflow: 'hidden', py: 0.5 }}>
        <Box
          // Announce slide changes only when the shopper drives them, not on every autoplay tick.
          aria-live={state === 'playing' ? 'off' : 'polite'}
          sx={{
            display: 'flex',
            touchAction: 'pan-y pinch-zoom',
            ml: { xs: `-${GAP_PX.phone}px`, md: `-${GAP_PX.desktop}px` },
          }}
        >
          {slides.map((slide, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order; the children carry their own keys
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              sx={{
                ...slideWidthSx(maxSlides, count, slideSize),
                minWidth: 0,
                pl: { xs: `${GAP_PX.phone}px`, md: `${GAP_PX.desktop}px` },
                display: 'flex',
              }}
            >
              {index < filled ? slide : null}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  )
}

export interface CarouselPlaceholderProps {
  /** What the row is, e.g. "Loading Top Deals": the name of its group. */
  label: string
  /** The placeholders, one a slide (skeletons of the cards the row will hold). */
  children: ReactNode
  /** The maxSlides of the carousel it stands in for. */
  maxSlides: number
  slideSize?: SlideSize
}

/**
 * A row laid out exactly like a Carousel's slides (same widths per breakpoint, gaps and padding) but with
 * nothing to move: no Embla, no buttons. It holds a loading row's skeletons, so the real carousel takes its
 * place without a jump, and the placeholder costs only its few elements to draw and to take away.
 */
export function CarouselPlaceholder({
  label,
  children,
  maxSlides,
  slideSize = 'card',
}: CarouselPlaceholderProps) {
  const slides = Children.toArray(children)
  return (
    <Box role="group" aria-label={label} aria-busy="true" sx={{ overflow: 'hidden', py: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', ml: { xs: `-${GAP_PX.phone}px`, md: `-${GAP_PX.desktop}px` } }}>
        {slides.map((slide, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            sx={{
              ...slideWidthSx(maxSlides, slides.length, slideSize),
              minWidth: 0,
              pl: { xs: `${GAP_PX.phone}px`, md: `${GAP_PX.desktop}px` },
              display: 'flex',
            }}
          >
            {slide}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
