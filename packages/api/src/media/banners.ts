import { emoji } from './emoji.ts'
import { background, mixColour, palette, placeEmoji, svg } from './svg.ts'

/**
 * Banner artwork. Pictures carry no words: a banner's headline, sub-line and link are HTML over the
 * artwork (see docs/product.md, Banners), because text drawn into a 1600 px picture shrinks to a few
 * pixels on a phone and a drawn button cannot be pressed.
 */

/**
 * Hero banner artwork, 1600x480, no text. `layout: 'text'` (the default) keeps the left half quiet for
 * the words laid over it and puts the art on the right, where a phone's crop (the right end of the
 * picture) also finds it; `layout: 'art'` spreads the art over the whole width for a banner shown
 * without words (a category page's).
 */
export function bannerImage(opts: {
  icon: string
  secondIcon?: string
  /** The picture's own title (what it shows), not text drawn on it. */
  title: string
  paletteIndex: number
  layout?: 'text' | 'art'
}): string {
  const p = palette(opts.paletteIndex)
  const layout = opts.layout ?? 'text'
  const main = emoji(opts.icon)
  const second = opts.secondIcon ? emoji(opts.secondIcon) : null
  const art =
    layout === 'text'
      ? `<circle cx="1200" cy="250" r="310" fill="url(#haat-glow)"/>` +
        `<circle cx="1480" cy="70" r="120" fill="${p.accent}" opacity="0.12"/>` +
        `<circle cx="70" cy="440" r="80" fill="${p.accent}" opacity="0.08"/>` +
        `<ellipse cx="1130" cy="440" rx="170" ry="18" fill="#000000" opacity="0.08"/>` +
        placeEmoji(main, 930, 50, 380, -6) +
        (second ? placeEmoji(second, 1340, 230, 200, 10) : '')
      : `<circle cx="800" cy="240" r="360" fill="url(#haat-glow)"/>` +
        `<circle cx="1480" cy="70" r="120" fill="${p.accent}" opacity="0.12"/>` +
        `<circle cx="140" cy="420" r="110" fill="${p.accent}" opacity="0.10"/>` +
        `<circle cx="330" cy="90" r="46" fill="${p.accent}" opacity="0.10"/>` +
        `<ellipse cx="800" cy="440" rx="180" ry="18" fill="#000000" opacity="0.08"/>` +
        placeEmoji(main, 610, 50, 380, -4) +
        (second ? placeEmoji(second, 200, 170, 220, -10) + placeEmoji(second, 1180, 170, 220, 10) : '')
  return svg(1600, 480, 32, opts.title, background(1600, 480, 32, p, 'horizontal') + art)
}

/**
 * A brand page's hero artwork, 1600x400, no text: the brand's colour, deepening to the right, with the
 * emoji of what the brand sells on the right. The left end stays calm, since the page lays the brand's
 * logo over its bottom-left corner.
 */
export function brandHeroImage(opts: {
  /** The brand's colour (its logo's). */
  colour: string
  /** The emoji of its products, most sold first; the first four are drawn. */
  icons: readonly string[]
  title: string
}): string {
  const light = mixColour(opts.colour, '#FFFFFF', 0.82)
  const mid = mixColour(opts.colour, '#FFFFFF', 0.55)
  const icons = opts.icons.slice(0, 4)
  // Largest first, stepping to the right end; a brand with one kind of product shows it once, big.
  const slots: [number, number, number, number][] = [
    [1020, 60, 280, -6],
    [1300, 40, 200, 8],
    [1290, 230, 150, -10],
    [820, 200, 150, 12],
  ]
  const drawn = icons
    .map((icon, i) => {
      const [x, y, size, rotate] = slots[i] as [number, number, number, number]
      return placeEmoji(emoji(icon), x, y, size, rotate)
    })
    .join('')
  return svg(
    1600,
    400,
    24,
    opts.title,
    `<defs><linearGradient id="haat-brand" x1="0" y1="0" x2="1" y2="0.4">` +
      `<stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/>` +
      `<stop offset="1" stop-color="${opts.colour}"/></linearGradient>` +
      `<radialGradient id="haat-brand-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.85"/>` +
      `<stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1600" height="400" fill="url(#haat-brand)"/>` +
      `<circle cx="1180" cy="200" r="300" fill="url(#haat-brand-glow)"/>` +
      `<circle cx="180" cy="-40" r="200" fill="${opts.colour}" opacity="0.10"/>` +
      `<circle cx="560" cy="420" r="150" fill="${opts.colour}" opacity="0.08"/>` +
      `<circle cx="1560" cy="360" r="140" fill="#FFFFFF" opacity="0.14"/>` +
      `<path d="M0 330 C 400 270 800 390 1600 300 L1600 400 L0 400 Z" fill="#FFFFFF" opacity="0.18"/>` +
      drawn,
  )
}
