import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * One Fluent Emoji artwork (MIT, Microsoft) in its flat style, from @iconify-json/fluent-emoji-flat. The
 * flat style, not the shaded "Color" one: a shaded emoji carries dozens of blur and colour-matrix filters
 * (a category banner was 164 kB of SVG with 239 blurs), and the browser parses, styles and paints every
 * SVG picture on the page's main thread, which is a phone's blocking time (docs/benchmarks.md, "Flat
 * pictures"). The flat artwork is the same drawing with the same names, about a tenth of the bytes.
 */
export interface EmojiArtwork {
  body: string
  width: number
  height: number
}

interface IconifyJson {
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string }>
}

let iconSet: IconifyJson | undefined

function loadIconSet(): IconifyJson {
  // Read once, lazily: the file is about 9 MB and only the seed and the fixture script need it.
  iconSet ??= JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve('@iconify-json/fluent-emoji-flat/icons.json')), 'utf8'),
  ) as IconifyJson
  return iconSet
}

/** The artwork of an emoji by its Iconify name (for example "laptop"); throws on an unknown name. */
export function emoji(name: string): EmojiArtwork {
  const set = loadIconSet()
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? '']
  if (!icon) throw new Error(`Unknown fluent-emoji icon "${name}"`)
  return { body: icon.body, width: icon.width ?? set.width ?? 32, height: icon.height ?? set.height ?? 32 }
}

/** Drops the parsed icon set (tens of MB in memory) once the images are composed. */
export function releaseIconSet(): void {
  iconSet = undefined
}
