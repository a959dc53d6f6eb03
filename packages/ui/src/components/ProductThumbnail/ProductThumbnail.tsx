import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import { styled, type Theme } from '@mui/material/styles'
import { type CSSProperties, useState } from 'react'

/**
 * A product's picture in a square of its own beside its name (a cart line, a wished item): the first
 * picture, contained; a plain icon when there is none or it fails to load, so a row never shows a
 * broken image. Internal to @haat/ui.
 */
export interface ProductThumbnailProps {
  src: string | undefined
  /** The square's side in px, and below the phone breakpoint when it differs there. */
  side: number
  phoneSide?: number
  /** Room between the picture and the square's edge, in px. */
  inset: number
  /** The fallback icon's size, in px. */
  iconSize: number
  /** Fetched at once and first, for the rows a page opens with; else lazily. */
  priority?: boolean
  /** Inline style of the picture (e.g. greyed out for a product that cannot be bought). */
  style?: CSSProperties
  /** Placement by the row that holds it (its grid area). */
  className?: string
}

interface SquareProps {
  side: number
  phoneSide: number | undefined
}

const ownProps = new Set<PropertyKey>(['side', 'phoneSide', 'inset'])
const shouldForwardProp = (prop: PropertyKey) => !ownProps.has(prop)

/** The square itself: the same whether it holds the picture or the icon. */
const squareSx = (theme: Theme, { side, phoneSide }: SquareProps) => ({
  display: 'block',
  width: side,
  height: side,
  borderRadius: 8,
  backgroundColor: theme.vars.palette.surface.muted,
  boxSizing: 'border-box' as const,
  ...(phoneSide === undefined
    ? {}
    : { [theme.breakpoints.down('sm')]: { width: phoneSide, height: phoneSide } }),
})

const Picture = styled('img', { shouldForwardProp })<SquareProps & { inset: number }>(
  ({ theme, side, phoneSide, inset }) => ({
    ...squareSx(theme, { side, phoneSide }),
    objectFit: 'contain',
    padding: inset,
  }),
)

const NoPicture = styled('span', { shouldForwardProp })<SquareProps>(({ theme, side, phoneSide }) => ({
  ...squareSx(theme, { side, phoneSide }),
  display: 'grid',
  placeItems: 'center',
  color: (theme.vars ?? theme).palette.text.secondary,
}))

export function ProductThumbnail({
  src,
  side,
  phoneSide,
  inset,
  iconSize,
  priority = false,
  style,
  className,
}: ProductThumbnailProps) {
  const [failed, setFailed] = useState(false)
  if (failed || !src)
    return (
      <NoPicture side={side} phoneSide={phoneSide} className={className}>
        <ImageNotSupportedOutlined aria-hidden sx={{ fontSize: iconSize }} />
      </NoPicture>
    )
  return (
    <Picture
      side={side}
      phoneSide={phoneSide}
      inset={inset}
      className={className}
      src={src}
      alt=""
      width={side}
      height={side}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      style={style}
    />
  )
}
