// Story decorators that decide prefers-reduced-motion for the carousels, whatever the browser says.
// The story tests run with reduced motion (stable screenshots); the autoplay stories opt back in.
import type { Theme } from '@mui/material/styles'
import { ThemeProvider } from '@mui/material/styles'
import type { Decorator } from '@storybook/react-vite'

export function withReducedMotion(reduce: boolean): Decorator {
  const matchMedia = (query: string) =>
    window.matchMedia(query.includes('prefers-reduced-motion') ? (reduce ? 'all' : 'not all') : query)
  return (Story) => (
    <ThemeProvider
      theme={(outer: Theme) => ({
        ...outer,
        components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia } } },
      })}
    >
      <Story />
    </ThemeProvider>
  )
}
