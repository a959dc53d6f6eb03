import type { EmojiArtwork } from './emoji.ts'

/**
 * The drawing pieces every generated picture shares: palettes, the rounded gradient card, decorative
 * bubbles and placing an emoji. Everything here is a pure function of its arguments, so the same input
 * always gives the same bytes (the seed, the fixture script and visual baselines rely on that).
 */

export interface Palette {
  /** Gradient start and end of the background. */
  from: string
  to: string
  /** Decorative shapes. */
  accent: string
  /** Text on the background (passes WCAG AA on both gradient ends). */
  ink: string
}

export const palettes: readonly Palette[] = [
  { from: '#F3E8FF', to: '#DDD6FE', accent: '#7C3AED', ink: '#3B0764' },
  { from: '#E0F2FE', to: '#BAE6FD', accent: '#0284C7', ink: '#0C4A6E' },
  { from: '#DCFCE7', to: '#BBF7D0', accent: '#16A34A', ink: '#14532D' },
  { from: '#FEF3C7', to: '#FDE68A', accent: '#D97706', ink: '#78350F' },
  { from: '#FFE4E6', to: '#FECDD3', accent: '#E11D48', ink: '#881337' },
  { from: '#FFEDD5', to: '#FED7AA', accent: '#EA580C', ink: '#7C2D12' },
  { from: '#E0E7FF', to: '#C7D2FE', accent: '#4F46E5', ink: '#312E81' },
  { from: '#CCFBF1', to: '#99F6E4', accent: '#0D9488', ink: '#134E4A' },
  { from: '#FCE7F3', to: '#FBCFE8', accent: '#DB2777', ink: '#831843' },
  { from: '#F1F5F9', to: '#E2E8F0', accent: '#475569', ink: '#0F172A' },
]

/** Saturated colours for brand logos, each dark enough for white initials (contrast at least 4.5:1). */
export const logoColours: readonly string[] = [
  '#6D28D9',
  '#1D4ED8',
  '#047857',
  '#B45309',
  '#BE123C',
  '#C2410C',
  '#4338CA',
  '#0F766E',
  '#A21CAF',
  '#334155',
  '#7E22CE',
  '#15803D',
]

export function palette(index: number): Palette {
  return palettes[((index % palettes.length) + palettes.length) % palettes.length] as Palette
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The emoji placed in a box of `size` px at (x, y), optionally turned by `rotate` degrees. */
export function placeEmoji(art: EmojiArtwork, x: number, y: number, size: number, rotate = 0): string {
  const inner = `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${art.width} ${art.height}">${art.body}</svg>`
  if (!rotate) return inner
  return `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})">${inner}</g>`
}

export function background(
  w: number,
  h: number,
  radius: number,
  p: Palette,
  direction: 'diagonal' | 'horizontal',
): string {
  const [x2, y2] = direction === 'diagonal' ? [1, 1] : [1, 0]
  return (
    `<defs><linearGradient id="haat-bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<radialGradient id="haat-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="${radius}" fill="url(#haat-bg)"/>`
  )
}

/** The document, its content clipped to the rounded card so decorations never spill past the corners. */
export function svg(w: number, h: number, radius: number, title: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<clipPath id="haat-card"><rect width="${w}" height="${h}" rx="${radius}"/></clipPath>` +
    `<g clip-path="url(#haat-card)">${content}</g></svg>\n`
  )
}

/** Soft decorative circles whose layout depends on `variant`, so variations of one product differ. */
export function bubbles(w: number, h: number, p: Palette, variant: number): string {
  const layouts = [
    [
      [0.12, 0.15, 0.16],
      [0.9, 0.82, 0.2],
    ],
    [
      [0.88, 0.14, 0.18],
      [0.1, 0.86, 0.14],
    ],
    [
      [0.15, 0.8, 0.2],
      [0.86, 0.2, 0.12],
    ],
    [
      [0.5, 0.06, 0.14],
      [0.92, 0.6, 0.16],
    ],
  ]
  const layout = layouts[variant % layouts.length] ?? []
  return layout
    .map(
      ([cx = 0, cy = 0, r = 0]) =>
        `<circle cx="${Math.round(cx * w)}" cy="${Math.round(cy * h)}" r="${Math.round(r * Math.min(w, h))}" fill="${p.accent}" opacity="0.14"/>`,
    )
    .join('')
}

/** `from` moved towards `to` by `amount` (0 keeps `from`, 1 gives `to`), both as #RRGGBB. */
export function mixColour(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  return `#${[0, 1, 2]
    .map((i) => {
      const value = Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount)
      return value.toString(16).padStart(2, '0').toUpperCase()
    })
    .join('')}`
}
