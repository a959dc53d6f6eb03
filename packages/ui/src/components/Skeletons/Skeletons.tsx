import Box from '@mui/material/Box'
import { keyframes, type Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import {
  BANNER_CONTROLS_GAP,
  BANNER_CONTROLS_HEIGHT,
  BANNER_PHONE_ART_RATIO,
  BANNER_PHONE_TEXT_HEIGHT,
  BANNER_RATIO,
} from '../BannerCarousel/bannerFrame.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface SkeletonProps {
  /**
   * What assistive technology hears while it loads. `null` when what holds the placeholders already says
   * it (a loading FeedSection, CarouselPlaceholder or ProductGrid), so a row is not read as "Loading" five
   * times over, and has fewer elements to take away when it fills in.
   */
  label?: string | null
}

/**
 * The placeholders' slow pulse (MUI's own timing), and none under prefers-reduced-motion. An opacity
 * animation: the compositor runs it without the page's main thread.
 */
const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`
const pulseSx = {
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const

const skeletonFill = (theme: Theme) => theme.vars.palette.Skeleton.bg

/**
 * The card's text lines under its picture (brand, two lines of name, rating, price): each a bar of this
 * share of the text column, in a line box of this height (the line's font size at line height 1.5).
 */
const CARD_TEXT_LINES = [
  { share: 0.4, lineHeight: 18 },
  { share: 0.95, lineHeight: 21.6 },
  { share: 0.7, lineHeight: 21.6 },
  { share: 0.5, lineHeight: 19.2 },
  { share: 0.6, lineHeight: 22.8 },
] as const
const CARD_TEXT_PADDING = 12
const CARD_TEXT_GAP = 6
/** A bar is 60% of its line box's height, set slightly below the middle (as MUI's text skeleton). */
const BAR_SCALE = 0.6
/** The text area's height in px, to a tenth (the line boxes are fractional). */
const CARD_TEXT_HEIGHT =
  Math.round(
    10 *
      (2 * CARD_TEXT_PADDING +
        CARD_TEXT_LINES.reduce((sum, line) => sum + line.lineHeight, 0) +
        (CARD_TEXT_LINES.length - 1) * CARD_TEXT_GAP),
  ) / 10

/**
 * The picture square and the text bars as background layers of the card itself. A loading grid is taken
 * away as a whole when its products arrive, and the browser undoes the layout of every element in it one
 * by one, inside that script: one element a card instead of a tree of twenty keeps that short.
 */
function cardLayers(fill: string) {
  const layers = [{ image: fill, size: `100% calc(100% - ${CARD_TEXT_HEIGHT}px)`, position: '0 0' }]
  let top = CARD_TEXT_PADDING
  for (const { share, lineHeight } of CARD_TEXT_LINES) {
    const barHeight = lineHeight * BAR_SCALE
    const barBottom = top + lineHeight * 0.22 + barHeight
    layers.push({
      image: fill,
      size: `calc((100% - ${2 * CARD_TEXT_PADDING}px) * ${share}) ${barHeight.toFixed(1)}px`,
      position: `left ${CARD_TEXT_PADDING}px bottom ${(CARD_TEXT_HEIGHT - barBottom).toFixed(1)}px`,
    })
    top += lineHeight + CARD_TEXT_GAP
  }
  return {
    backgroundImage: layers.map(({ image }) => `linear-gradient(${image}, ${image})`).join(', '),
    backgroundSize: layers.map(({ size }) => size).join(', '),
    backgroundPosition: layers.map(({ position }) => position).join(', '),
    backgroundRepeat: 'no-repeat',
  }
}

/** Placeholder with the shape of a ProductCard: its picture square and five lines of text. */
export function ProductCardSkeleton({ label = 'Loading' }: SkeletonProps) {
  return (
    <Box
      aria-busy="true"
      data-testid="product-card-skeleton"
      sx={(theme) => ({
        position: 'relative',
        width: '100%',
        // As tall as the picture square and the text under it. The percentage is of the grid cell's width;
        // the picture is as wide as the card inside its 1px borders.
        pt: `calc(100% - 2px + ${CARD_TEXT_HEIGHT}px)`,
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
        ...cardLayers(skeletonFill(theme)),
        ...pulseSx,
      })}
    >
      {label !== null && <VisuallyHidden>{label}</VisuallyHidden>}
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
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        ...pulseSx,
      }}
    >
      {label !== null && <VisuallyHidden>{label}</VisuallyHidden>}
      <Box
        sx={{
          bgcolor: skeletonFill,
          ...(shape === 'round'
            ? { width: { xs: 68, md: 88 }, height: { xs: 68, md: 88 }, borderRadius: '50%' }
            : { width: '100%', aspectRatio: '8 / 5', borderRadius: '10px' }),
        }}
      />
      {/* The caption: a bar inside a line box of the caption's height (0.9rem at line height 1.5). */}
      <Box
        sx={{
          width: '60%',
          height: '1.35rem',
          py: '0.27rem',
          backgroundClip: 'content-box',
          borderRadius: '4px',
          bgcolor: skeletonFill,
        }}
      />
    </Box>
  )
}

/**
 * Placeholder for the hero banner (10:3, rounded from tablet up); `showLabel` prints the label on it, and
 * `controls` keeps the room of the dots and pause button under a carousel of several banners, so the page
 * below does not move when they arrive.
 */
export function BannerSkeleton({
  label = 'Loading',
  showLabel = false,
  controls = false,
}: SkeletonProps & { showLabel?: boolean; controls?: boolean }) {
  const controlsRoom = controls ? BANNER_CONTROLS_GAP + BANNER_CONTROLS_HEIGHT : 0
  return (
    <Box aria-busy="true" data-testid="banner-skeleton" sx={{ width: '100%', position: 'relative' }}>
      {showLabel ? (
        <Typography
          component="p"
          sx={{
            position: 'absolute',
            inset: 0,
            // Centred on the picture, not on the room kept under it (a phone's words, the controls).
            bottom: { xs: `${controlsRoom + BANNER_PHONE_TEXT_HEIGHT}px`, md: `${controlsRoom}px` },
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
      <Box
        sx={{
          width: '100%',
          aspectRatio: { xs: BANNER_PHONE_ART_RATIO, md: BANNER_RATIO },
          borderRadius: { xs: 0, md: '10px' },
          bgcolor: skeletonFill,
          ...pulseSx,
        }}
      />
      {/* On a phone a banner's words sit under its picture: keep their room too. */}
      <Box sx={{ display: { xs: 'block', md: 'none' }, height: BANNER_PHONE_TEXT_HEIGHT }} />
      {/* A box, not a margin: a margin would collapse through the parent and the room would be lost. */}
      {controls && <Box sx={{ height: controlsRoom }} />}
    </Box>
  )
}
