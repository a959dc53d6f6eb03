import { emoji } from './emoji.ts'
import { background, bubbles, escapeXml, logoColours, palette, placeEmoji, svg } from './svg.ts'

/**
 * The catalogue's pictures: products, brand logos, category icons and deal or store cards, composed as
 * SVG from Fluent Emoji artwork on the shared gradient cards of svg.ts.
 */

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
