import { describe, expect, it } from 'vitest'
import { type BrandGroup, brandNames, catalogue, type Leaf } from '../../src/db/seed/catalogue.ts'
import { buildDemoCatalogue } from '../../src/db/seed/index.ts'
import { emoji } from '../../src/media/emoji.ts'
import { logoColouring, logoImage, PRODUCT_LOOKS, productImage } from '../../src/media/pictures.ts'
import { TEST_NOW } from './targets.ts'

/** The whole default catalogue, built once: the checks below look at every product. */
const built = buildDemoCatalogue({ products: 2400, now: TEST_NOW })
const leafById = new Map<string, Leaf>()
for (const row of built.categories) {
  const leaf = catalogue
    .flatMap((top) => top.branches.flatMap((branch) => branch.leaves))
    .find((l) => l.name === row.name && row.level === 3)
  if (leaf) leafById.set(row.id, leaf)
}
const bodyOf = new Map(built.media.map((m) => [`/media/${m.key}`, new TextDecoder().decode(m.body)]))

/** The emoji a product picture shows, read from its key (`/media/p/{emoji}-{n}.svg`). */
function iconOf(url: string): string {
  const icon = /^\/media\/p\/(.+)-\d+\.svg$/.exec(url)?.[1]
  if (!icon) throw new Error(`not a product picture: ${url}`)
  return icon
}

describe('product pictures', () => {
  it('name every kind with emoji the icon set has', () => {
    const leaves = catalogue.flatMap((top) => top.branches.flatMap((branch) => branch.leaves))
    for (const leaf of leaves) {
      expect(leaf.kinds.length, leaf.name).toBeGreaterThan(0)
      for (const kind of leaf.kinds) {
        expect(kind.icons.length, kind.noun).toBeGreaterThan(0)
        for (const icon of kind.icons) expect(() => emoji(icon), `${kind.noun}: ${icon}`).not.toThrow()
      }
    }
  })

  it("show each product's kind: its name carries one kind's noun and its pictures that kind's emoji", () => {
    expect(leafById.size).toBeGreaterThan(40)
    for (const p of built.products) {
      const leaf = leafById.get(p.categoryId ?? '')
      expect(leaf, p.name).toBeDefined()
      const kinds = (leaf?.kinds ?? []).filter((k) => p.name.includes(k.noun))
      expect(
        kinds.map((k) => k.noun),
        p.name,
      ).toHaveLength(1)
      for (const url of p.imageUrls) expect(kinds[0]?.icons, `${p.name}: ${url}`).toContain(iconOf(url))
    }
  })

  // What shoppers saw go wrong, checked from the names alone (not from the catalogue's own kinds).
  it.each([
    [/Scissors/, ['scissors']],
    [/Backpack|Kit Bag/, ['backpack']],
    [/Vertical Mouse|Wireless Mouse/, ['computer-mouse']],
    [/Gaming Keyboard|Keyboard and Mouse/, ['keyboard']],
    [/Power Bank/, ['battery']],
    [/Kurti\b/, ['dress', 'womans-clothes']],
    [/Saree/, ['sari']],
    [/Smart Watch/, ['watch']],
    [/Speaker/, ['speaker-high-volume']],
    [/Lipstick/, ['lipstick']],
    [/Mixer Grinder/, ['jar', 'tropical-drink']],
    [/Helmet/, ['rescue-workers-helmet']],
    [/Orange 1 kg/, ['tangerine']],
    [/Chess/, ['chess-pawn']],
  ])('pictures every product named %s with %j', (pattern, icons) => {
    const named = built.products.filter((p) => pattern.test(p.name))
    expect(named.length).toBeGreaterThan(0)
    for (const p of named) for (const url of p.imageUrls) expect(icons, p.name).toContain(iconOf(url))
  })

  it('vary within a leaf: its products show at least six different main pictures', () => {
    const mainPictures = new Map<string, { count: number; bodies: Set<string> }>()
    for (const p of built.products) {
      const entry = mainPictures.get(p.categoryId ?? '') ?? { count: 0, bodies: new Set<string>() }
      entry.count++
      entry.bodies.add(bodyOf.get(p.imageUrls[0] ?? '') ?? '')
      mainPictures.set(p.categoryId ?? '', entry)
    }
    for (const [categoryId, { count, bodies }] of mainPictures) {
      expect(bodies.size, leafById.get(categoryId)?.name).toBeGreaterThanOrEqual(Math.min(count, 6))
    }
  })

  it('are pure: the same arguments give the same bytes, and the looks differ', () => {
    const looks = Array.from({ length: PRODUCT_LOOKS }, (_, variant) =>
      productImage({ icon: 'sari', variant, title: 'sari' }),
    )
    expect(productImage({ icon: 'sari', variant: 3, title: 'sari' })).toBe(looks[3])
    expect(new Set(looks).size).toBe(PRODUCT_LOOKS)
  })
})

describe('listings', () => {
  it('never give one seller two products of the same name', () => {
    const seen = new Map<string, string>()
    const repeated: string[] = []
    for (const p of built.products) {
      const key = `${p.sellerId} ${p.name}`
      if (seen.has(key)) repeated.push(p.name)
      seen.set(key, p.id)
    }
    expect(repeated).toEqual([])
  })

  it('keep names readable when a repeat had to be renamed: no stray spaces, one qualifier at most', () => {
    for (const p of built.products) {
      expect(p.name, p.name).not.toMatch(/\s{2}|\s$|^\s|Combo of .*Combo of|Pack of .*\(Combo of/)
    }
  })
})

/** WCAG relative luminance of #RRGGBB. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('brand logos', () => {
  const names = (Object.values(brandNames) as (readonly string[])[]).flat()

  it('set the name as a wordmark readable against its background (4.5:1 or more)', () => {
    names.forEach((name, colourIndex) => {
      const { ink, paper } = logoColouring(colourIndex)
      expect(contrast(ink, paper), name).toBeGreaterThanOrEqual(4.5)
      // The initial in the emblem is white on the brand's colour.
      expect(contrast('#FFFFFF', ink), name).toBeGreaterThanOrEqual(4.5)
      const svg = logoImage({ name, colourIndex })
      expect(svg).toContain(`fill="${ink}"`)
      expect(svg).toContain(`fill="${paper}"`)
      // The first word is written out, not reduced to initials.
      const first = name.split(' ')[0] as string
      expect(svg.toLowerCase(), name).toMatch(new RegExp(`>${first.toLowerCase()}[ <]`))
    })
  })

  it('differ from brand to brand and stay the same for one brand', () => {
    const logos = names.map((name, colourIndex) => logoImage({ name, colourIndex }))
    expect(new Set(logos).size).toBe(names.length)
    expect(logoImage({ name: 'Zenvolt', colourIndex: 0 })).toBe(logos[0])
    expect(Object.keys(brandNames) as BrandGroup[]).toContain('electronics')
  })
})

// Every seed picture is an SVG the browser parses, styles and paints on the page's main thread, so its
// size is a phone's blocking time (docs/benchmarks.md, "Flat pictures"): shaded emoji with their blur
// filters made a category banner 164 kB and a product picture 16 kB on average.
describe('picture weight', () => {
  /** Above the largest flat picture (a brand hero with four emoji, 29 kB); a shaded one is 60 kB and more. */
  const MAX_PICTURE_BYTES = 32_000
  /** The flat product pictures average under 4 kB; the shaded ones 16 kB. */
  const MAX_AVERAGE_PRODUCT_PICTURE_BYTES = 6_000

  it('draws no picture with SVG filters, and none over the size budget', () => {
    for (const m of built.media) {
      const body = new TextDecoder().decode(m.body)
      expect(body, m.key).not.toContain('<filter')
      expect(m.body.length, m.key).toBeLessThanOrEqual(MAX_PICTURE_BYTES)
    }
  })

  it('keeps the product pictures small on average', () => {
    const products = built.media.filter((m) => m.key.startsWith('p/'))
    expect(products.length).toBeGreaterThan(500)
    const average = products.reduce((sum, m) => sum + m.body.length, 0) / products.length
    expect(average).toBeLessThanOrEqual(MAX_AVERAGE_PRODUCT_PICTURE_BYTES)
  })
})
