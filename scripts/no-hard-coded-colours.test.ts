// Colours are design tokens (packages/ui/src/theme/tokens.ts, handed to MUI by theme.ts): a colour written straight into a component
// escapes the palette, its CSS variables and any later change of brand. This test reads every .ts/.tsx file
// of @haat/ui and the storefront, outside the theme folder and outside tests, and lists each literal colour it finds.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = join(import.meta.dirname, '..')
const scannedFolders = ['packages/ui/src', 'packages/storefront/src']
const themeFolder = 'packages/ui/src/theme'

/** CSS's named colours (CSS Color 4), except the keywords that are not a colour of their own. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred ' +
    'darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink ' +
    'deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
    'goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush ' +
    'lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow ' +
    'lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise ' +
    'palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow ' +
    'springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
)

/** Hex colours (#rgb, #rgba, #rrggbb, #rrggbbaa) where a CSS value or an attribute starts or continues. */
const HEX = /(?<=^|[\s'"`(,:])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi
const FUNCTIONAL = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi
/** A colour property (CSS, sx or an SVG attribute) followed by a quoted value. */
const COLOUR_PROPERTY =
  /\b(?:color|bgcolor|background(?:Color)?|border(?:Top|Right|Bottom|Left)?(?:Color)?|outline(?:Color)?|fill|stroke|boxShadow|textDecorationColor|caretColor|accentColor|themeColor)\s*[:=]\s*\{?\s*(['"`])(.*?)\1/g

/** Drops comments, so a note may name a colour. Naive about `//` inside strings, which only URLs have. */
function withoutComments(line: string, inBlock: boolean): { code: string; inBlock: boolean } {
  let code = ''
  let rest = line
  let block = inBlock
  while (rest.length > 0) {
    if (block) {
      const end = rest.indexOf('*/')
      if (end === -1) return { code, inBlock: true }
      rest = rest.slice(end + 2)
      block = false
      continue
    }
    const start = rest.indexOf('/*')
    const lineComment = rest.search(/(?<![:\w])\/\//)
    if (lineComment !== -1 && (start === -1 || lineComment < start))
      return { code: code + rest.slice(0, lineComment), inBlock: false }
    if (start === -1) return { code: code + rest, inBlock: false }
    code += rest.slice(0, start)
    rest = rest.slice(start + 2)
    block = true
  }
  return { code, inBlock: block }
}

/** Each literal colour of a source text, with its 1-based line. */
function findColourLiterals(source: string): { line: number; found: string }[] {
  const hits: { line: number; found: string }[] = []
  let inBlock = false
  source.split('\n').forEach((raw, index) => {
    const stripped = withoutComments(raw, inBlock)
    inBlock = stripped.inBlock
    const code = stripped.code
    const add = (found: string) => hits.push({ line: index + 1, found })
    for (const match of code.matchAll(HEX)) add(match[0])
    for (const match of code.matchAll(FUNCTIONAL)) add(`${match[0]}…)`)
    for (const match of code.matchAll(COLOUR_PROPERTY)) {
      // Words of the value that are colour names, but not a step of a palette path such as common.white.
      for (const word of (match[2] ?? '').matchAll(/(?<![.\w-])[a-z]+(?![.\w-])/gi)) {
        if (NAMED_COLOURS.has(word[0].toLowerCase())) add(word[0])
      }
    }
  })
  return hits
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith(`${themeFolder}/`))
}

describe('the colour literal finder', () => {
  it('finds hex, functional and named colours', () => {
    const source = [
      "const a = { color: '#6a1b9a' }",
      "const b = { boxShadow: '0 1px 2px rgba(0, 0, 0, 0.1)' }",
      '<path fill="#EA4335" />',
      "const c = { bgcolor: 'white', borderColor: 'Red' }",
      "const d = { border: '1px solid #eee' }",
    ].join('\n')
    expect(findColourLiterals(source)).toEqual([
      { line: 1, found: '#6a1b9a' },
      { line: 2, found: 'rgba(…)' },
      { line: 3, found: '#EA4335' },
      { line: 4, found: 'white' },
      { line: 4, found: 'Red' },
      { line: 5, found: '#eee' },
    ])
  })

  it('lets palette paths, keywords, anchors and comments through', () => {
    const source = [
      "const a = { color: 'common.white', bgcolor: 'tone.success.bg', borderColor: 'transparent' }",
      '<Button color="inherit" href="#reviews" />',
      "const b = { fill: 'currentColor' } // was #ffffff, white",
      '/* a block comment with rgba(0, 0, 0, 0.5) */ const c = 1',
      "const d = { color: 'primary' }",
    ].join('\n')
    expect(findColourLiterals(source)).toEqual([])
  })
})

describe('design tokens', () => {
  it('no .ts/.tsx file of @haat/ui or the storefront writes a colour outside packages/ui/src/theme', () => {
    const offences = scannedFolders
      .flatMap(sourceFiles)
      .flatMap((path) =>
        findColourLiterals(readFileSync(join(repoRoot, path), 'utf8')).map(
          ({ line, found }) => `${path}:${line} ${found}`,
        ),
      )
    expect(offences, 'Use a token of packages/ui/src/theme/tokens.ts through the theme instead').toEqual([])
  })
})
