// `node scripts/font-subset.ts`: writes the one Inter file every page loads, and the CSS that declares it.
//
// The all-subsets CSS of @fontsource-variable/inter puts ₹ in its latin-ext file, so every page showing a
// price downloaded the latin (48 kB) and the latin-ext (85 kB) files. This script cuts one file from the
// whole Inter variable font (inter-ui, the same outlines and metrics as the Google Fonts build fontsource
// splits): fontsource's latin characters plus the few others the UI shows (₹, ★, ✓), the weight axis
// cut to the weights the UI uses and the optical size pinned at 14 as fontsource's `wght` files have it, so text renders as
// it did. Other scripts keep fontsource's files, declared after it without the characters it holds: a
// browser downloads those only for a page that shows such a character.
//
// Run it again after changing the characters or upgrading either font package, and commit both outputs.
// scripts/font-subset.test.ts fails when the committed files differ from what this script makes.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(import.meta.dirname, '..')
const fontsDir = path.join(root, 'packages/ui/src/fonts')
export const SUBSET_FILE = path.join(fontsDir, 'inter-latin-wght-normal.woff2')
export const CSS_FILE = path.join(fontsDir, 'inter.css')

const SOURCE_FONT = path.join(root, 'node_modules/inter-ui/variable/InterVariable.woff2')
const FONTSOURCE = '@fontsource-variable/inter'
const FONTSOURCE_CSS = path.join(root, 'node_modules', FONTSOURCE, 'index.css')

/** A closed range of code points. */
export type Range = readonly [number, number]

/** fontsource's latin subset, as its index.css declares it. */
const LATIN: Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

/**
 * What the UI shows beyond fontsource's latin: the rupee sign of every price, the star of ratings
 * ("4★ & above") and the check of a verified review. Without them here, ★ and ✓ came from whatever
 * system font the machine had.
 */
export const EXTRA_CHARACTERS = '₹★✓'

/**
 * The OpenType features fontsource's latin file keeps (shaping, kerning, marks, figures, fractions).
 * Inter's stylistic sets and character variants, which the UI never turns on, would add 300 glyphs.
 */
const LAYOUT_FEATURES = [
  'calt',
  'ccmp',
  'dnom',
  'frac',
  'numr',
  'pnum',
  'tnum',
  'kern',
  'mark',
  'mkmk',
] as const

/**
 * The weights the UI uses: 400 for body text, MUI's 500, 550 to 700 for headings, buttons and prices, 800
 * for the logo. Outside them the browser takes the nearest (a 300 renders at 400); the whole axis would
 * cost a third more bytes.
 */
export const WEIGHTS = [400, 800] as const

/** Code points as sorted, merged ranges. */
export function toRanges(codePoints: Iterable<number>): Range[] {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const ranges: [number, number][] = []
  for (const point of sorted) {
    const last = ranges.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else ranges.push([point, point])
  }
  return ranges
}

function* codePointsOf(ranges: readonly Range[]): Generator<number> {
  for (const [from, to] of ranges) for (let point = from; point <= to; point++) yield point
}

export const SUBSET_RANGES: Range[] = toRanges([
  ...codePointsOf(LATIN),
  ...[...EXTRA_CHARACTERS].map((character) => character.codePointAt(0) ?? 0),
])

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')

/** The CSS `unicode-range` value of some ranges: `U+0000-00FF,U+20B9`. */
export function unicodeRange(ranges: readonly Range[]): string {
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')
}

/** Reads a `unicode-range` value (`U+0460-052F,U+20B4`) back into ranges. */
export function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match?.[1]) throw new Error(`Cannot read the unicode-range part "${part}"`)
    const from = Number.parseInt(match[1], 16)
    return [from, match[2] ? Number.parseInt(match[2], 16) : from] as const
  })
}

/** The subset font file, made from the whole Inter variable font. */
export async function makeSubset(): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(SUBSET_RANGES))
  return subsetFont(readFileSync(SOURCE_FONT), text, {
    targetFormat: 'woff2',
    // fontsource's `wght` files are Inter at optical size 14 for every font size; so is this one.
    variationAxes: { opsz: 14, wght: { min: WEIGHTS[0], max: WEIGHTS[1] } },
    keepFeatures: [...LAYOUT_FEATURES],
  })
}

interface FontsourceFace {
  subset: string
  file: string
  ranges: Range[]
}

/** fontsource's upright variable-weight faces other than latin, which the subset replaces. */
function fontsourceFaces(): FontsourceFace[] {
  const css = readFileSync(FONTSOURCE_CSS, 'utf8')
  const faces: FontsourceFace[] = []
  for (const block of css.matchAll(/\/\* inter-([a-z-]+)-wght-normal \*\/\s*@font-face\s*{([^}]*)}/g)) {
    const [, subset, body] = block
    const file = /url\(\.\/files\/([^)]+)\)/.exec(body ?? '')?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(body ?? '')?.[1]
    if (!subset || !file || !range) throw new Error(`Cannot read the fontsource face of ${subset}`)
    if (subset !== 'latin') faces.push({ subset, file, ranges: parseUnicodeRange(range) })
  }
  if (faces.length === 0) throw new Error(`No faces found in ${FONTSOURCE_CSS}`)
  return faces
}

const face = (
  comment: string,
  src: string,
  ranges: readonly Range[],
  weights: readonly number[],
) => `/* ${comment} */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${weights.join(' ')};
  src: url("${src}") format("woff2");
  unicode-range: ${unicodeRange(ranges)};
}
`

/** The stylesheet: the subset first, then fontsource's other subsets without the subset's characters. */
export function makeCss(): string {
  const inSubset = new Set(codePointsOf(SUBSET_RANGES))
  const others = fontsourceFaces().flatMap(({ subset, file, ranges }) => {
    const rest = toRanges([...codePointsOf(ranges)].filter((point) => !inSubset.has(point)))
    return rest.length === 0
      ? []
      : [face(`${subset}: fontsource's file`, `${FONTSOURCE}/files/${file}`, rest, [100, 900])]
  })
  return [
    '/* Written by scripts/font-subset.ts: change the script, not this file. */\n',
    face(
      'latin with ₹ ★ ✓: the file every page preloads',
      './inter-latin-wght-normal.woff2',
      SUBSET_RANGES,
      WEIGHTS,
    ),
    ...others,
  ].join('\n')
}

if (import.meta.main) {
  const font = await makeSubset()
  writeFileSync(SUBSET_FILE, font)
  writeFileSync(CSS_FILE, makeCss())
  // Formatted as `npm run lint` wants it; the test compares the rules, not the spacing.
  const format = spawnSync('npx', ['biome', 'format', '--write', CSS_FILE], { cwd: root, stdio: 'inherit' })
  if (format.status !== 0) process.exit(format.status ?? 1)
  console.log(`${path.relative(root, SUBSET_FILE)}: ${font.length} bytes`)
  console.log(`${path.relative(root, CSS_FILE)}: ${unicodeRange(SUBSET_RANGES)}`)
}
