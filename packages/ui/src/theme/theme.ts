import { createTheme } from '@mui/material/styles'

/** The brand purple of the specification, with a deal accent. Contrast checked for white text (8.9:1). */
export const brand = {
  purple: '#6a1b9a',
  purpleDark: '#4a148c',
  purpleLight: '#f3e5f5',
  deal: '#c62828',
  success: '#1b5e20',
  ink: '#1f1a24',
  muted: '#5c5566',
  surface: '#f6f4f8',
} as const

export const fontFamily =
  '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

/**
 * One theme for the whole storefront and Storybook. Breakpoints follow the specification's carousel
 * widths (480, 576, 768, 991, 1200, 1500) so layouts and carousels agree on where a phone ends.
 */
export const theme = createTheme({
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: { main: brand.purple, dark: brand.purpleDark, light: '#9c4dcc', contrastText: '#ffffff' },
    secondary: { main: '#ef6c00', contrastText: '#1f1a24' },
    error: { main: brand.deal },
    success: { main: brand.success },
    text: { primary: brand.ink, secondary: brand.muted },
    background: { default: brand.surface, paper: '#ffffff' },
  },
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.35rem', fontWeight: 700 },
    h3: { fontSize: '1.1rem', fontWeight: 650 },
    h4: { fontSize: '1rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Keyboard focus is a white ring inside an ink one, so it shows on the purple top bar and on white
    // alike (MUI's own focus ripple is a faint tint, about 2:1).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            outline: '2px solid #ffffff',
            outlineOffset: 0,
            boxShadow: `0 0 0 4px ${brand.ink}`,
          },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #e6e1ea' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
})

export type HaatTheme = typeof theme
