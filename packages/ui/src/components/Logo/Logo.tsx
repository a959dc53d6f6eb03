import Link from '@mui/material/Link'

export interface LogoProps {
  /** Where the wordmark leads. */
  href?: string
  /** `onDark` (white, for the purple bar and the footer) or `onLight` (purple, for white pages). */
  tone?: 'onDark' | 'onLight'
}

/** The Haat wordmark: a small market-stall mark and the name. Its accessible name is "Haat home". */
export function Logo({ href = '/', tone = 'onDark' }: LogoProps) {
  // The ink is the link's text colour, which the mark's strokes take through currentColor.
  const onDark = tone === 'onDark'
  const ink = onDark ? 'onDark.main' : 'primary.main'
  return (
    <Link
      href={href}
      aria-label="Haat home"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: ink,
        borderRadius: 1,
        flexShrink: 0,
        '&:focus-visible': { outline: '2px solid', outlineColor: ink, outlineOffset: 2 },
        '& .logo-awning': {
          fill: (theme) => (onDark ? theme.vars.palette.accent.spark : theme.vars.palette.secondary.main),
        },
      }}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        {/* A stall: striped awning over a counter, the shape of a village haat. */}
        <path className="logo-awning" d="M3 11 L6 4 H26 L29 11 Z" />
        <path d="M9.5 4 L8.5 11 M16 4 V11 M22.5 4 L23.5 11" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 11 a3.25 3.25 0 0 0 6.5 0 a3.25 3.25 0 0 0 6.5 0 a3.25 3.25 0 0 0 6.5 0 a3.25 3.25 0 0 0 6.5 0"
          className="logo-awning"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        <rect
          x="6"
          y="15"
          width="20"
          height="13"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
        <path d="M13 28 V21 H19 V28" fill="none" stroke="currentColor" strokeWidth="2.2" />
      </svg>
      <span
        style={{
          fontWeight: 800,
          fontSize: '1.45rem',
          letterSpacing: '-0.02em',
          lineHeight: 1,
          fontStyle: 'italic',
        }}
      >
        Haat
      </span>
    </Link>
  )
}
