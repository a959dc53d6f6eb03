import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CSS_FILE,
  makeCss,
  makeSubset,
  parseUnicodeRange,
  SUBSET_FILE,
  SUBSET_RANGES,
  toRanges,
  unicodeRange,
} from './font-subset.ts'

const root = path.resolve(import.meta.dirname, '..')

/** Where the text a shopper reads is written: the UI, the app, the contract's texts and the seeded data. */
const TEXT_SOURCES = [
  'packages/ui/src',
  'packages/storefront/src',
  'packages/contract/src',
  'packages/api/src/db/seed',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The lines of a source file that are not comments (a comment may say "→" without the page showing it). */
function codeLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s\/\/\s.*$/, '').trim())
    .filter((line) => !/^(\/\/|\/\*|\*)/.test(line))
}

const inSubset = (point: number) => SUBSET_RANGES.some(([from, to]) => point >= from && point <= to)

describe('the page font (scripts/font-subset.ts)', () => {
  it('covers every character beyond ASCII that the UI, the app and the seeded data write', () => {
    const missing = new Map<string, string>()
    for (const dir of TEXT_SOURCES) {
      for (const file of sourceFiles(path.join(root, dir))) {
        for (const line of codeLines(readFileSync(file, 'utf8'))) {
          for (const character of line.match(/\P{ASCII}/gu) ?? []) {
            const point = character.codePointAt(0) ?? 0
            if (!inSubset(point)) missing.set(character, path.relative(root, file))
          }
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })

  it('holds the rupee sign, the rating star and the check mark, and the punctuation of the latin subset', () => {
    for (const character of '₹★✓…–—‘’“”•×−©') {
      expect(inSubset(character.codePointAt(0) ?? 0), character).toBe(true)
    }
    expect(inSubset(0x0100), 'Ā stays in latin-ext').toBe(false)
  })

  it('declares the subset first, and no other face claims its characters', () => {
    const css = readFileSync(CSS_FILE, 'utf8')
    const faces = [...css.matchAll(/src: url\("([^"]+)"\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map(
      ([, src, range]) => ({ src, ranges: parseUnicodeRange(range ?? '') }),
    )
    expect(faces[0]?.src).toBe('./inter-latin-wght-normal.woff2')
    expect(unicodeRange(faces[0]?.ranges ?? [])).toBe(unicodeRange(SUBSET_RANGES))
    expect(faces.length).toBeGreaterThan(1)
    for (const { src, ranges } of faces.slice(1)) {
      const overlap = ranges.filter(([from, to]) => SUBSET_RANGES.some(([a, b]) => from <= b && a <= to))
      expect(overlap, src).toEqual([])
    }
  })

  it('is what the script writes: the committed CSS and font file are up to date', async () => {
    const spacing = (text: string) => text.replace(/\s+/g, '')
    expect(spacing(readFileSync(CSS_FILE, 'utf8'))).toBe(spacing(makeCss()))
    const made = await makeSubset()
    expect(made.equals(readFileSync(SUBSET_FILE)), 'run `node scripts/font-subset.ts` and commit').toBe(true)
    // One file for every page: it must stay small.
    expect(made.length).toBeLessThan(40_000)
  })

  it('merges code points into ranges and writes them as CSS does', () => {
    expect(toRanges([5, 1, 2, 3, 3, 9])).toEqual([
      [1, 3],
      [5, 5],
      [9, 9],
    ])
    expect(
      unicodeRange([
        [0, 255],
        [0x20b9, 0x20b9],
      ]),
    ).toBe('U+0000-00FF,U+20B9')
    expect(parseUnicodeRange('U+0000-00FF, U+20b9')).toEqual([
      [0, 255],
      [0x20b9, 0x20b9],
    ])
  })
})
