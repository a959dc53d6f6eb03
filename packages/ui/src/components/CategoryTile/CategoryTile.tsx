import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useState } from 'react'

export interface CategoryTileProps {
  /** Category name; null shows "Unnamed Category". */
  name: string | null
  iconUrl: string
  href: string
}

/** A hot category: a round icon over its name, the whole tile one link. */
export function CategoryTile({ name, iconUrl, href }: CategoryTileProps) {
  const [failed, setFailed] = useState(false)
  const label = name?.trim() ? name : 'Unnamed Category'
  return (
    <Link
      href={href}
      underline="none"
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderRadius: '10px',
        color: 'text.primary',
        '&:hover .category-icon': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      <Box
        className="category-icon"
        sx={{
          width: { xs: 68, md: 88 },
          height: { xs: 68, md: 88 },
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
          fontSize: { xs: '0.8rem', md: '0.9rem' },
          fontWeight: 600,
          textAlign: 'center',
          lineHeight: 1.3,
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
