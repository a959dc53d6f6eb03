import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useState } from 'react'

export interface CategoryTileProps {
  /** Category name; null shows "Unnamed Category". */
  name: string | null
  iconUrl: string
  href: string
}

/** The icon's circle. */
const iconSizeSx = { width: { xs: 68, md: 88 }, height: { xs: 68, md: 88 } } as const
/**
 * The name's box: two lines high even for a one-line name, so every row of tiles is as tall as the next and
 * as its skeleton (CategoryTileSkeleton), and the grid does not move when the names arrive.
 */
const captionBoxSx = {
  fontSize: { xs: '0.8rem', md: '0.9rem' },
  lineHeight: 1.3,
  minHeight: '2.6em',
} as const
/** The tile's frame around the icon and the name. */
const tileFrameSx = {
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  py: 1,
} as const

/** A hot category: a round icon over its name, the whole tile one link. */
export function CategoryTile({ name, iconUrl, href }: CategoryTileProps) {
  const [failed, setFailed] = useState(false)
  const label = name?.trim() ? name : 'Unnamed Category'
  return (
    <Link
      href={href}
      underline="none"
      sx={{
        ...tileFrameSx,
        borderRadius: '10px',
        color: 'text.primary',
        '&:hover .category-icon': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      <Box
        className="category-icon"
        sx={{
          ...iconSizeSx,
          borderRadius: '50%',
          background: (theme) => theme.vars.gradient.categoryTile,
          border: 2,
          borderColor: 'border.tint',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          transition: 'border-color 150ms ease, transform 150ms ease',
        }}
      >
        {!failed && iconUrl ? (
          <Box
            component="img"
            src={iconUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            sx={{ width: '70%', height: '70%', objectFit: 'contain' }}
          />
        ) : (
          <Box
            component="span"
            aria-hidden
            sx={{ fontSize: '1.6rem', fontWeight: 700, color: 'primary.main' }}
          >
            {label.charAt(0).toUpperCase()}
          </Box>
        )}
      </Box>
      <Box
        component="span"
        sx={{
          ...captionBoxSx,
          fontWeight: 600,
          textAlign: 'center',
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflowWrap: 'anywhere',
        }}
        title={label}
      >
        {label}
      </Box>
    </Link>
  )
}

/**
 * A category tile while the categories load: the same frame, circle and two-line name box, so the grid is
 * as tall as it will be. It says nothing of its own: the section around it names what is loading.
 */
export function CategoryTileSkeleton() {
  return (
    <Box aria-hidden data-testid="category-tile-skeleton" sx={tileFrameSx}>
      <Box sx={{ ...iconSizeSx, borderRadius: '50%', bgcolor: (theme) => theme.vars.palette.Skeleton.bg }} />
      <Box
        sx={{
          ...captionBoxSx,
          width: '70%',
          // One bar in the first line of the name's box.
          backgroundImage: (theme) =>
            `linear-gradient(${theme.vars.palette.Skeleton.bg}, ${theme.vars.palette.Skeleton.bg})`,
          backgroundSize: '100% 0.8em',
          backgroundPosition: '0 0.25em',
          backgroundRepeat: 'no-repeat',
        }}
      />
    </Box>
  )
}
