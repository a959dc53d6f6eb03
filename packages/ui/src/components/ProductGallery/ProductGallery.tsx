import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded'
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import CloseRounded from '@mui/icons-material/CloseRounded'
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import ZoomInRounded from '@mui/icons-material/ZoomInRounded'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import { styled } from '@mui/material/styles'
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react'
import { visuallyHiddenSx } from '../VisuallyHidden/index.ts'

/** One picture: its address and, when the server offers several widths, a srcSet. */
export interface GalleryImage {
  src: string
  /** e.g. "/media/p/1?w=400 400w, /media/p/1?w=800 800w"; the browser picks by `sizes`. */
  srcSet?: string
}

export interface ProductGalleryProps {
  images: GalleryImage[]
  /** The product's name: the pictures' alternative text. */
  name: string
  /** The pictures' own size, so the box is reserved before they arrive. */
  width?: number
  height?: number
  /** How wide the large picture is drawn, for srcSet: a phone gets its screen's width, not a huge file. */
  sizes?: string
  /** Which picture shows first. */
  initialIndex?: number
  /** Told whenever another picture is shown. */
  onSelect?: (index: number) => void
}

// A swipe must move this far sideways (px) to turn the picture, so a tap still zooms.
const SWIPE_MIN = 40
const THUMB = 64

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: '1fr',
  // Desktop: the thumbnails in a column at the left of the large picture.
  [theme.breakpoints.up('md')]: { gridTemplateColumns: `${THUMB + 8}px 1fr` },
}))

const Thumbs = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 4,
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  order: 2,
  [theme.breakpoints.up('md')]: {
    order: 0,
    flexDirection: 'column',
    overflowX: 'visible',
    overflowY: 'auto',
    maxHeight: 480,
  },
}))

const Thumb = styled('button')(({ theme }) => ({
  display: 'block',
  flexShrink: 0,
  width: THUMB,
  height: THUMB,
  padding: 2,
  borderRadius: 8,
  border: `2px solid ${theme.vars.palette.border.main}`,
  backgroundColor: theme.vars.palette.background.paper,
  cursor: 'pointer',
  '&[aria-current="true"]': { borderColor: (theme.vars ?? theme).palette.primary.main },
  '&:focus-visible': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  '& > img': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
}))

const Stage = styled('button')(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${theme.vars.palette.border.main}`,
  borderRadius: 10,
  backgroundColor: theme.vars.palette.background.paper,
  cursor: 'zoom-in',
  overflow: 'hidden',
  // Vertical scrolling stays the page's; a sideways swipe is ours.
  touchAction: 'pan-y',
  '&:focus-visible': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  '& > img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1 / 1',
    objectFit: 'contain',
    padding: 12,
    boxSizing: 'border-box',
  },
  '& > svg:last-of-type': {
    position: 'absolute',
    right: 10,
    bottom: 10,
    padding: 4,
    borderRadius: '50%',
    backgroundColor: theme.vars.palette.overlay.glass,
    color: (theme.vars ?? theme).palette.text.secondary,
  },
}))

const NoPicture = styled('div')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1 / 1',
  border: `1px solid ${theme.vars.palette.border.main}`,
  borderRadius: 10,
  backgroundColor: theme.vars.palette.surface.muted,
  color: (theme.vars ?? theme).palette.text.secondary,
}))

const ZoomedImage = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 'calc(100vh - 96px)',
  objectFit: 'contain',
})

const dialogButtonSx = {
  position: 'absolute',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'background.paper' },
} as const

/**
 * The product's pictures: the chosen one large, thumbnails to choose (a column on desktop, a row under it
 * on a phone), arrow keys and sideways swipes to turn, and a zoomed view in a dialog. The first picture
 * loads at once with high priority (likely the page's largest paint); thumbnails load lazily.
 */
export function ProductGallery({
  images,
  name,
  width = 600,
  height = 600,
  sizes = '(max-width: 767px) 100vw, 520px',
  initialIndex = 0,
  onSelect,
}: ProductGalleryProps) {
  const count = images.length
  const [chosen, setIndex] = useState(Math.max(0, initialIndex))
  // Another product's shorter list must not point past its end (the page may reuse the gallery).
  const index = Math.min(chosen, Math.max(0, count - 1))
  const [zoomed, setZoomed] = useState(false)
  const swipeStart = useRef<number | null>(null)
  const swiped = useRef(false)
  const thumbsRef = useRef<HTMLUListElement>(null)
  const dialogTitleId = useId()

  if (count === 0)
    return (
      <NoPicture role="img" aria-label={`${name}: no picture`}>
        <ImageNotSupportedOutlined aria-hidden sx={{ fontSize: 64 }} />
      </NoPicture>
    )

  const show = (next: number, focusThumb = false) => {
    const wrapped = (next + count) % count
    setIndex(wrapped)
    onSelect?.(wrapped)
    if (focusThumb) thumbsRef.current?.querySelectorAll('button')[wrapped]?.focus()
  }
  const alt = (i: number) => (count > 1 ? `${name}, picture ${i + 1} of ${count}` : name)
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    // On a thumbnail the focus follows the choice, as in a list of tabs.
    const onThumb = thumbsRef.current?.contains(event.target as Node) ?? false
    show(index + step, onThumb)
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
    swiped.current = false
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const dx = event.clientX - swipeStart.current
    swipeStart.current = null
    if (count > 1 && Math.abs(dx) >= SWIPE_MIN) {
      swiped.current = true
      show(index + (dx < 0 ? 1 : -1))
    }
  }
  const image = images[index] as GalleryImage

  return (
    <Root onKeyDown={onKeyDown} data-testid="product-gallery">
      {count > 1 && (
        <Thumbs ref={thumbsRef} aria-label="Product pictures">
          {images.map((img, i) => (
            // A seller may list one picture twice: its place in the list tells the two apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the pictures' order is fixed while the page is open
            <li key={`${i}:${img.src}`}>
              <Thumb
                type="button"
                aria-label={`Show picture ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              >
                <img
                  src={img.src}
                  srcSet={img.srcSet}
                  sizes={`${THUMB}px`}
                  alt=""
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                  decoding="async"
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
      <Stage
        type="button"
        aria-label={`Zoom: ${alt(index)}`}
        onClick={() => {
          // A swipe ends in a click too; it turned the picture, it should not also zoom.
          if (swiped.current) {
            swiped.current = false
            return
          }
          setZoomed(true)
        }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null
        }}
      >
        <img
          key={image.src}
          src={image.src}
          srcSet={image.srcSet}
          sizes={sizes}
          alt={alt(index)}
          width={width}
          height={height}
          draggable={false}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        <ZoomInRounded aria-hidden />
      </Stage>
      <Dialog
        open={zoomed}
        onClose={() => setZoomed(false)}
        maxWidth="lg"
        fullWidth
        aria-labelledby={dialogTitleId}
        // No key handler here: the dialog's keys reach the gallery's through React's portal bubbling.
      >
        <h2 id={dialogTitleId} style={visuallyHiddenSx}>
          {alt(index)}
        </h2>
        <ZoomedImage
          src={image.src}
          srcSet={image.srcSet}
          sizes="100vw"
          alt={alt(index)}
          width={width}
          height={height}
        />
        <IconButton
          aria-label="Close"
          onClick={() => setZoomed(false)}
          sx={{ ...dialogButtonSx, top: 8, right: 8 }}
        >
          <CloseRounded />
        </IconButton>
        {count > 1 && (
          <>
            <IconButton
              aria-label="Previous picture"
              onClick={() => show(index - 1)}
              sx={{ ...dialogButtonSx, left: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronLeftRounded />
            </IconButton>
            <IconButton
              aria-label="Next picture"
              onClick={() => show(index + 1)}
              sx={{ ...dialogButtonSx, right: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronRightRounded />
            </IconButton>
          </>
        )}
      </Dialog>
    </Root>
  )
}
