import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** The usual clip pattern: read by screen readers, invisible on screen. */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const

/** Text for assistive technology only (e.g. "Loading" inside a skeleton). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  )
}
