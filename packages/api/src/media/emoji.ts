import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** One Fluent Emoji artwork (MIT, Microsoft) from @iconify-json/fluent-emoji. */
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
  // Read once, lazily: the file is 10+ MB and only the seed and the fixture script need it.
  iconSet ??= JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve('@iconify-json/fluent-emoji/icons.json')), 'utf8'),
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

/** Drops the parsed icon set (about 100 MB of JSON) once the images are composed. */
export function releaseIconSet(): void {
  iconSet = undefined
}
