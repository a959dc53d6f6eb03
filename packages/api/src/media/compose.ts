import { type EmojiArtwork, emoji } from './emoji.ts'

/**
 * Composes the demo catalogue's pictures as SVG: Fluent Emoji artwork on coloured rounded backgrounds
 * with soft gradients. Pure functions of their arguments, so the same input always gives the same bytes
 * (the seed, the fixture script and visual baselines rely on that).
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

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The emoji placed in a box of `size` px at (x, y), optionally turned by `rotate` degrees. */
function placeEmoji(art: EmojiArtwork, x: number, y: number, size: number, rotate = 0): string {
  const inner = `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${art.width} ${art.height}">${art.body}</svg>`
  if (!rotate) return inner
  return `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})">${inner}</g>`
}

function background(
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
function svg(w: number, h: number, radius: number, title: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<clipPath id="haat-card"><rect width="${w}" height="${h}" rx="${radius}"/></clipPath>` +
    `<g clip-path="url(#haat-card)">${content}</g></svg>\n`
  )
}

/** Soft decorative circles whose layout depends on `variant`, so variations of one product differ. */
function bubbles(w: number, h: number, p: Palette, variant: number): string {
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

/** Product picture, 600x600. */
export function productImage(opts: { icon: string; variant: number; title: string }): string {
  const p = palette(opts.variant * 3 + opts.icon.length)
  const tilt = [0, -8, 6, -4, 9][opts.variant % 5] ?? 0
  return svg(
    600,
    600,
    48,
    opts.title,
    background(600, 600, 48, p, 'diagonal') +
      bubbles(600, 600, p, opts.variant) +
      `<circle cx="300" cy="285" r="235" fill="url(#haat-glow)"/>` +
      `<ellipse cx="300" cy="505" rx="165" ry="20" fill="#000000" opacity="0.10"/>` +
      placeEmoji(emoji(opts.icon), 120, 100, 360, tilt),
  )
}

/** Hero banner, 1600x480, with a headline and a sub-line in SVG text. */
export function bannerImage(opts: {
  icon: string
  secondIcon?: string
  headline: string
  subline: string
  paletteIndex: number
}): string {
  const p = palette(opts.paletteIndex)
  // Text must end before the artwork (x = 960): shrink long lines, estimating glyph width per font size.
  const headlineSize = Math.min(76, Math.floor(860 / (opts.headline.length * 0.5)))
  const sublineSize = Math.min(36, Math.floor(860 / (opts.subline.length * 0.47)))
  const second = opts.secondIcon ? placeEmoji(emoji(opts.secondIcon), 1370, 250, 170, 10) : ''
  return svg(
    1600,
    480,
    32,
    opts.headline,
    background(1600, 480, 32, p, 'horizontal') +
      `<circle cx="1180" cy="240" r="300" fill="url(#haat-glow)"/>` +
      `<circle cx="1450" cy="60" r="120" fill="${p.accent}" opacity="0.12"/>` +
      `<circle cx="90" cy="430" r="90" fill="${p.accent}" opacity="0.10"/>` +
      placeEmoji(emoji(opts.icon), 960, 40, 400, -6) +
      second +
      `<text x="110" y="200" font-family="sans-serif" font-size="${headlineSize}" font-weight="700" fill="${p.ink}">${escapeXml(opts.headline)}</text>` +
      `<text x="112" y="268" font-family="sans-serif" font-size="${sublineSize}" fill="${p.ink}">${escapeXml(opts.subline)}</text>` +
      `<rect x="110" y="318" width="236" height="68" rx="34" fill="${p.ink}"/>` +
      `<text x="228" y="363" font-family="sans-serif" font-size="30" font-weight="700" fill="#FFFFFF" text-anchor="middle">Shop now</text>`,
  )
}

/** Deal, store or discount card picture, 800x500: one or two emoji on a gradient, no text. */
export function cardImage(opts: {
  icons: readonly string[]
  paletteIndex: number
  title: string
  badge?: string
}): string {
  const p = palette(opts.paletteIndex)
  const [first = 'shopping-bags', second] = opts.icons
  const badge = opts.badge
    ? `<circle cx="690" cy="110" r="70" fill="${p.ink}"/>` +
      `<text x="690" y="134" font-family="sans-serif" font-size="64" font-weight="700" fill="#FFFFFF" text-anchor="middle">${escapeXml(opts.badge)}</text>`
    : ''
  return svg(
    800,
    500,
    32,
    opts.title,
    background(800, 500, 32, p, 'diagonal') +
      bubbles(800, 500, p, opts.paletteIndex) +
      `<circle cx="400" cy="250" r="230" fill="url(#haat-glow)"/>` +
      (second
        ? placeEmoji(emoji(first), 170, 100, 280, -6) + placeEmoji(emoji(second), 420, 150, 230, 8)
        : placeEmoji(emoji(first), 250, 90, 300)) +
      badge,
  )
}

/** Brand logo, 240x240: initials (or an emoji) on a solid colour. */
export function logoImage(opts: { name: string; colourIndex: number; icon?: string }): string {
  const colour = logoColours[opts.colourIndex % logoColours.length] as string
  const initials = opts.name
    .split(/[\s&-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  const mark = opts.icon
    ? placeEmoji(emoji(opts.icon), 50, 50, 140)
    : `<text x="120" y="150" font-family="sans-serif" font-size="${initials.length > 1 ? 92 : 110}" font-weight="700" fill="#FFFFFF" text-anchor="middle">${escapeXml(initials)}</text>`
  return svg(
    240,
    240,
    40,
    `${opts.name} logo`,
    `<rect width="240" height="240" rx="40" fill="${colour}"/>` +
      `<circle cx="200" cy="40" r="60" fill="#FFFFFF" opacity="0.12"/>` +
      mark,
  )
}

/** Category icon, 240x240: the category's emoji on a soft round tile. */
export function categoryIcon(opts: { icon: string; paletteIndex: number; title: string }): string {
  const p = palette(opts.paletteIndex)
  return svg(
    240,
    240,
    120,
    opts.title,
    background(240, 240, 120, p, 'diagonal') +
      `<circle cx="120" cy="120" r="100" fill="url(#haat-glow)"/>` +
      placeEmoji(emoji(opts.icon), 45, 45, 150),
  )
}
