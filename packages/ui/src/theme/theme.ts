import { createTheme, type ThemeOptions } from '@mui/material/styles'
import './augment.ts'
import {
  borderColours,
  brandColours,
  dealColours,
  fontFamily,
  gatewayColours,
  gradient,
  motion,
  onDarkColours,
  overlayColours,
  radius,
  ratingColours,
  shadow,
  surfaceColours,
  textColours,
  toneColours,
} from './tokens.ts'

export { fontFamily }

/**
 * The brand colours by their old names, kept for code outside @haat/ui that imported them; components use
 * palette paths instead (`primary.main`, `surface.selected`, `background.default`...).
 */
export const brand = {
  purple: brandColours.purple,
  purpleDark: brandColours.purpleDark,
  purpleLight: surfaceColours.selected,
  deal: dealColours.main,
  success: toneColours.success.fg,
  ink: textColours.primary,
  muted: textColours.secondary,
  surface: surfaceColours.page,
} as const

/** What the theme is made of (see createHaatTheme). */
const themeOptions: ThemeOptions = {
  cssVariables: true,
  palette: {
    mode: 'light',
    primary: {
      main: brandColours.purple,
      dark: brandColours.purpleDark,
      light: brandColours.purpleLight,
      contrastText: onDarkColours.main,
    },
    secondary: { main: brandColours.orange, contrastText: textColours.primary },
    error: { main: dealColours.main },
    success: { main: toneColours.success.fg },
    text: {
      primary: textColours.primary,
      secondary: textColours.secondary,
      warning: textColours.warning,
      urgent: textColours.urgent,
      onDisabled: textColours.onDisabled,
    },
    background: { default: surfaceColours.page, paper: surfaceColours.paper },
    surface: surfaceColours,
    border: borderColours,
    tone: toneColours,
    deal: dealColours,
    rating: ratingColours,
    gateway: gatewayColours,
    overlay: overlayColours,
    onDark: onDarkColours,
    accent: { spark: brandColours.spark, sparkSoft: brandColours.sparkSoft },
  },
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  shape: { borderRadius: radius.md },
  radius,
  customShadows: shadow,
  gradient,
  transitions: {
    duration: {
      shortest: motion.duration.fast,
      shorter: motion.duration.medium,
      short: motion.duration.slow,
    },
  },
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
        root: ({ theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.vars.palette.onDark.main}`,
            outlineOffset: 0,
            boxShadow: `0 0 0 4px ${theme.vars.palette.text.primary}`,
          },
        }),
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.vars.palette.border.main}` }) },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
}

/**
 * A new copy of the one theme of the whole storefront and Storybook. Every token becomes a CSS variable
 * (`cssVariables: true`): sx palette paths and `theme.vars.…` resolve to `var(--mui-…)`. Breakpoints follow
 * the specification's carousel widths (480, 576, 768, 991, 1200, 1500) so layouts and carousels agree on
 * where a phone ends.
 */
export function createHaatTheme() {
  return createTheme(themeOptions)
}

/**
 * The theme, made when this module loads. An app that wants its first task short makes its own copy with
 * createHaatTheme when it needs it (making one is about a fifth of the storefront's start-up script on a
 * phone); unused, this one is left out of the bundle.
 */
export const theme = /* @__PURE__ */ createHaatTheme()

export type HaatTheme = typeof theme
