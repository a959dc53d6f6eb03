import type { Breakpoint, Theme } from '@mui/material/styles'
import { visuallyHiddenSx } from '../VisuallyHidden/VisuallyHidden.tsx'

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = visuallyHiddenSx

/**
 * Text that shows from `breakpoint` up and is only read aloud below it: icon buttons keep one accessible
 * name on every screen while phones show just the icon.
 */
export function visuallyHiddenBelow(breakpoint: Breakpoint) {
  return (theme: Theme) => ({
    [theme.breakpoints.down(breakpoint)]: visuallyHiddenSx,
  })
}
