import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import type { SxProps, Theme } from '@mui/material/styles'
import { type ReactNode, useState } from 'react'

/**
 * Building blocks of the image tiles (deals, brands, stores, arrivals, discounts): a white card that is
 * one link, and an image box of a fixed ratio that keeps its space while loading and if it fails.
 */
export function TileCard({
  href,
  children,
  sx,
  current = false,
}: {
  href: string
  children: ReactNode
  sx?: SxProps<Theme>
  /** The tile links to the page being shown: its link says so (aria-current="page"). */
  current?: boolean
}) {
  return (
    <Card
      sx={[
        {
          width: '100%',
          height: '100%',
          borderRadius: '10px',
          transition: 'box-shadow 150ms ease',
          '&:hover, &:focus-within': { boxShadow: (t) => t.vars.customShadows.hover },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CardActionArea
        href={href}
        aria-current={current ? 'page' : undefined}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          borderRadius: 'inherit',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
        }}
      >
        {children}
      </CardActionArea>
    </Card>
  )
}

export interface TileImageProps {
  src: string
  /** Empty when the tile's text already says what the image shows. */
  alt: string
  /** CSS aspect ratio, e.g. '8 / 5'. */
  ratio: string
  fit?: 'cover' | 'contain'
  children?: ReactNode
  sx?: SxProps<Theme>
}

export function TileImage({ src, alt, ratio, fit = 'cover', children, sx }: TileImageProps) {
  const [failed, setFailed] = useState(false)
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: ratio,
          bgcolor: 'surface.muted',
          overflow: 'hidden',
          flexShrink: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {failed || !src ? (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
          }}
        >
          <ImageNotSupportedOutlined aria-hidden sx={{ fontSize: 40 }} />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: fit,
            p: fit === 'contain' ? 1.5 : 0,
            boxSizing: 'border-box',
          }}
        />
      )}
      {children}
    </Box>
  )
}

/** Caption styles shared by the tiles. */
export const tileTitleSx = {
  m: 0,
  fontSize: '0.95rem',
  fontWeight: 600,
  lineHeight: 1.35,
  color: 'text.primary',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const
