// Writes the fixture images of Storybook, MSW and the tests into public/fixtures/img/ with the same
// composer the seed uses. Run: `npx node scripts/make-fixture-images.ts` (output is deterministic).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { bannerImage, brandHeroImage } from '../packages/api/src/media/banners.ts'
import { cardImage, categoryIcon, logoImage, productImage } from '../packages/api/src/media/pictures.ts'
import { logoColours } from '../packages/api/src/media/svg.ts'

const outDir = path.resolve(import.meta.dirname, '../public/fixtures/img')

const products: Record<string, string> = {
  phone: 'mobile-phone',
  laptop: 'laptop',
  headphones: 'headphone',
  shirt: 't-shirt',
  saree: 'sari',
  shoe: 'running-shoe',
  mango: 'mango',
  rice: 'cooked-rice',
  cricket: 'cricket-game',
  lipstick: 'lipstick',
  teddy: 'teddy-bear',
  book: 'books',
  pan: 'cooking',
  watch: 'watch',
}

// Banner artwork carries no words (the stories lay them over it as text); `art` banners are drawn for
// showing without words, like a category page's.
const banners = {
  electronics: { icon: 'laptop', secondIcon: 'mobile-phone', title: 'Big Electronics Days', paletteIndex: 6 },
  fashion: { icon: 'dress', secondIcon: 'running-shoe', title: 'Festive Fashion Edit', paletteIndex: 8 },
  grocery: { icon: 'mango', secondIcon: 'cooked-rice', title: 'Fresh Grocery Fest', paletteIndex: 2 },
}
const artBanners = {
  electronics: { icon: 'laptop', secondIcon: 'headphone', title: 'Electronics', paletteIndex: 0 },
}
/** Brand heroes: a logo fixture's colour (logo-{n}) with what the brand sells. */
const brandHeroes: { colourIndex: number; icons: string[]; title: string }[] = [
  { colourIndex: 0, icons: ['headphone', 'mobile-phone', 'laptop', 'watch'], title: 'Zenvolt banner' },
  { colourIndex: 1, icons: ['cooking'], title: 'Kaveri Home banner' },
]

const deals: Record<string, [string, string]> = {
  electronics: ['headphone', 'watch'],
  fashion: ['t-shirt', 'jeans'],
  home: ['cooking', 'teapot'],
  beauty: ['lipstick', 'lotion-bottle'],
}

const categories: Record<string, string> = {
  electronics: 'laptop',
  fashion: 't-shirt',
  home: 'couch-and-lamp',
  beauty: 'lipstick',
  grocery: 'shopping-cart',
  sports: 'cricket-game',
  books: 'books',
  toys: 'teddy-bear',
}

const logoNames = [
  'Zenvolt',
  'Kaveri Home',
  'Trishul Sports',
  'Mayur Naturals',
  'Pixelon',
  'Desi Roots',
  'Vastra & Co',
  'Lumio',
]
const storeIcons: [string, string][] = [
  ['department-store', 'shopping-bags'],
  ['convenience-store', 'basket'],
  ['house-with-garden', 'potted-plant'],
  ['department-store', 'wrapped-gift'],
]
const discountIcons = ['shopping-bags', 'wrapped-gift', 'sparkles', 'money-bag']

const files = new Map<string, string>()
let variant = 0
for (const [name, icon] of Object.entries(products)) {
  files.set(`product-${name}.svg`, productImage({ icon, variant: variant++, title: name }))
}
for (const [name, b] of Object.entries(banners)) files.set(`banner-${name}.svg`, bannerImage(b))
for (const [name, b] of Object.entries(artBanners)) {
  files.set(`banner-art-${name}.svg`, bannerImage({ ...b, layout: 'art' }))
}
brandHeroes.forEach(({ colourIndex, icons, title }, i) => {
  const colour = logoColours[colourIndex % logoColours.length] as string
  files.set(`brand-hero-${i + 1}.svg`, brandHeroImage({ colour, icons, title }))
})
Object.entries(deals).forEach(([name, icons], i) => {
  files.set(`deal-${name}.svg`, cardImage({ icons, paletteIndex: i * 2 + 1, title: `${name} deal` }))
})
logoNames.forEach((name, i) => {
  files.set(`logo-${i + 1}.svg`, logoImage({ name, colourIndex: i }))
})
storeIcons.forEach((icons, i) => {
  files.set(`store-${i + 1}.svg`, cardImage({ icons, paletteIndex: i + 3, title: `Store ${i + 1}` }))
})
Object.entries(categories).forEach(([name, icon], i) => {
  files.set(`category-${name}.svg`, categoryIcon({ icon, paletteIndex: i, title: name }))
})
discountIcons.forEach((icon, i) => {
  files.set(
    `discount-${i + 1}.svg`,
    cardImage({ icons: [icon], paletteIndex: i + 5, title: `Discount ${i + 1}`, badge: '%' }),
  )
})

await mkdir(outDir, { recursive: true })
await Promise.all([...files].map(([name, body]) => writeFile(path.join(outDir, name), body)))
console.log(`Wrote ${files.size} images to ${path.relative(process.cwd(), outDir) || '.'}`)
