import { createHash } from 'node:crypto'
import { BANNER_LINK_LABEL } from '@haat/contract/core'
import { bannerImage, brandHeroImage } from '../../media/banners.ts'
import { cardImage, categoryIcon, logoImage, PRODUCT_LOOKS, productImage } from '../../media/pictures.ts'
import { logoColours } from '../../media/svg.ts'
import type * as schema from '../schema.ts'
import {
  type BrandGroup,
  brandNames,
  catalogue,
  type Kind,
  type Leaf,
  sellerStores,
  type TopCategory,
} from './catalogue.ts'
import { documentId, Random } from './random.ts'

/**
 * Builds the whole demo catalogue in memory, deterministically (fixed random seed; dates relative to
 * `now`). Inserting it is the job of ./index.ts. Keeping the two apart lets tests compare two builds.
 */

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

export interface DemoCatalogue {
  media: Row<typeof schema.media>[]
  categories: Row<typeof schema.categories>[]
  brands: Row<typeof schema.brands>[]
  sellers: Row<typeof schema.sellers>[]
  products: Row<typeof schema.products>[]
  homeBanners: Row<typeof schema.homeBanners>[]
  topDeals: Row<typeof schema.topDeals>[]
  topDealProducts: Row<typeof schema.topDealProducts>[]
  limitedTimeDeals: Row<typeof schema.limitedTimeDeals>[]
  limitedTimeDealProducts: Row<typeof schema.limitedTimeDealProducts>[]
  featuredBrands: Row<typeof schema.featuredBrands>[]
  featuredBrandBrands: Row<typeof schema.featuredBrandBrands>[]
  topStores: Row<typeof schema.topStores>[]
  newArrivals: Row<typeof schema.newArrivals>[]
  newArrivalProducts: Row<typeof schema.newArrivalProducts>[]
  newArrivalVariants: Row<typeof schema.newArrivalVariants>[]
  featuredProducts: Row<typeof schema.featuredProducts>[]
  topBrands: Row<typeof schema.topBrands>[]
  discountsForYou: Row<typeof schema.discountsForYou>[]
  siteSettings: Row<typeof schema.siteSettings>
}

export const DEFAULT_PRODUCT_COUNT = 2400
const SEED = 0x4a_a7_20_26

const HOUR = 3_600_000
const DAY = 24 * HOUR

type ProductRow = Row<typeof schema.products> & { id: string }

interface LeafInfo {
  id: string
  leaf: Leaf
  top: TopCategory
  path: string
}

/** Rupees rounded the way shops price things: 49, 499, 1,299, 14,999. */
function shopPrice(rupees: number): number {
  if (rupees < 100) return Math.max(9, Math.floor(rupees / 10) * 10 + 9)
  if (rupees < 10_000) return Math.floor(rupees / 100) * 100 + 99
  return Math.floor(rupees / 1000) * 1000 + 999
}

function formatWeight([min, max, unit]: Leaf['weight'], r: Random): string {
  if (unit === 'kg') return `${(min + r.next() * (max - min)).toFixed(1)} kg`
  return `${Math.round(min + r.next() * (max - min))} g`
}

export function buildDemoCatalogue(opts: { products?: number; now?: Date } = {}): DemoCatalogue {
  const productCount = opts.products ?? DEFAULT_PRODUCT_COUNT
  const now = (opts.now ?? new Date()).getTime()
  const r = new Random(SEED)
  const id = () => documentId(r)
  const ago = (ms: number) => new Date(now - ms)

  const media = new Map<string, Row<typeof schema.media>>()
  /** Stores an image once under its key and returns its URL. */
  const image = (key: string, make: () => string): string => {
    if (!media.has(key)) {
      const body = new TextEncoder().encode(make())
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
      media.set(key, { key, contentType: 'image/svg+xml', body, etag })
    }
    return `/media/${key}`
  }
  const iconPalette = (icon: string) => [...icon].reduce((sum, c) => sum + c.charCodeAt(0), 0)
  const categoryIconUrl = (icon: string) =>
    image(`c/${icon}.svg`, () =>
      categoryIcon({ icon, paletteIndex: iconPalette(icon), title: icon.replaceAll('-', ' ') }),
    )

  // Categories: CAT1001 upwards, each top level followed by its branches and leaves.
  const categories: Row<typeof schema.categories>[] = []
  const leaves: LeafInfo[] = []
  const topIds = new Map<string, string>()
  let nextCategory = 1001
  catalogue.forEach((top, topIndex) => {
    const topId = `CAT${nextCategory++}`
    topIds.set(top.slug, topId)
    categories.push({
      id: topId,
      name: top.name,
      parentCategory: topId,
      level: 1,
      icon: categoryIconUrl(top.icon),
      // Artwork alone: the category page names the category in its own heading. A new key, since a
      // media key names one immutable picture and browsers keep the old lettered one for a year.
      banner: image(`b/art-category-${top.slug}.svg`, () =>
        bannerImage({
          icon: top.icon,
          secondIcon: top.branches[1]?.icon,
          title: top.name,
          paletteIndex: topIndex,
          layout: 'art',
        }),
      ),
      position: topIndex,
    })
    top.branches.forEach((branch, branchIndex) => {
      const branchId = `CAT${nextCategory++}`
      categories.push({
        id: branchId,
        name: branch.name,
        parentCategory: topId,
        level: 2,
        icon: categoryIconUrl(branch.icon),
        banner: null,
        position: branchIndex,
      })
      branch.leaves.forEach((leaf, leafIndex) => {
        const leafId = `CAT${nextCategory++}`
        categories.push({
          id: leafId,
          name: leaf.name,
          parentCategory: branchId,
          level: 3,
          icon: categoryIconUrl(leaf.kinds[0]?.icons[0] ?? branch.icon),
          banner: null,
          position: leafIndex,
        })
        leaves.push({ id: leafId, leaf, top, path: `${top.name} ${branch.name} ${leaf.name}` })
      })
    })
  })

  // Brands: five per group; the first is a verified best seller, the next two verified.
  const brands: (Row<typeof schema.brands> & { id: string; group: BrandGroup })[] = []
  let colourIndex = 0
  for (const [group, names] of Object.entries(brandNames) as [BrandGroup, readonly string[]][]) {
    names.forEach((name, i) => {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      brands.push({
        id: id(),
        group,
        name,
        logo: image(`l/${slug}.svg`, () => logoImage({ name, colourIndex: colourIndex })),
        isVerified: i < 3,
        isBestSeller: i === 0,
        joinedDate: ago(r.int(90, 2500) * DAY),
      })
      colourIndex++
    })
  }
  const brandsOf = (group: BrandGroup) => brands.filter((b) => b.group === group)

  const ratingCounts = (popularity: number) => {
    if (r.chance(0.05)) return { oneRating: 0, twoRating: 0, threeRating: 0, fourRating: 0, fiveRating: 0 }
    const weights = [r.int(1, 10), r.int(1, 8), r.int(5, 15), r.int(15, 35), r.int(30, 60)]
    const total = r.int(3, popularity)
    const sum = weights.reduce((a, b) => a + b, 0)
    const [one = 0, two = 0, three = 0, four = 0, five = 0] = weights.map((w) =>
      Math.round((w / sum) * total),
    )
    return { oneRating: one, twoRating: two, threeRating: three, fourRating: four, fiveRating: five }
  }

  const sellers: (Row<typeof schema.sellers> & { id: string })[] = sellerStores.map((s, i) => ({
    id: id(),
    name: s.seller,
    storeName: s.store,
    storeImage: image(`s/store-${i + 1}.svg`, () =>
      cardImage({ icons: s.icons, paletteIndex: i, title: s.store ?? `${s.seller}'s store` }),
    ),
    createdDate: ago(r.int(30, 1800) * DAY),
    ...ratingCounts(400),
  }))
  /** The sellers whose stores carry a brand group (every group has at least one general store). */
  const sellersOf = (group: BrandGroup) =>
    sellers.filter((_, i) => (sellerStores[i] as (typeof sellerStores)[number]).groups.includes(group))

  // Products, spread round-robin over the leaves so even a small seed covers every leaf.
  const products: ProductRow[] = []
  const leafOf = new Map<string, LeafInfo>()
  /** The kind each product was made as: its picture and its name both come from it. */
  const kindOf = new Map<string, Kind>()
  /** Names each seller already lists (seller id, a NUL, the name): a store never lists one name twice. */
  const listed = new Set<string>()
  /** How many products of a leaf so far show each emoji: the count picks the next one's look. */
  const pictured = new Map<string, number>()
  for (let i = 0; i < productCount; i++) {
    const info = leaves[i % leaves.length] as LeafInfo
    const { leaf, top } = info
    let brand = r.pick(brandsOf(top.brandGroup))
    let seller = r.pick(sellersOf(top.brandGroup))
    // A leaf of one kind draws nothing for it, so adding kinds kept every other product as it was.
    let kind = (leaf.kinds.length > 1 ? r.pick(leaf.kinds) : leaf.kinds[0]) as Kind
    let name = leaf.makeName(brand.name, kind, r)
    const taken = () => listed.has(`${seller.id}\u0000${name}`)
    if (taken()) {
      // A name this seller already lists. Other brands and kinds come from a random source of this
      // product's own, so the main sequence (and every later product) is untouched.
      const retry = new Random(SEED ^ (i + 1))
      for (let attempt = 0; attempt < 20 && taken(); attempt++) {
        brand = retry.pick(brandsOf(top.brandGroup))
        kind = retry.pick(leaf.kinds)
        name = leaf.makeName(brand.name, kind, retry)
      }
      // Unbranded names (fresh produce) run out first: then another store of the trade lists it.
      if (taken())
        seller = sellersOf(top.brandGroup).find((s) => !listed.has(`${s.id}\u0000${name}`)) ?? seller
      // The last resort is a range word after the brand ("Kalam Works Premium Geometry Box").
      const base = name
      const branded = base.startsWith(`${brand.name} `)
      const rest = branded ? base.slice(brand.name.length + 1) : base
      for (const range of ['Premium', 'Value', 'Select', 'Signature']) {
        if (!taken()) break
        name = branded ? `${brand.name} ${range} ${rest}` : `${range} ${rest}`
      }
      for (let n = 2; taken(); n++) name = `${base} (Combo of ${n})`
    }
    listed.add(`${seller.id}\u0000${name}`)
    const priceRupees = shopPrice(r.int(leaf.price[0], leaf.price[1]))
    const off = r.int(5, 70)
    let offerRupees = Math.round((priceRupees * (100 - off)) / 100)
    if (offerRupees >= 100) offerRupees = Math.floor(offerRupees / 10) * 10 + 9
    offerRupees = Math.min(Math.max(offerRupees, 1), priceRupees - 1)
    // Fresh produce is priced to the half rupee, so the wire format shows real paise.
    const halfRupee = top.slug === 'grocery' && r.chance(0.4) ? 50 : 0
    const pricePaise = priceRupees * 100
    const offerPricePaise = offerRupees * 100 + (offerRupees + 1 < priceRupees ? halfRupee : 0)
    const stockRoll = r.next()
    const stock =
      stockRoll < 0.08 ? 0 : stockRoll < 0.15 ? r.int(1, 4) : stockRoll < 0.23 ? r.int(5, 9) : r.int(10, 500)
    const icon = r.pick(kind.icons)
    // Formerly the picture's variant; still drawn so the products after this one keep their values.
    r.next()
    // A leaf's products showing the same emoji take its looks in turn (colours, backdrop, tilt), so a
    // page of sarees is not one picture repeated; the gallery shows the next two looks.
    const seen = pictured.get(`${info.id} ${icon}`) ?? 0
    pictured.set(`${info.id} ${icon}`, seen + 1)
    // Keys count from 4: 1 to 3 named the earlier pictures, which browsers may keep for a year.
    const imageUrls = [0, 1, 2].map((k) => {
      const variant = (seen + k) % PRODUCT_LOOKS
      return image(`p/${icon}-${variant + 4}.svg`, () =>
        productImage({ icon, variant, title: icon.replaceAll('-', ' ') }),
      )
    })
    const keyFeatures = r.sample(leaf.features, 4)
    const features: Record<string, string> = { Brand: brand.name }
    for (const [key, values] of Object.entries(leaf.specs)) features[key] = r.pick(values)
    // After the random picks, so the generator's sequence (and every later product) stays the same.
    for (const [key, value] of Object.entries(leaf.specsFromName?.(name) ?? {})) {
      if (value === null) delete features[key]
      else features[key] = value
    }
    const isWarrantyGroup = top.brandGroup === 'electronics' || top.brandGroup === 'appliances'
    const perishable = top.brandGroup === 'grocery' || top.brandGroup === 'health'
    const purchaseLimit = r.chance(0.1)
    const productId = id()
    const product: ProductRow = {
      id: productId,
      name,
      description: `${name} by ${brand.name}. ${keyFeatures.slice(0, 3).join('. ')}. ${r.pick([
        'Sold by verified sellers with quick delivery across India.',
        'Genuine product with GST invoice.',
        'Packed with care and shipped within 24 hours.',
        'A popular choice among shoppers this season.',
      ])}`,
      imageUrls,
      pricePaise,
      offerPricePaise,
      sellingPricePaise: offerPricePaise,
      discountPercent: Math.round(((pricePaise - offerPricePaise) / pricePaise) * 100),
      stock,
      brandId: brand.id,
      sellerId: seller.id,
      categoryId: info.id,
      searchBrand: brand.name,
      searchCategory: info.path,
      ...ratingCounts(r.chance(0.2) ? 5000 : 600),
      tierPrices: [
        { range: '10-49', discountPricePaise: Math.round(offerPricePaise * 0.95) },
        { range: '50+', discountPricePaise: Math.round(offerPricePaise * 0.9) },
      ],
      keyFeatures,
      features,
      purchaseLimit,
      branded: leaf.name !== 'Fresh Fruits' && leaf.name !== 'Fresh Vegetables',
      cashOnDelivery: r.chance(0.85),
      minimumQuantity: 1,
      oneYearWarrenty: isWarrantyGroup,
      noWarrenty: !isWarrantyGroup,
      sevenDaysReplacement: isWarrantyGroup,
      nonReturnableItem: perishable,
      sevenDaysReturnable: !perishable && !isWarrantyGroup,
      tcin: String(r.int(10_000_000, 99_999_999)),
      origin: r.pick(leaf.origin ?? ['India', 'India', 'China', 'Vietnam']),
      weight: formatWeight(leaf.weight, r),
      b2cMaxQty: purchaseLimit ? 2 : r.pick([5, 10]),
      b2bMaxQty: r.chance(0.7) ? r.pick([50, 100, 500]) : null,
      isBestSeller: r.chance(0.08),
      sponsored: r.chance(0.05),
      offerTitle: null,
      offerDesc: null,
      limitedTimeOffer: false,
      topDeals: false,
      newArrivals: false,
      createdAt: ago(r.int(15, 400) * DAY + r.int(0, 23) * HOUR),
    }
    products.push(product)
    leafOf.set(productId, info)
    kindOf.set(productId, kind)
  }

  const inLeaves = (names: readonly string[]) =>
    products.filter((p) => names.includes(leafOf.get(p.id)?.leaf.name ?? ''))
  /** The best deals of some leaves: in stock, biggest discount first. */
  const bestDeals = (names: readonly string[], count: number) =>
    inLeaves(names)
      .filter((p) => p.stock > 0)
      .sort((a, b) => b.discountPercent - a.discountPercent || a.id.localeCompare(b.id))
      .slice(0, count)
  const need = <T>(items: T[], what: string): T[] => {
    if (items.length === 0) throw new Error(`The demo catalogue has no products for ${what}`)
    return items
  }
  const firstImage = (p: ProductRow) => p.imageUrls[0] as string

  // Brand heroes: each brand's page opens on its own artwork, in its logo's colour with the emoji of
  // what it sells most (read back from its products' picture keys, `p/{icon}-{variant}.svg`).
  const iconCounts = new Map<string, Map<string, number>>()
  for (const p of products) {
    const icon = /\/media\/p\/(.+)-\d+\.svg$/.exec(firstImage(p))?.[1]
    if (!icon) continue
    const counts = iconCounts.get(p.brandId) ?? new Map<string, number>()
    counts.set(icon, (counts.get(icon) ?? 0) + 1)
    iconCounts.set(p.brandId, counts)
  }
  brands.forEach((brand, brandIndex) => {
    const sold = [...(iconCounts.get(brand.id) ?? new Map<string, number>())]
      .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
      .map(([icon]) => icon)
    // A brand with nothing on sale yet shows its trade's category emoji instead.
    const icons =
      sold.length > 0 ? sold : catalogue.filter((t) => t.brandGroup === brand.group).map((t) => t.icon)
    const slug = brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    brand.hero = image(`h/brand-${slug}.svg`, () =>
      brandHeroImage({
        colour: logoColours[brandIndex % logoColours.length] as string,
        icons,
        title: `${brand.name} banner`,
      }),
    )
  })

  // Home banners.
  const bannerSpecs: {
    type: 'Category' | 'Product'
    target: string
    /** For product banners: a word the product's name must contain. */
    nameIncludes?: string
    icon: string
    second: string
    headline: string
    subline: string
  }[] = [
    {
      type: 'Category',
      target: 'electronics',
      icon: 'laptop',
      second: 'mobile-phone',
      headline: 'Big Electronics Days',
      subline: 'Laptops, phones and audio at up to 60% off',
    },
    {
      type: 'Product',
      target: 'Smartphones',
      nameIncludes: '5G',
      icon: 'mobile-phone',
      second: 'headphone',
      headline: 'Smartphone Upgrade Days',
      subline: '5G phones with exchange offers and no-cost EMI',
    },
    {
      type: 'Category',
      target: 'fashion',
      icon: 'dress',
      second: 'running-shoe',
      headline: 'Festive Fashion Edit',
      subline: 'Kurtas, sarees and sneakers for every occasion',
    },
    {
      type: 'Product',
      target: 'Fresh Fruits',
      nameIncludes: 'Mango',
      icon: 'mango',
      second: 'banana',
      headline: 'Mango Season is Here',
      subline: 'Hand-picked Alphonso and Kesar, delivered fresh',
    },
    {
      type: 'Category',
      target: 'grocery',
      icon: 'shopping-cart',
      second: 'cooked-rice',
      headline: 'Fresh Grocery Fest',
      subline: 'Basmati rice, spices and daily staples',
    },
  ]
  const homeBanners: Row<typeof schema.homeBanners>[] = bannerSpecs.map((b, position) => {
    // The words travel as data and are laid over the artwork as text (see docs/product.md, Banners).
    const img = image(`b/art-home-${position + 1}.svg`, () =>
      bannerImage({
        icon: b.icon,
        secondIcon: b.second,
        title: b.headline,
        paletteIndex: position * 2 + 6,
      }),
    )
    const words = {
      title: b.headline,
      headline: b.headline,
      subline: b.subline,
      linkLabel: BANNER_LINK_LABEL,
    }
    if (b.type === 'Category') {
      return {
        id: id(),
        image: img,
        dealType: 'Category',
        categoryId: topIds.get(b.target) ?? null,
        productId: null,
        ...words,
        position,
      }
    }
    const candidates = bestDeals([b.target], 50).filter((p) => p.name.includes(b.nameIncludes ?? ''))
    const product = need(candidates, b.target)[0] as ProductRow
    return {
      id: id(),
      image: img,
      dealType: 'Product',
      categoryId: null,
      productId: product.id,
      ...words,
      position,
    }
  })

  // Top deals: six with several products, three with one.
  const dealSpecs: {
    title: string
    offerText: string
    leaves: string[]
    icons: [string, string]
    count: number
  }[] = [
    {
      title: 'Best of Smartphones',
      offerText: 'Up to 40% off',
      leaves: ['Smartphones'],
      icons: ['mobile-phone', 'battery'],
      count: 8,
    },
    {
      title: 'Laptops for Work and Study',
      offerText: 'Min. 25% off',
      leaves: ['Laptops', 'Keyboards & Mice'],
      icons: ['laptop', 'computer-mouse'],
      count: 8,
    },
    {
      title: 'Audio Carnival',
      offerText: 'From ₹799',
      leaves: ['Headphones', 'Speakers'],
      icons: ['headphone', 'speaker-high-volume'],
      count: 8,
    },
    {
      title: 'Ethnic Wear Sale',
      offerText: 'Min. 50% off',
      leaves: ['Kurtas', 'Sarees', 'Kurtis'],
      icons: ['sari', 'coat'],
      count: 8,
    },
    {
      title: 'Kitchen Essentials',
      offerText: 'Up to 60% off',
      leaves: ['Pans & Kadhais', 'Pressure Cookers', 'Dinner Sets'],
      icons: ['cooking', 'teapot'],
      count: 8,
    },
    {
      title: 'Beauty Bestsellers',
      offerText: 'Buy 2, save 10%',
      leaves: ['Lipsticks', 'Face & Body Care'],
      icons: ['lipstick', 'lotion-bottle'],
      count: 8,
    },
    {
      title: 'Deal of the Day: Smart Watch',
      offerText: 'Lowest price this month',
      leaves: ['Smart Watches'],
      icons: ['watch', 'stopwatch'],
      count: 1,
    },
    {
      title: 'Cricket Bat Special',
      offerText: 'Hand-crafted willow',
      leaves: ['Cricket Bats'],
      icons: ['cricket-game', 'billed-cap'],
      count: 1,
    },
    {
      title: 'Mixer Grinder Offer',
      offerText: 'Extra 10% off',
      leaves: ['Mixer Grinders'],
      icons: ['electric-plug', 'bowl-with-spoon'],
      count: 1,
    },
  ]
  const topDeals: Row<typeof schema.topDeals>[] = []
  const topDealProducts: Row<typeof schema.topDealProducts>[] = []
  dealSpecs.forEach((d, position) => {
    const dealRowId = id()
    const picked = need(bestDeals(d.leaves, d.count), d.title)
    topDeals.push({
      id: dealRowId,
      dealId: id(),
      bannerUrl: image(`d/top-deal-${position + 1}.svg`, () =>
        cardImage({ icons: d.icons, paletteIndex: position, title: d.title }),
      ),
      multipleProduct: d.count > 1,
      title: d.title,
      offerText: d.offerText,
      position,
    })
    picked.forEach((p, i) => {
      p.topDeals = true
      topDealProducts.push({ dealId: dealRowId, productId: p.id, position: i })
    })
  })

  // Limited-time deals: running, starting soon and ended, relative to `now`.
  const limitedSpecs: {
    title: string
    offerTitle: string
    offerDesc: string
    leaves: string[]
    icons: [string, string]
    start: number
    end: number
    count: number
  }[] = [
    {
      title: 'Lightning Deal: Headphones',
      offerTitle: 'Flat 45% off',
      offerDesc: 'Wireless audio at its lowest price, while stock lasts',
      leaves: ['Headphones'],
      icons: ['headphone', 'sparkles'],
      start: -2 * HOUR,
      end: 5 * HOUR,
      count: 6,
    },
    {
      title: 'Grocery Flash Sale',
      offerTitle: 'Up to 30% off',
      offerDesc: 'Rice, atta and masalas for the month',
      leaves: ['Rice & Atta', 'Spices & Masalas'],
      icons: ['cooked-rice', 'hot-pepper'],
      start: -1 * DAY,
      end: 20 * HOUR,
      count: 6,
    },
    {
      title: 'Weekend Fashion Rush',
      offerTitle: 'Min. 40% off',
      offerDesc: 'Kurtas, kurtis and T-shirts for the weekend',
      leaves: ['T-Shirts', 'Kurtis', 'Kurtas'],
      icons: ['t-shirt', 'dress'],
      start: -3 * HOUR,
      end: 2 * DAY,
      count: 6,
    },
    {
      title: 'Deal of the Hour',
      offerTitle: 'Extra ₹1,000 off',
      offerDesc: 'One smartphone, one price, for the next few hours',
      leaves: ['Smartphones'],
      icons: ['mobile-phone', 'alarm-clock'],
      start: -1 * HOUR,
      end: 9 * HOUR,
      count: 1,
    },
    {
      title: 'Midnight Laptop Sale',
      offerTitle: 'Up to 35% off',
      offerDesc: 'Starts at midnight: laptops for work and college',
      leaves: ['Laptops'],
      icons: ['laptop', 'crescent-moon'],
      start: 3 * HOUR,
      end: 27 * HOUR,
      count: 5,
    },
    {
      title: 'Toy Fiesta',
      offerTitle: 'Buy 1 get 1',
      offerDesc: 'Soft toys and board games for every age',
      leaves: ['Soft Toys', 'Games & Puzzles'],
      icons: ['teddy-bear', 'puzzle-piece'],
      start: 2 * DAY,
      end: 3 * DAY,
      count: 6,
    },
    {
      title: 'Monsoon Footwear Sale',
      offerTitle: 'Flat 50% off',
      offerDesc: 'Sports shoes and sandals for the rains',
      leaves: ['Sports Shoes', 'Sandals & Heels'],
      icons: ['running-shoe', 'umbrella-with-rain-drops'],
      start: -3 * DAY,
      end: -1 * DAY,
      count: 6,
    },
  ]
  const limitedTimeDeals: Row<typeof schema.limitedTimeDeals>[] = []
  const limitedTimeDealProducts: Row<typeof schema.limitedTimeDealProducts>[] = []
  limitedSpecs.forEach((d, position) => {
    const dealRowId = id()
    const picked = need(
      inLeaves(d.leaves)
        .filter((p) => p.stock > 0 && !p.limitedTimeOffer)
        .slice(0, d.count),
      d.title,
    )
    const [first, second] = d.icons
    limitedTimeDeals.push({
      id: dealRowId,
      images: [
        image(`d/limited-${position + 1}.svg`, () =>
          cardImage({ icons: d.icons, paletteIndex: position + 4, title: d.title }),
        ),
        ...(d.count > 1
          ? [
              image(`d/limited-${position + 1}-b.svg`, () =>
                cardImage({ icons: [second, first], paletteIndex: position + 7, title: d.title }),
              ),
            ]
          : []),
      ],
      startDate: new Date(now + d.start),
      endDate: new Date(now + d.end),
      title: d.title,
      offerTitle: d.offerTitle,
      offerDesc: d.offerDesc,
      position,
    })
    const live = d.end > 0
    picked.forEach((p, i) => {
      if (live) {
        p.limitedTimeOffer = true
        p.offerTitle = d.offerTitle
        p.offerDesc = d.offerDesc
      }
      limitedTimeDealProducts.push({ dealId: dealRowId, productId: p.id, position: i })
    })
  })

  // Featured brands: the best seller of eight groups, alternating the two featured types.
  const featuredGroups: BrandGroup[] = [
    'electronics',
    'fashion',
    'home',
    'beauty',
    'sports',
    'grocery',
    'appliances',
    'toys',
  ]
  const featuredBrands: Row<typeof schema.featuredBrands>[] = []
  const featuredBrandBrands: Row<typeof schema.featuredBrandBrands>[] = []
  featuredGroups.forEach((group, position) => {
    const top = catalogue.find((c) => c.brandGroup === group) as TopCategory
    const groupBrands = brandsOf(group)
    const chosen = position === 2 ? groupBrands.slice(0, 2) : groupBrands.slice(0, 1)
    const rowId = id()
    featuredBrands.push({
      id: rowId,
      image: image(`f/featured-${group}.svg`, () =>
        cardImage({
          icons: [top.icon, top.branches[0]?.leaves[0]?.kinds[0]?.icons[0] ?? top.icon],
          paletteIndex: position + 2,
          title: `${chosen[0]?.name} featured`,
        }),
      ),
      featuredType: position % 2 === 0 ? 'Brand Product' : 'Brand Page',
      position,
    })
    chosen.forEach((b, i) => {
      featuredBrandBrands.push({ featuredBrandId: rowId, brandId: b.id, position: i })
    })
  })

  // Top stores: ten sellers, including the one without a store name.
  const topStores: Row<typeof schema.topStores>[] = sellers.slice(0, 10).map((s, position) => ({
    id: id(),
    sellerId: s.id,
    image: s.storeImage,
    position,
  }))

  // New arrivals: alternating banner and product types, each with variant cards.
  const arrivalLeaves = [
    'Smartphones',
    'Sarees',
    'Smart Watches',
    'Sports Shoes',
    'Smart TVs',
    'Lipsticks',
    'Soft Toys',
    'Laptops',
  ]
  const newArrivals: Row<typeof schema.newArrivals>[] = []
  const newArrivalProducts: Row<typeof schema.newArrivalProducts>[] = []
  const newArrivalVariants: Row<typeof schema.newArrivalVariants>[] = []
  arrivalLeaves.forEach((leafName, position) => {
    const bannerType = position % 2 === 0
    const pool = need(
      inLeaves([leafName]).filter((p) => p.stock > 0),
      leafName,
    )
    const selected = pool.slice(0, bannerType ? 1 : 4)
    const rowId = id()
    const headProduct = selected[0] as ProductRow
    newArrivals.push({
      id: rowId,
      image: bannerType
        ? firstImage(headProduct)
        : image(`n/arrival-${position + 1}.svg`, () =>
            cardImage({
              icons: [kindOf.get(headProduct.id)?.icons[0] ?? 'sparkles', 'sparkles'],
              paletteIndex: position,
              title: `New ${leafName}`,
            }),
          ),
      newArrivalType: bannerType ? 'Banner Type' : 'Product Type',
      title: `Just Launched: ${leafName}`,
      position,
    })
    selected.forEach((p, i) => {
      p.newArrivals = true
      p.createdAt = ago(r.int(0, 10) * DAY + r.int(0, 23) * HOUR)
      newArrivalProducts.push({ newArrivalId: rowId, productId: p.id, position: i })
    })
    // Variants: the selected products themselves and a few siblings of the same leaf.
    const variants = [...selected, ...pool.filter((p) => !selected.includes(p)).slice(0, 3)]
    variants.forEach((v, i) => {
      const counts = [
        v.oneRating ?? 0,
        v.twoRating ?? 0,
        v.threeRating ?? 0,
        v.fourRating ?? 0,
        v.fiveRating ?? 0,
      ]
      const total = counts.reduce((a, b) => a + b, 0)
      const rating =
        total === 0 ? 0 : Math.round((counts.reduce((a, c, k) => a + c * (k + 1), 0) / total) * 10) / 10
      newArrivalVariants.push({
        newArrivalId: rowId,
        variantId: v.id,
        productId: headProduct.id,
        brandId: v.brandId,
        imageUrls: v.imageUrls,
        description: v.description,
        rating,
        offerPricePaise: v.offerPricePaise,
        position: i,
      })
    })
  })

  // Featured products: one well-rated product in stock from each top-level category, sold by a store with
  // a name (a featured card shows its store; a nameless one would read "Store Name Unavailable").
  const namedStores = new Set(sellers.filter((s) => s.storeName !== null).map((s) => s.id))
  const featuredProducts: Row<typeof schema.featuredProducts>[] = catalogue.map((top, position) => {
    const candidates = products
      .filter((p) => leafOf.get(p.id)?.top === top && p.stock > 0 && namedStores.has(p.sellerId))
      .sort((a, b) => (b.fiveRating ?? 0) - (a.fiveRating ?? 0) || a.id.localeCompare(b.id))
    const product = need(candidates, top.name)[0] as ProductRow
    return { id: id(), productId: product.id, position }
  })

  // Top brands: the second brand of ten groups (featured brands show the first).
  const topBrandGroups: BrandGroup[] = [
    'electronics',
    'fashion',
    'home',
    'beauty',
    'grocery',
    'sports',
    'books',
    'toys',
    'appliances',
    'health',
  ]
  const topBrands: Row<typeof schema.topBrands>[] = topBrandGroups.map((group, position) => ({
    id: id(),
    brandId: (brandsOf(group)[1] ?? brandsOf(group)[0])?.id as string,
    position,
  }))

  const discountSpecs: { slug: string; percent: number; icons: [string, string] }[] = [
    { slug: 'fashion', percent: 50, icons: ['dress', 'running-shoe'] },
    { slug: 'electronics', percent: 30, icons: ['headphone', 'watch'] },
    { slug: 'home', percent: 40, icons: ['cooking', 'bed'] },
    { slug: 'beauty', percent: 25, icons: ['lipstick', 'nail-polish'] },
    { slug: 'grocery', percent: 20, icons: ['mango', 'cooked-rice'] },
  ]
  const discountsForYou: Row<typeof schema.discountsForYou>[] = discountSpecs.map((d, position) => ({
    id: id(),
    categoryId: topIds.get(d.slug) as string,
    image: image(`x/discount-${d.slug}.svg`, () =>
      cardImage({ icons: d.icons, paletteIndex: position + 5, title: `${d.percent}% off`, badge: '%' }),
    ),
    percent: d.percent,
    position,
  }))

  const siteSettings: Row<typeof schema.siteSettings> = {
    id: 1,
    brandName: 'Haat',
    tagline: "India's marketplace for every home and every business",
    about:
      'Haat is a one-stop B2C and B2B marketplace that brings shoppers and businesses across India together with thousands of trusted sellers. From smartphones to saree silks, from kitchen essentials to wholesale groceries, Haat offers genuine products at honest prices, with business accounts that unlock wholesale pricing and tax input credit. Our registered office is in Telangana and our operations office is in Kerala.',
    supportEmail: 'support@haat.example',
    registeredOffice:
      'Haat Commerce Private Limited, Plot 42, Hitech City Road, Madhapur, Hyderabad, Telangana 500081',
    operationsOffice: 'Haat Operations, 3rd Floor, Infopark Phase 2, Kakkanad, Kochi, Kerala 682042',
    b2bSignInUrl: 'https://business.haat.example/login',
    instagramUrl: 'https://www.instagram.com/haat.store',
    linkedinUrl: 'https://www.linkedin.com/company/haat-store',
    privacyUrl: 'https://haat.example/policies/privacy',
    shippingUrl: 'https://haat.example/policies/shipping',
    returnAndCancellationUrl: 'https://haat.example/policies/return-and-cancellation',
    termsOfUseUrl: 'https://haat.example/policies/terms-of-use',
    playStoreUrl: null,
    appStoreUrl: null,
  }

  return {
    media: [...media.values()],
    categories,
    brands: brands.map(({ group: _group, ...b }) => b),
    sellers,
    products,
    homeBanners,
    topDeals,
    topDealProducts,
    limitedTimeDeals,
    limitedTimeDealProducts,
    featuredBrands,
    featuredBrandBrands,
    topStores,
    newArrivals,
    newArrivalProducts,
    newArrivalVariants,
    featuredProducts,
    topBrands,
    discountsForYou,
    siteSettings,
  }
}
