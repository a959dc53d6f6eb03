import { emoji } from './emoji.ts'
import { background, bubbles, escapeXml, logoColours, type Palette, palette, placeEmoji, svg } from './svg.ts'

/**
 * The catalogue's pictures: products, brand logos, category icons and deal or store cards, composed as
 * SVG from Fluent Emoji artwork on the shared gradient cards of svg.ts.
 */

/** How many looks a product picture has: products showing the same emoji take them in turn. */
export const PRODUCT_LOOKS = 8

/** A small stable number for a name, so each emoji starts its looks at a palette of its own. */
function nameHash(name: string): number {
  return [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7)
}

/** The backdrop behind the product, one of four, drawn in the palette's accent colour. */
function backdrop(style: number, p: Palette, variant: number): string {
  switch (style) {
    case 0:
      return bubbles(600, 600, p, variant)
    case 1:
      // Rings round the product, like a spotlight on a stage.
      return [250, 195, 140]
        .map((r, i) => `<circle cx="300" cy="290" r="${r}" fill="${p.accent}" opacity="${0.06 + i * 0.03}"/>`)
        .join('')
    case 2: {
      // A grid of small dots across the card.
      let dots = ''
      for (let y = 45; y < 600; y += 60) {
        for (let x = 45 + ((y / 60) % 2) * 30; x < 600; x += 60) {
          dots += `<circle cx="${x}" cy="${y}" r="5" fill="${p.accent}" opacity="0.16"/>`
        }
      }
      return dots
    }
    default:
      // An arch behind the product and a low plinth under it, like a shop-window display.
      return (
        `<path d="M110 600 V290 A190 190 0 0 1 490 290 V600 Z" fill="${p.accent}" opacity="0.12"/>` +
        `<rect x="70" y="470" width="460" height="130" fill="${p.accent}" opacity="0.10"/>`
      )
  }
}

/**
 * Product picture, 600x600: the emoji of the product's kind on a card whose colours, backdrop, tilt and
 * size follow `variant` (taken modulo PRODUCT_LOOKS), so neighbouring products of one kind differ.
 */
export function productImage(opts: { icon: string; variant: number; title: string }): string {
  const look = ((opts.variant % PRODUCT_LOOKS) + PRODUCT_LOOKS) % PRODUCT_LOOKS
  // Steps of three through the ten palettes: eight looks, eight different colourings.
  const p = palette(nameHash(opts.icon) + look * 3)
  const tilt = [0, -7, 6, -4, 8, -9, 3, 5][look] ?? 0
  const size = [360, 330, 380, 345, 370, 335, 355, 385][look] ?? 360
  const x = 300 - size / 2 + ([0, 12, -10, 8, -14, 10, -6, 0][look] ?? 0)
  const y = 285 - size / 2
  return svg(
    600,
    600,
    48,
    opts.title,
    background(600, 600, 48, p, look % 4 < 2 ? 'diagonal' : 'horizontal') +
      backdrop(look % 4, p, look) +
      `<circle cx="300" cy="285" r="235" fill="url(#haat-glow)"/>` +
      `<ellipse cx="${x + size / 2}" cy="${y + size + 40}" rx="${Math.round(size * 0.45)}" ry="20" fill="#000000" opacity="0.10"/>` +
      placeEmoji(emoji(opts.icon), x, y, size, tilt),
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

/**
 * A logo's type: fonts that most machines have (a picture in an <img> cannot load web fonts, so the
 * stack falls back to what is installed) and the average glyph advance of the first font, in ems,
 * used to size the word so it fits.
 */
interface Wordmark {
  family: string
  weight: number
  italic?: boolean
  upper?: boolean
  lower?: boolean
  advance: number
}

const wordmarks: readonly Wordmark[] = [
  // Heritage: a bookish italic serif.
  { family: "Georgia, 'Times New Roman', 'DejaVu Serif', serif", weight: 700, italic: true, advance: 0.56 },
  // Bold: a heavy sans.
  { family: "'Arial Black', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif", weight: 900, advance: 0.7 },
  // Friendly: a humanist sans in lower case.
  { family: "'Trebuchet MS', Verdana, 'DejaVu Sans', sans-serif", weight: 700, lower: true, advance: 0.6 },
  // Classic: serif capitals.
  { family: "Georgia, 'Times New Roman', 'DejaVu Serif', serif", weight: 700, upper: true, advance: 0.74 },
  // Modern: condensed capitals.
  {
    family:
      "'Arial Narrow', 'Roboto Condensed', 'DejaVu Sans Condensed', 'Liberation Sans Narrow', sans-serif",
    weight: 700,
    upper: true,
    advance: 0.6,
  },
]

/** `hex` moved towards white by `amount` (0 keeps it, 1 gives white), as #RRGGBB. */
function towardsWhite(hex: string, amount: number): string {
  return `#${[1, 3, 5]
    .map((i) => {
      const channel = Number.parseInt(hex.slice(i, i + 2), 16)
      return Math.round(channel + (255 - channel) * amount)
        .toString(16)
        .padStart(2, '0')
    })
    .join('')
    .toUpperCase()}`
}

/** The small mark above the name: the initial, white, in a shape of the brand's colour. */
function emblem(shape: number, colour: string, initial: string, mark: Wordmark): string {
  const shapes = [
    `<circle cx="120" cy="78" r="36" fill="${colour}"/><circle cx="120" cy="78" r="30" fill="none" stroke="#FFFFFF" stroke-width="2"/>`,
    `<rect x="86" y="44" width="68" height="68" rx="16" fill="${colour}"/>`,
    `<circle cx="120" cy="78" r="36" fill="${colour}"/>`,
    `<rect x="96" y="54" width="48" height="48" rx="6" fill="${colour}" transform="rotate(45 120 78)"/>`,
    `<path d="M120 42 L151 60 L151 96 L120 114 L89 96 L89 60 Z" fill="${colour}"/>`,
  ]
  const style = mark.italic ? ' font-style="italic"' : ''
  return (
    (shapes[shape % shapes.length] as string) +
    `<text x="120" y="94" font-family="${mark.family}" font-size="44" font-weight="${mark.weight}"${style} fill="#FFFFFF" text-anchor="middle">${escapeXml(initial)}</text>`
  )
}

/** The colours of a brand's logo: the name in `ink` on `paper` (contrast at least 4.5:1). */
export function logoColouring(colourIndex: number): { ink: string; paper: string } {
  const ink = logoColours[
    ((colourIndex % logoColours.length) + logoColours.length) % logoColours.length
  ] as string
  // Every other logo sits on a faint tint of its own colour, the rest on white.
  return { ink, paper: colourIndex % 2 === 0 ? '#FFFFFF' : towardsWhite(ink, 0.94) }
}

/**
 * Brand logo, 240x240: a wordmark, the brand's name set in a type of its own (one of five, from
 * `colourIndex`) in the brand's colour on white or a faint tint, under an emblem with its initial. A
 * long second word goes on a line of its own in small spaced capitals. Everything stays inside the
 * circle the brand page crops the logo to.
 */
export function logoImage(opts: { name: string; colourIndex: number }): string {
  const { ink, paper } = logoColouring(opts.colourIndex)
  // Brands come in groups of five (one per trade): each group starts one style further on, so a row of
  // the groups' second brands (Top Brands) is not one style repeated.
  const look = (opts.colourIndex + Math.floor(opts.colourIndex / wordmarks.length)) % wordmarks.length
  const mark = wordmarks[look] as Wordmark
  const words = opts.name.trim().split(/\s+/)
  const oneLine = opts.name.length <= 10 || words.length === 1
  const main = oneLine ? opts.name : (words[0] as string)
  const rest = oneLine ? '' : words.slice(1).join(' ').toUpperCase()
  const shown = mark.upper ? main.toUpperCase() : mark.lower ? main.toLowerCase() : main
  // Sized from the font's average advance and pinned to that width with textLength, so the word fits
  // whichever font of the stack a machine has.
  const size = Math.min(50, Math.floor(184 / (shown.length * mark.advance)))
  const width = Math.round(shown.length * mark.advance * size)
  const style = mark.italic ? ' font-style="italic"' : ''
  const baseline = rest ? 158 : 166
  const word = `<text x="120" y="${baseline}" font-family="${mark.family}" font-size="${size}" font-weight="${mark.weight}"${style} fill="${ink}" text-anchor="middle" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeXml(shown)}</text>`
  const subSize = Math.min(17, Math.floor(176 / (rest.length * 0.95)))
  const sub = rest
    ? `<text x="120" y="${baseline + 28}" font-family="'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif" font-size="${subSize}" font-weight="700" fill="${ink}" text-anchor="middle" textLength="${Math.round(rest.length * 0.95 * subSize)}" lengthAdjust="spacing">${escapeXml(rest)}</text>`
    : `<rect x="${120 - Math.round(width / 4)}" y="${baseline + 16}" width="${Math.round(width / 2)}" height="4" rx="2" fill="${ink}" opacity="0.5"/>`
  const initial = (opts.name.match(/[A-Za-z0-9]/)?.[0] ?? '').toUpperCase()
  return svg(
    240,
    240,
    40,
    `${opts.name} logo`,
    `<rect width="240" height="240" fill="${paper}"/>${emblem(look, ink, initial, mark)}${word}${sub}`,
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
