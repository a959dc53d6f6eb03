// `npm run record:fixtures`: records the MSW mocks of dev:mock, the page stories and the storefront tests
// from the real API. It seeds a fresh in-memory PGlite database with the demo catalogue, builds the Fastify
// app in this process (requests go through `app.inject`, no port), asks every GET call the mocks answer
// (packages/storefront/src/mocks/recorded/calls.ts), checks each answer with the contract's schema and
// writes packages/storefront/src/mocks/recorded/<feature>/<call>.json. Re-record after a change to the seed
// or to the contract. The seed is deterministic (a fixed random seed, dates relative to its clock), so a new
// recording differs from the last only where the data or the answers changed.
//
// Two rewrites make the recordings usable without the API:
// - Images: the API serves the seed's pictures from the database under /media/..., which dev:mock and
//   Storybook cannot reach (no API, no proxy). Every /media/... URL is rewritten to the closest picture of the
//   repo's fixture set, /fixtures/img/*.svg (public/, served by both; made with the seed's own composer by
//   scripts/make-fixture-images.ts): a product keeps its kind where the set has one, the rest get a stable
//   pick of the same sort of picture.
// - Time: timestamps are moved as if recorded at RECORDED_AT_SECONDS (see calls.ts); the loader moves them
//   to the present.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type Answer, DEFAULT_SEARCH_SORT, ErrorAnswer, routePath, routes } from '@haat/contract'
import { defaultListingParams, type ListingParams, listingCallParams } from '@haat/contract/core'
import { buildApp } from '../packages/api/src/app.ts'
import { systemClock } from '../packages/api/src/clock.ts'
import { loadConfig } from '../packages/api/src/config.ts'
import { openDatabase } from '../packages/api/src/db/client.ts'
import {
  DEMO_SHOPPER,
  DEMO_SHOPPER_NOT_BOUGHT,
  demoShopperPurchases,
  seedIfEmpty,
} from '../packages/api/src/db/seed/index.ts'
import { createSession } from '../packages/api/src/identity/session.ts'
import {
  featureOf,
  RECORDED_AT_SECONDS,
  type RecordedCall,
  type Recording,
  recordedCalls,
  UNKNOWN_ID,
} from '../packages/storefront/src/mocks/recorded/calls.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'packages/storefront/src/mocks/recorded')
const fixtureImages = path.join(root, 'public/fixtures/img')

/** The listing page the app asks for (LISTING_PAGE_SIZE) and the seller store's carousels (CAROUSEL_SIZE). */
const PAGE_SIZE = 24
const SELLER_CAROUSEL_SIZE = 12
/** The words the stories and tests search for. */
const SEARCHES = ['shoes', 'phone'] as const

interface Request<N extends RecordedCall> {
  params?: Record<string, string>
  query?: Record<string, string | number>
  /** 404 for the requests of an unknown id; 200 otherwise. */
  status?: number
  /** Asks as the demo shopper (a bearer call: the shopper's cart and wishlist). */
  signedIn?: boolean
  /** Shortens a long answer to what the stories and dev:mock show (checked with the contract again). */
  trim?: (answer: Answer<N>) => Answer<N>
}
/**
 * A request, or one that depends on the answers recorded before it (those of its own call included) and
 * may turn out unneeded (undefined).
 */
type Planned<N extends RecordedCall> = Request<N> | (() => Request<N> | undefined)

/** The query a listing screen sends for these filters (the app's own function, so the two cannot differ). */
const listing = (changes: Partial<ListingParams> = {}, pageSize = PAGE_SIZE) =>
  listingCallParams({ ...defaultListingParams(), ...changes }, pageSize)

/** The answers recorded so far, for the plans that pick their ids from an earlier answer. */
const recorded = new Map<RecordedCall, Recording[]>()
function first<N extends RecordedCall>(name: N): Answer<N> {
  const answer = recorded.get(name)?.[0]?.answer
  if (answer === undefined) throw new Error(`${name} must be recorded before the calls that use it`)
  return answer as Answer<N>
}
function found<T>(items: readonly T[], what: string, test: (item: T) => boolean): T {
  const item = items.find(test)
  if (item === undefined)
    throw new Error(`The seed has no ${what} any more: choose another in ${import.meta.filename}`)
  return item
}

/**
 * What to record of each call, in order (a plan may use the answers of the calls above it). Every call of
 * `recordedCalls` needs a plan: TypeScript refuses a missing one, and so does the run.
 */
const plans: { [N in RecordedCall]: () => Planned<N>[] } = {
  // Catalogue and home feeds: as the server answers them.
  health: () => [{}],
  siteSettings: () => [{}],
  categories: () => [{}],
  homeBanners: () => [{}],
  topDeals: () => [{}],
  limitedTimeDeals: () => [{}],
  featuredBrands: () => [{}],
  topStores: () => [{}],
  newArrivals: () => [{}],
  featuredProducts: () => [{}],
  topBrands: () => [{}],
  discountsForYou: () => [{}],

  // Search: a few words the stories and tests use.
  searchSuggestions: () => SEARCHES.map((q) => ({ query: { q } })),
  // The server answers every match (45 for "shoes"); no screen shows more than a row of them.
  searchProducts: () => SEARCHES.map((q) => ({ query: { q }, trim: (products) => products.slice(0, 12) })),
  // Search results for "shoes": the page as it opens (by relevance), then by price Low to High and the
  // filters and sort the Browse story picks in turn.
  searchListing: () => {
    const brand = () => [searchBrand().brandId]
    return [
      { query: { q: 'shoes', ...listing({ sort: DEFAULT_SEARCH_SORT }) } },
      { query: { q: 'shoes', ...listing() } },
      () => ({ query: { q: 'shoes', ...listing({ brand: brand() }) } }),
      () => ({ query: { q: 'shoes', ...listing({ brand: brand(), rating: 4 }) } }),
      () => ({ query: { q: 'shoes', ...listing({ brand: brand(), rating: 4, sort: 'price-desc' }) } }),
    ]
  },

  // Listings: each screen's default page, and the filters and sorts its story picks.
  categoryProducts: () => {
    const electronics = found(first('categories'), 'Electronics category', (c) => c.name === 'Electronics')
    const params = { categoryId: electronics.id }
    return [
      { params, query: listing() },
      { params, query: listing({ availability: 'in-stock' }) },
    ]
  },
  topDealProducts: () => [{ query: listing() }],
  limitedTimeProducts: () => [{ query: listing() }, { query: listing({ sort: 'price-desc' }) }],
  featuredProductsWiseBrand: () => {
    const brandId = featuredBrandProduct().brandId
    return [
      { query: { brandId, ...listing() } },
      { query: { brandId, ...listing({ sort: 'price-desc' }) } },
      { query: { brandId, ...listing({ sort: 'price-desc', availability: 'out-of-stock' }) } },
    ]
  },
  topStoreProducts: () => {
    const [one, two, , four] = first('topStores').data
    if (!one || !two || !four) throw new Error('The seed has fewer than four top stores')
    return [
      { query: { sellerId: one.sellerId, ...listing() } },
      { query: { sellerId: one.sellerId, ...listing({ sort: 'price-desc' }) } },
      { query: { sellerId: two.sellerId, ...listing() } },
      { query: { sellerId: four.sellerId, ...listing() } },
    ]
  },
  newArrivalProducts: () => [{ query: listing() }],
  newArrivalItemProducts: () => {
    const params = { id: productArrival().id }
    return [
      { params, query: listing() },
      { params, query: listing({ sort: 'price-desc' }) },
      { params: { id: UNKNOWN_ID }, query: listing(), status: 404 },
    ]
  },
  brandWiseProducts: () => [{ params: { brandId: topBrand().brandId }, query: listing() }],
  sellersProducts: () => {
    const sellerId = firstStore().sellerId
    // The store page's two carousels: Top Selling and Trending.
    return (['top-selling', 'rating'] as const).map((sort) => ({
      query: { sellerId, ...listing({ sort }, SELLER_CAROUSEL_SIZE) },
    }))
  },
  discountProducts: () => [
    { params: { id: found(first('discountsForYou'), 'discount', () => true).id }, query: listing() },
  ],
  itemProducts: () => {
    const deal = found(first('topDeals'), 'top deal of several products', (d) => d.multipleProduct)
    return [{ params: { itemId: deal.dealId }, query: { type: 'top-deals', ...listing() } }]
  },
  // No screen lists every product: a short page is enough.
  allProducts: () => [{ query: listing({}, 12) }],

  // Brands and sellers.
  brandPage: () => [
    { params: { brandId: featuredBrandPage().brandId } },
    { params: { brandId: UNKNOWN_ID }, status: 404 },
  ],
  brands: () => [{}],
  sellerBrands: () => [{ query: { sellerId: firstStore().sellerId } }],
  // Every top store's seller, so each store of the top-stores page opens in dev:mock.
  seller: () => [
    ...first('topStores').data.map((store) => ({ query: { sellerId: store.sellerId } })),
    { query: { sellerId: UNKNOWN_ID }, status: 404 },
  ],
  // The first three pages of ten (the story pages through them), or as many as there are.
  sellerRatings: () => {
    const sellerId = firstStore().sellerId
    const pages = () => Math.ceil(first('sellerRatings').total / 10)
    return [1, 2, 3].map(
      (page) => () => (page === 1 || page <= pages() ? { query: { sellerId, page, limit: 10 } } : undefined),
    )
  },
  // Every featured brand (the strip shows them all) with the first six of its ten products.
  featuredBrandsWithProducts: () => [
    { trim: (brands) => brands.map((brand) => ({ ...brand, products: brand.products.slice(0, 6) })) },
  ],
  // The first five top stores (the stories use four) with the eight products a carousel asks for.
  topStoresWithProducts: () =>
    (['price-asc', 'price-desc'] as const).map((sort) => ({
      query: { sort, perStore: 8 },
      trim: (answer) => ({ data: answer.data.slice(0, 5) }),
    })),

  // Delivery: a real pincode without a seller (the standard estimate), the same with the first top store
  // (days counted from where it ships), and a six-digit code India Post does not have.
  checkPincode: () => [
    { params: { pincode: '400053' } },
    { params: { pincode: '400053' }, query: { sellerId: firstStore().sellerId } },
    { params: { pincode: '999999' }, status: 404 },
  ],

  // Reviews: a much-rated laptop first (the default answer: a full page, and its 5-star filter), then a
  // product the demo shopper bought (the page a rating story opens), then an unknown product. The demo
  // catalogue's ids are the same at every seed size. Uploads and ratings are writes: not recorded.
  productReviews: () => {
    const popular = POPULAR_PRODUCT
    const bought = demoShopperPurchases.delivered[0]
    // What the pages ask: the product page's newest five, the reviews page's first twenty.
    const plan: Planned<'productReviews'>[] = [
      { query: { productId: popular } },
      { query: { productId: popular, limit: 5 } },
      { query: { productId: popular, page: 1, limit: 20 } },
      { query: { productId: popular, rating: 5 } },
      { query: { productId: bought } },
      { query: { productId: bought, limit: 5 } },
      { query: { productId: UNKNOWN_ID }, status: 404 },
    ]
    return plan
  },

  // The demo shopper's lists as the seed leaves them (two products in the cart, three on the wishlist).
  cartProducts: () => [{ signedIn: true }],
  wishlistProducts: () => [{ signedIn: true }],
  cartSummary: () => [{ signedIn: true }],

  // The demo shopper's two named lists (the first one shared), which of them hold a product, and the
  // shared one as anyone opening its link sees it; a link whose sharing stopped answers 404.
  sharableLists: () => [{ signedIn: true }],
  productInLists: () => [
    () => ({ params: { productId: firstListProduct() }, signedIn: true }),
    { params: { productId: DEMO_SHOPPER_NOT_BOUGHT }, signedIn: true },
  ],
  // The demo shopper's two seeded addresses, the default first.
  addresses: () => [{ signedIn: true }],
  sharedList: () => [
    () => ({ params: { shareId: sharedDemoList() } }),
    { params: { shareId: UNKNOWN_ID }, status: 404 },
  ],

  // The product page: products the demo shopper received (signed in: purchased, and each visit recorded, so
  // the recent visits below hold them), a product they never bought as a visitor sees it, and an unknown id.
  productDetails: () => [
    ...demoShopperPurchases.delivered.slice(0, 3).map((pId) => ({ query: { pId }, signedIn: true })),
    { query: { pId: DEMO_SHOPPER_NOT_BOUGHT } },
    // The much-rated laptop whose reviews are recorded: the page stories' product as a visitor sees it.
    { query: { pId: POPULAR_PRODUCT } },
    { query: { pId: UNKNOWN_ID }, status: 404 },
  ],
  // The same products' questions (the seed gives most some, some none), and an unknown id.
  productQuestions: () => [
    ...[...demoShopperPurchases.delivered.slice(0, 3), DEMO_SHOPPER_NOT_BOUGHT, POPULAR_PRODUCT].map(
      (productId) => ({
        query: { productId },
      }),
    ),
    { query: { productId: UNKNOWN_ID }, status: 404 },
  ],
  // After the product pages above: the demo shopper's recent visits, newest first.
  recentVisits: () => [{ signedIn: true }],

  // Checkout, as the demo shopper: the coin range of the cart's total and of a small total (coins capped
  // by their share), the cart's checkout and one product's, two seeded orders (the recent cash-on-delivery
  // one and a prepaid one) and an id that is no order of theirs.
  coinRange: () => [
    () => ({ query: { orderTotal: first('cartSummary').total }, signedIn: true }),
    { query: { orderTotal: 100 }, signedIn: true },
  ],
  checkoutSummary: () => [
    { signedIn: true },
    () => ({
      query: { productId: found(first('cartProducts'), 'cart line', () => true).productId, quantity: 1 },
      signedIn: true,
    }),
  ],
  orderSummary: () => [
    { params: { parentOrderId: 'DemoParentOrder00004' }, signedIn: true },
    { params: { parentOrderId: 'DemoParentOrder00001' }, signedIn: true },
    { params: { parentOrderId: UNKNOWN_ID }, status: 404, signedIn: true },
  ],

  // After the sale, as the demo shopper: My Orders' first page (and the next while there is one), the last six
  // months, a product search and one that finds nothing; the order page of a delivered, a cancelled and a
  // processing demo order (ids from the list above), and an id that is no order of theirs.
  orders: (): Planned<'orders'>[] => [
    { signedIn: true },
    () => (first('orders').pageCount > 1 ? { query: { page: 2 }, signedIn: true } : undefined),
    { query: { period: '6m' }, signedIn: true },
    { query: { search: 'atta' }, signedIn: true },
    { query: { search: UNKNOWN_ID }, signedIn: true },
  ],
  orderDetails: () => [
    () => ({ params: { orderId: listedOrder('delivered', 3) }, signedIn: true }),
    () => ({ params: { orderId: listedOrder('cancelled', 4) }, signedIn: true }),
    () => ({ params: { orderId: listedOrder('processing', 0) }, signedIn: true }),
    { params: { orderId: UNKNOWN_ID }, status: 404, signedIn: true },
  ],
  // The cancellation page of a shipped prepaid demo order, the processing cash-on-delivery one (nothing to
  // refund), the cancelled one, a delivered one (no longer cancellable), and an id that is no order of theirs.
  orderCancellation: (): Planned<'orderCancellation'>[] => [
    () => ({ params: { orderId: listedOrder('shipped', 1) }, signedIn: true }),
    () => ({ params: { orderId: listedOrder('processing', 0) }, signedIn: true }),
    () => ({ params: { orderId: listedOrder('cancelled', 4) }, signedIn: true }),
    () => ({ params: { orderId: listedOrder('delivered', 3) }, signedIn: true }),
    { params: { orderId: UNKNOWN_ID }, status: 404, signedIn: true },
  ],

  // My Account's own sections: the demo shopper's seeded reviews and questions, a page the server refuses,
  // and their referral code with the friends who joined with it.
  myReviews: (): Planned<'myReviews'>[] => [
    { signedIn: true },
    { query: { page: 0 }, status: 400, signedIn: true },
  ],
  myQuestions: (): Planned<'myQuestions'>[] => [{ signedIn: true }],
  referrals: (): Planned<'referrals'>[] => [{ signedIn: true }],

  // The tax invoice of every listed demo order from processing to delivered (the invoice mocks answer only
  // these; a shipped one gets its number here), and an id that is no order of theirs.
  invoiceSummary: (): Planned<'invoiceSummary'>[] => [
    ...listedOrders()
      .filter((order) => order.status >= 0 && order.status <= 3)
      .map((order) => ({ params: { orderId: order.orderId }, signedIn: true })),
    { params: { orderId: UNKNOWN_ID }, status: 404, signedIn: true },
  ],

  // The demo shopper's wallet: the last 90 days (the default) and its next page, the last 30 days, every
  // page of all their transactions (the wallet mocks filter and page those), and a period the server refuses.
  wallet: (): Planned<'wallet'>[] => [
    { signedIn: true },
    () => (first('wallet').pageCount > 1 ? { query: { page: 2 }, signedIn: true } : undefined),
    { query: { period: '30d' }, signedIn: true },
    { query: { period: 'all' }, signedIn: true },
    ...[2, 3, 4, 5, 6].map(
      (page) => () =>
        walletOfAll().pageCount >= page ? { query: { period: 'all', page }, signedIn: true } : undefined,
    ),
    { query: { period: 'forever' }, status: 400, signedIn: true },
  ],
}

/** The first page of all the demo shopper's wallet transactions, as recorded. */
const walletOfAll = () =>
  found(
    recorded.get('wallet') ?? [],
    "wallet's every transaction",
    (recording) => recording.query.period === 'all' && recording.query.page === undefined,
  ).answer as Answer<'wallet'>

/** Every order of the recorded pages of the demo shopper's whole list (no period, no search). */
const listedOrders = () =>
  (recorded.get('orders') ?? []).flatMap((recording) =>
    recording.status === 200 && Object.keys(recording.query).every((key) => key === 'page')
      ? (recording.answer as Answer<'orders'>).orders
      : [],
  )
/** The newest listed demo order with this status (ORDER_STATUS: 0 processing, 3 delivered, 4 cancelled). */
const listedOrder = (what: string, status: number) =>
  found(listedOrders(), `${what} demo order`, (order) => order.status === status).orderId

/** A much-rated laptop of the demo catalogue (the same id at every seed size): reviews and the product page. */
const POPULAR_PRODUCT = 'i3HvQB7VeXI8csWzqLRc'

const firstListProduct = () =>
  found(first('sharableLists')[0]?.products ?? [], 'product in a named list', () => true).productId
const sharedDemoList = () =>
  found(first('sharableLists'), 'shared named list', (list) => list.shareId !== null).shareId as string
const firstStore = () => found(first('topStores').data, 'top store', () => true)
const topBrand = () => found(first('topBrands'), 'top brand', () => true)
const productArrival = () =>
  found(first('newArrivals').data, '"Product Type" new arrival', (a) => a.newArrivalType === 'Product Type')
const featuredBrandOf = (type: string) => {
  const brand = found(first('featuredBrands'), `"${type}" featured brand`, (b) => b.featuredType === type)
  return found(brand.selectedBrandDetails, `brand of the "${type}" featured brand`, () => true)
}
const featuredBrandProduct = () => featuredBrandOf('Brand Product')
const featuredBrandPage = () => featuredBrandOf('Brand Page')
/** The brand with the most results for "shoes" that still has some rated 4 and up. */
function searchBrand() {
  const page = first('searchListing') as Answer<'searchListing'>
  return found(
    page.facets.brands.toSorted((a, b) => b.count - a.count),
    'brand of shoes',
    () => true,
  )
}

// --- Rewrites ---------------------------------------------------------------------------------------------

/** A stable pick among `choices` for `key` (FNV-1a), so a re-recording picks the same picture. */
function pick(key: string, choices: readonly string[]): string {
  let hash = 0x811c9dc5
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return choices[hash % choices.length] as string
}

/** The seed's emoji (the name of a /media/p/ or /media/c/ picture) by the fixture product picture closest to it. */
const PRODUCT_KINDS: Record<string, string[]> = {
  phone: ['mobile-phone', 'mobile-phone-with-arrow', 'telephone-receiver', 'battery'],
  laptop: ['laptop', 'desktop-computer', 'keyboard', 'computer-mouse', 'television', 'video-game'],
  headphones: ['headphone', 'speaker-high-volume', 'radio'],
  watch: ['watch', 'stopwatch'],
  shirt: ['t-shirt', 'coat', 'lab-coat', 'jeans', 'billed-cap', 'gloves', 'kimono'],
  saree: ['sari', 'dress', 'womans-clothes'],
  shoe: ['running-shoe', 'flat-shoe', 'high-heeled-shoe', 'ballet-shoes', 'womans-sandal', 'thong-sandal'],
  lipstick: [
    'lipstick',
    'nail-polish',
    'lotion-bottle',
    'kiss-mark',
    'soap',
    'mirror',
    'razor',
    'sponge',
    'pill',
    'herb',
    'adhesive-bandage',
    'thermometer',
    'stethoscope',
    'beating-heart',
    'drop-of-blood',
  ],
  mango: [
    'mango',
    'banana',
    'grapes',
    'red-apple',
    'watermelon',
    'tangerine',
    'carrot',
    'tomato',
    'onion',
    'potato',
    'leafy-green',
    'hot-pepper',
  ],
  rice: [
    'cooked-rice',
    'sheaf-of-rice',
    'flatbread',
    'peanuts',
    'salt',
    'honey-pot',
    'chocolate-bar',
    'ginger-root',
    'curry-rice',
    'pea-pod',
    'popcorn',
    'moon-cake',
    'cookie',
    'glass-of-milk',
  ],
  pan: [
    'cooking',
    'pot-of-food',
    'shallow-pan-of-food',
    'steaming-bowl',
    'bowl-with-spoon',
    'teapot',
    'hot-beverage',
    'teacup-without-handle',
    'fork-and-knife-with-plate',
    'jar',
    'tropical-drink',
    'bed',
    'diya-lamp',
    'potted-plant',
    'framed-picture',
    'light-bulb',
    'flashlight',
  ],
  cricket: [
    'cricket-game',
    'badminton',
    'basketball',
    'soccer-ball',
    'tennis',
    'person-lifting-weights',
    'person-in-lotus-position',
    'flexed-biceps',
    'knot',
  ],
  teddy: [
    'teddy-bear',
    'elephant',
    'unicorn',
    'panda',
    'puzzle-piece',
    'game-die',
    'chess-pawn',
    'brick',
    'yo-yo',
    'kite',
    'crayon',
    'baby-bottle',
    'spoon',
    'cup-with-straw',
  ],
  book: [
    'books',
    'blue-book',
    'closed-book',
    'green-book',
    'open-book',
    'orange-book',
    'notebook',
    'pencil',
    'pen',
    'fountain-pen',
    'spiral-notepad',
    'file-folder',
    'memo',
    'backpack',
    'triangular-ruler',
    'artist-palette',
    'scissors',
  ],
}
/** The fixture category picture of each fixture product picture. */
const CATEGORY_OF_KIND: Record<string, string> = {
  phone: 'electronics',
  laptop: 'electronics',
  headphones: 'electronics',
  watch: 'electronics',
  shirt: 'fashion',
  saree: 'fashion',
  shoe: 'fashion',
  lipstick: 'beauty',
  mango: 'grocery',
  rice: 'grocery',
  pan: 'home',
  cricket: 'sports',
  teddy: 'toys',
  book: 'books',
}
/** The brands scripts/make-fixture-images.ts drew a logo for, by their /media/l/ name. */
const LOGOS = [
  'zenvolt',
  'kaveri-home',
  'trishul-sports',
  'mayur-naturals',
  'pixelon',
  'desi-roots',
  'vastra-co',
  'lumio',
]

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`)
const kindOfEmoji = (emoji: string) =>
  Object.keys(PRODUCT_KINDS).find((kind) => PRODUCT_KINDS[kind]?.includes(emoji))

/**
 * The theme of a banner or deal picture, from the title or name it illustrates (the seed draws the title
 * into its banners, and the fixture banners carry three of those titles): the first that matches.
 */
const THEMES: [string, RegExp][] = [
  ['fashion', /fashion|ethnic|sare+|kurta|footwear|shoe|wear|cloth|vastra|silk/i],
  ['beauty', /beauty|lipstick|make-?up|skin|hair|glow|health|wellness/i],
  ['home', /home|kitchen|cook|mixer|bed|furnish|dining/i],
  ['grocery', /grocery|mango|fruit|rice|atta|tea|masala|spice|food|fresh|snack/i],
  ['books', /book|stationery|fiction|academic|writing|office|school/i],
  ['sports', /sport|fitness|cricket|gym|yoga|ball/i],
  ['toys', /toy|baby|kids/i],
  [
    'electronics',
    /electronic|smartphone|phone|laptop|audio|headphone|watch|\btv|speaker|computer|appliance/i,
  ],
]
const themeOf = (text: string) => THEMES.find(([, words]) => words.test(text))?.[0]

/**
 * The fixture picture (public/fixtures/img) standing in for one of the API's /media/ pictures; `hint` is the
 * title or name of the object the picture belongs to.
 */
function fixtureImageFor(mediaPath: string, hint = ''): string {
  const key = mediaPath.replace(/^\/media\//, '').replace(/\.svg$/, '')
  const [folder = '', name = ''] = key.split('/')
  const products = Object.keys(PRODUCT_KINDS).map((kind) => `product-${kind}`)
  const themed = (prefix: string, theme: string, themes: string[]) => {
    const chosen = [themeOf(hint), themeOf(theme)].find((t) => t !== undefined && themes.includes(t))
    return chosen
      ? `${prefix}-${chosen}`
      : pick(
          key,
          themes.map((t) => `${prefix}-${t}`),
        )
  }
  let file: string
  switch (folder) {
    case 'p': {
      const kind = kindOfEmoji(name.replace(/-\d+$/, ''))
      file = kind ? `product-${kind}` : pick(key, products)
      break
    }
    case 'c': {
      const kind = kindOfEmoji(name)
      file = kind
        ? `category-${CATEGORY_OF_KIND[kind]}`
        : themed('category', name, [...new Set(Object.values(CATEGORY_OF_KIND))])
      break
    }
    case 'b':
      file = themed('banner', name.replace(/^category-/, ''), ['electronics', 'fashion', 'grocery'])
      break
    case 'd':
    case 'f':
    case 'n':
      file = themed('deal', name.replace(/^featured-/, ''), ['beauty', 'electronics', 'fashion', 'home'])
      break
    case 'x':
      file = pick(key, numbered('discount', 4))
      break
    case 's':
      file = `store-${(((Number(name.replace(/^store-/, '')) || 1) - 1) % 4) + 1}`
      break
    case 'h':
      // A brand's own hero (the brand page's banner).
      file = pick(key, numbered('brand-hero', 2))
      break
    case 'l':
      file = LOGOS.includes(name)
        ? `logo-${LOGOS.indexOf(name) + 1}`
        : pick(key, numbered('logo', LOGOS.length))
      break
    default:
      throw new Error(`No fixture picture for ${mediaPath}: add its folder to fixtureImageFor`)
  }
  const url = `/fixtures/img/${file}.svg`
  if (!existsSync(path.join(fixtureImages, `${file}.svg`)))
    throw new Error(`${mediaPath} maps to ${url}, which does not exist`)
  return url
}

const isTimestamp = (value: object): value is { _seconds: number; _nanoseconds: number } =>
  Object.keys(value).length === 2 && '_seconds' in value && '_nanoseconds' in value

/**
 * The answer as it is kept: /media/ pictures rewritten, timestamps moved by `shift` seconds, and the keys of
 * every object in alphabetical order (a stable order whatever the server's serializer does).
 */
function rewrite(value: unknown, shift: number, hint = ''): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) return fixtureImageFor(value, hint)
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value))
      throw new Error(`An ISO date (${value}): teach rewrite() to move it`)
    return value
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, shift, hint))
  if (value !== null && typeof value === 'object') {
    if (isTimestamp(value)) return { _nanoseconds: value._nanoseconds, _seconds: value._seconds + shift }
    const fields = value as Record<string, unknown>
    // What the object's pictures show: its title, else its name (a deal, a banner, a brand, a category).
    const named = [fields.title, fields.Title, fields.brandName, fields.parentCategoryName, fields.name]
    const own = named.find((text): text is string => typeof text === 'string')
    return Object.fromEntries(
      Object.keys(fields)
        .sort()
        .map((key) => [key, rewrite(fields[key], shift, own ?? hint)]),
    )
  }
  return value
}

// --- Recording ---------------------------------------------------------------------------------------------

const started = performance.now()
const missing = recordedCalls.filter((name) => !(name in plans))
if (missing.length > 0) throw new Error(`No recording plan for ${missing.join(', ')}`)

// The seed's clock, to the second: dates in the answers are this plus or minus whole seconds.
const seededAt = Math.floor(Date.now() / 1000)
const shift = RECORDED_AT_SECONDS - seededAt
const database = await openDatabase({ dataDir: 'memory://' })
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FEED_CACHE: 'false',
    RATE_LIMIT_MAX: '1000000',
  }),
  database,
})
try {
  await seedIfEmpty(database.db, { now: new Date(seededAt * 1000) })
  await app.ready()
  const demoToken = (await createSession(database.db, DEMO_SHOPPER.id, systemClock)).token
  console.log(`Seeded the demo catalogue in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  for (const name of Object.keys(plans) as RecordedCall[]) {
    const route = routes[name]
    const recordings: Recording[] = []
    recorded.set(name, recordings)
    for (const planned of plans[name]()) {
      const request = typeof planned === 'function' ? planned() : planned
      if (request === undefined) continue
      const params = request.params ?? {}
      const query = Object.fromEntries(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)]))
      const search = new URLSearchParams(query).toString()
      const url = `/api${routePath(route.path, params)}${search ? `?${search}` : ''}`
      const headers = request.signedIn ? { authorization: `Bearer ${demoToken}` } : {}
      const response = await app.inject({ method: 'GET', url, headers })
      const expected = request.status ?? 200
      if (response.statusCode !== expected) {
        throw new Error(
          `GET ${url} answered ${response.statusCode}, not ${expected}: ${response.body.slice(0, 300)}`,
        )
      }
      const body: unknown = response.json()
      const schema = expected === 200 ? route.response : ErrorAnswer
      const check = (answer: unknown, what: string) => {
        const checked = schema.safeParse(answer)
        if (!checked.success) {
          const issues = JSON.stringify(checked.error.issues, null, 2)
          throw new Error(`GET ${url}: ${what} does not match the contract:\n${issues}`)
        }
      }
      check(body, 'the answer')
      // The wire's JSON (not the parsed value): a recording is what the server sent.
      const answer = request.trim ? request.trim(body as never) : body
      if (request.trim) check(answer, 'the trimmed answer')
      recordings.push({ params, query, status: response.statusCode, answer })
    }
  }
} finally {
  await app.close()
  await database.close()
}

// Written after every call answered, so a failed run leaves the last recording whole.
for (const feature of new Set(recordedCalls.map(featureOf))) {
  await rm(path.join(outDir, feature), { recursive: true, force: true })
  await mkdir(path.join(outDir, feature), { recursive: true })
}
const sizes: string[] = []
for (const [name, recordings] of recorded) {
  const file = path.join(outDir, featureOf(name), `${name}.json`)
  const kept = recordings.map((r) => ({ ...r, answer: rewrite(r.answer, shift) }))
  const text = `${JSON.stringify(kept, null, 2)}\n`
  await writeFile(file, text)
  sizes.push(`${path.relative(outDir, file)} ${recordings.length} ${(text.length / 1024).toFixed(1)} KB`)
}
// Biome's formatting, so `npm run lint` accepts the files as written.
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')
const format = spawnSync(process.execPath, [biome, 'format', '--write', outDir], {
  cwd: root,
  encoding: 'utf8',
})
if (format.status !== 0) throw new Error(`biome format failed:\n${format.stdout}${format.stderr}`)

let total = 0
for (const feature of await readdir(outDir, { withFileTypes: true })) {
  if (!feature.isDirectory()) continue
  for (const file of await readdir(path.join(outDir, feature.name))) {
    total += statSync(path.join(outDir, feature.name, file)).size
  }
}
console.log(sizes.map((line) => `  ${line}`).join('\n'))
console.log(
  `Recorded ${[...recorded.values()].flat().length} answers of ${recorded.size} calls ` +
    `(${(total / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
