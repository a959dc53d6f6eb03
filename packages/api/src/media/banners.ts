import { emoji } from './emoji.ts'
import { background, escapeXml, palette, placeEmoji, svg } from './svg.ts'

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
