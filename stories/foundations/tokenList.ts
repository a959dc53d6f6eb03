import { theme } from '@haat/ui'

/** One colour token: its palette path (what sx takes), its value and the CSS variable the theme emits. */
export interface ColourToken {
  path: string
  value: string
  cssVariable: string
}

/** A group of the palette as the Colours page shows it, with what it is for. */
export interface ColourGroup {
  name: string
  purpose: string
  tokens: ColourToken[]
}

const groups: { name: string; purpose: string }[] = [
  { name: 'primary', purpose: 'The brand purple: buttons, links, the top bar, selected states.' },
  { name: 'secondary', purpose: 'The orange of the logo.' },
  { name: 'error', purpose: 'Errors, and the red of deals and discounts.' },
  { name: 'success', purpose: 'Success, savings, delivered.' },
  { name: 'text', purpose: 'Ink for words.' },
  { name: 'background', purpose: 'The page and the paper of cards.' },
  {
    name: 'surface',
    purpose: 'Tinted backgrounds: picture wells, header bands, selected and disabled states.',
  },
  { name: 'border', purpose: 'Lines, from hairlines between rows to outlines of controls (3:1).' },
  { name: 'tone', purpose: 'Background and text pairs of chips, badges and status bands.' },
  { name: 'deal', purpose: 'Discounts and urgency.' },
  { name: 'rating', purpose: 'Rating stars.' },
  { name: 'accent', purpose: 'Yellow and pale orange that stand out on the purple bar.' },
  { name: 'gateway', purpose: "The payment provider's purple." },
  { name: 'overlay', purpose: 'Translucent layers over pictures.' },
  { name: 'onDark', purpose: 'Content on the purple bar, the footer and other dark surfaces.' },
]

// MUI adds derived entries (channels for rgb() with an alpha, hover states of the built-in colours'
// contrast); the page lists what the theme's author wrote.
const isDerived = (key: string) => key.endsWith('Channel') || key === 'disabled' || key === 'hint'

function flatten(prefix: string, value: unknown): ColourToken[] {
  if (typeof value === 'string') {
    return [{ path: prefix, value, cssVariable: `--mui-palette-${prefix.replaceAll('.', '-')}` }]
  }
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !isDerived(key))
      .flatMap(([key, inner]) => flatten(`${prefix}.${key}`, inner))
  }
  return []
}

/** Every colour token of the theme, by group. */
export const colourGroups: ColourGroup[] = groups.map(({ name, purpose }) => ({
  name,
  purpose,
  tokens: flatten(name, (theme.palette as unknown as Record<string, unknown>)[name]),
}))

/** A colour written as hex or rgb()/rgba(), as the browser's computed style writes it. */
export function asComputedColour(value: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1]
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16))
    return `rgb(${r}, ${g}, ${b})`
  }
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(value)
  if (rgba) {
    const [, r, g, b, a] = rgba
    return a === undefined || a === '1' ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`
  }
  return value
}
