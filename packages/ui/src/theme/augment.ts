// Teaches TypeScript the theme's own tokens, so sx palette paths (`'border.main'`) and `theme.vars.…` are
// checked like MUI's built-in ones. The values live in tokens.ts.
import type {
  borderColours,
  dealColours,
  gatewayColours,
  gradient,
  onDarkColours,
  overlayColours,
  radius,
  ratingColours,
  shadow,
  surfaceColours,
  toneColours,
} from './tokens.ts'

/** A token group as the theme holds it: same names, any string value (CSS variables in `theme.vars`). */
type Strings<T> = { [K in keyof T]: T[K] extends string | number ? string : Strings<T[K]> }

type HaatPalette = {
  surface: Strings<typeof surfaceColours>
  border: Strings<typeof borderColours>
  tone: Strings<typeof toneColours>
  deal: Strings<typeof dealColours>
  rating: Strings<typeof ratingColours>
  gateway: Strings<typeof gatewayColours>
  overlay: Strings<typeof overlayColours>
  onDark: Strings<typeof onDarkColours>
  accent: { spark: string; sparkSoft: string }
}

type HaatThemeTokens = {
  radius: { [K in keyof typeof radius]: number }
  customShadows: Strings<typeof shadow>
  gradient: Strings<typeof gradient>
}

type HaatThemeVars = {
  radius: Strings<typeof radius>
  customShadows: Strings<typeof shadow>
  gradient: Strings<typeof gradient>
}

declare module '@mui/material/styles' {
  // The theme is always built with cssVariables: true, so `theme.vars` is always there.
  interface CssThemeVariables {
    enabled: true
  }
  interface Palette extends HaatPalette {}
  interface PaletteOptions extends Partial<HaatPalette> {}
  interface TypeText {
    warning: string
    urgent: string
    onDisabled: string
  }
  interface Theme extends HaatThemeTokens {}
  interface ThemeOptions extends Partial<HaatThemeTokens> {}
  interface CssVarsThemeOptions extends Partial<HaatThemeTokens> {}
  interface ThemeVars extends HaatThemeVars {}
}
