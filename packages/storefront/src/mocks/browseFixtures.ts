import type { Answer, ListingProduct, NewArrivalProduct } from '@haat/contract'
import { searchableProducts, topStores } from './fixtures.ts'

/**
 * Fixtures of the browse screens (issue 4), typed by the contract and parsed with its schemas in
 * fixtures.test.ts. The catalogue adds shoes and watches to the searchable products, enough of them that
 * a listing has a second page at a small page size.
 */
const img = (name: string) => `/fixtures/img/${name}.svg`
const at = (offsetMs: number) => ({ _seconds: Math.floor((Date.now() + offsetMs) / 1000), _nanoseconds: 0 })
const DAY = 86_400_000

const BRANDS: Record<string, string> = {
  BR301: 'Zentro',
  BR302: 'Kasturi Handlooms',
  BR303: 'Rasoi Ghar',
  BR304: 'Gulab Naturals',
  BR305: 'Chalo Sports',
}

/** A generated product: prices, stock and ratings vary with `n` so sorts and filters have work to do. */
function generated(n: number, kind: 'shoe' | 'watch', brandId: string, categoryId: string): ListingProduct {
  const price = 999 + n * 250
  const offerPrice = price - (n % 5) * 150
  const stars = (n % 5) + 1
  return {
    productId: `P3${String(n).padStart(3, '0')}`,
    name: kind === 'shoe' ? `${BRANDS[brandId]} Running Shoes ${n}` : `${BRANDS[brandId]} Analog Watch ${n}`,
    imageUrls: [img(`product-${kind}`)],
    price,
    offerPrice,
    sellingPrice: offerPrice,
    discount: Math.round(((price - offerPrice) / price) * 100),
    stock: n % 4 === 0 ? 0 : n * 3,
    brandId,
    brand: BRANDS[brandId] ?? 'Haat',
    sellerId: n % 2 === 0 ? 'SEL401' : 'SEL402',
    categoryId,
    offerTitle: n % 3 === 0 ? 'Festive Sale' : null,
    offerDesc: n % 3 === 0 ? 'Extra 10% off with Haat Pay' : null,
    limitedTimeEndDate: n % 3 === 0 ? at(DAY / 2 + n * 60_000) : null,
    limitedTimeOffer: n % 3 === 0,
    topDeals: n % 2 === 1,
    newArrivals: n > 20,
    isBestSeller: n % 7 === 0,
    sponsored: n % 6 === 0,
    oneRating: stars === 1 ? 10 : 0,
    twoRating: stars === 2 ? 10 : 0,
    threeRating: stars === 3 ? 10 : 0,
    fourRating: stars === 4 ? 10 : 0,
    fiveRating: stars === 5 ? 10 : 0,
  }
}

export const browseCatalogue: ListingProduct[] = [
  ...searchableProducts,
  ...Array.from({ length: 22 }, (_, i) =>
    generated(i + 1, 'shoe', i % 2 === 0 ? 'BR305' : 'BR302', 'CAT1006'),
  ),
  ...Array.from({ length: 8 }, (_, i) => generated(i + 23, 'watch', 'BR301', 'CAT1101')),
]

export const brands = Object.entries(BRANDS).map(([brandId, brandName], index) => ({
  brandId,
  brandName,
  brandLogo: img(`logo-${index + 1}`),
  isVerified: index < 3,
  isBestSeller: index === 0,
  joinedDate: at(-400 * DAY),
})) satisfies Answer<'brands'>

const zentro = brands[0] as (typeof brands)[number]
const zentroProducts = browseCatalogue.filter((product) => product.brandId === 'BR301')

export const brandPage = {
  brandDetails: zentro,
  sections: [
    {
      name: 'bannerSection',
      items: [
        { url: img('banner-electronics'), link: null, brandLogo: zentro.brandLogo, brandName: 'Zentro' },
      ],
    },
    {
      name: 'productSection',
      items: zentroProducts.slice(0, 6).map((product) => ({
        productId: product.productId,
        productDetails: product,
        rate: product.offerPrice,
        originalPrice: product.price,
        name: product.name,
        imageUrl: product.imageUrls[0] ?? img('product-phone'),
      })),
    },
    {
      name: 'gallerySection',
      items: [
        {
          imageUrl: img('store-1'),
          Title: 'Designed in Bengaluru',
          Description: 'Our studio on Church Street.',
        },
        { imageUrl: img('store-2'), Title: 'Made to last', Description: 'Two-year warranty on every phone.' },
      ],
    },
    {
      name: 'videoSection',
      items: [
        {
          url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
          Title: 'Zentro Nova 5G',
          Description: 'The phone in ninety seconds.',
        },
      ],
    },
  ],
} satisfies Answer<'brandPage'>

export const sellers = [
  {
    sellerId: 'SEL401',
    name: 'Meera Traders',
    storedetails: { storename: 'Meera Electronics' },
    storeImage: img('store-1'),
    createdDate: at(-700 * DAY),
    oneRating: 1,
    twoRating: 1,
    threeRating: 2,
    fourRating: 6,
    fiveRating: 12,
    ratingSummary: { average: 4.2, count: 22 },
  },
  {
    sellerId: 'SEL402',
    name: 'Kiran Footwear',
    storedetails: { storename: null },
    storeImage: img('store-2'),
    createdDate: at(-90 * DAY),
    oneRating: 0,
    twoRating: 0,
    threeRating: 0,
    fourRating: 0,
    fiveRating: 0,
    ratingSummary: { average: 0, count: 0 },
  },
  // The other two top stores of the home feed, so each store of /topStore-Page opens in mock mode.
  {
    sellerId: 'SEL403',
    name: 'Anil Mehta',
    storedetails: { storename: null },
    storeImage: img('store-3'),
    createdDate: at(-400 * DAY),
    oneRating: 0,
    twoRating: 0,
    threeRating: 1,
    fourRating: 2,
    fiveRating: 1,
    ratingSummary: { average: 4, count: 4 },
  },
  {
    sellerId: 'SEL404',
    name: 'Sunita Desai',
    storedetails: { storename: 'Konkan Fresh Farms' },
    storeImage: img('store-4'),
    createdDate: at(-200 * DAY),
    oneRating: 0,
    twoRating: 0,
    threeRating: 0,
    fourRating: 1,
    fiveRating: 3,
    ratingSummary: { average: 4.8, count: 4 },
  },
] satisfies Answer<'seller'>[]

const reviewers = [
  'Aarav',
  'Diya',
  'Kabir',
  'Ishita',
  'Rohan',
  'Ananya',
  'Vihaan',
  'Saanvi',
  'Arjun',
  'Meera',
]

/** The 22 ratings of SEL401, newest first, matching its rating counts. */
export const sellerRatings = Array.from({ length: 22 }, (_, i) => {
  const rating = i < 12 ? 5 : i < 18 ? 4 : i < 20 ? 3 : i < 21 ? 2 : 1
  return {
    id: `SR${i + 1}`,
    comment: '',
    rating,
    sellerId: 'SEL401',
    review: rating >= 4 ? 'Quick delivery, well packed.' : 'Delivery took longer than promised.',
    name: reviewers[i % reviewers.length] ?? 'Shopper',
    createdAt: at(-(i + 1) * DAY),
  }
}) satisfies Answer<'sellerRatings'>['ratings']

export const featuredBrandsWithProducts = brands.slice(0, 3).map((brand, index) => ({
  brandId: brand.brandId,
  brandName: brand.brandName,
  brandLogo: brand.brandLogo,
  image: img(['deal-electronics', 'deal-fashion', 'deal-home'][index] ?? 'deal-home'),
  products: browseCatalogue.filter((product) => product.brandId === brand.brandId).slice(0, 8),
})) satisfies Answer<'featuredBrandsWithProducts'>

/**
 * Products of the top stores that sell nothing in `browseCatalogue` (SEL403, SEL404), so the "More Top
 * Stores" carousels of /topStore-Page have cards for every store. Only the top-stores call answers them.
 */
export const moreTopStoreProducts: ListingProduct[] = Array.from({ length: 10 }, (_, i) => ({
  ...generated(i + 31, i % 2 === 0 ? 'watch' : 'shoe', i % 2 === 0 ? 'BR301' : 'BR305', 'CAT1006'),
  sellerId: i < 6 ? 'SEL403' : 'SEL404',
}))

/** Every top store of the home feed with all its fixture products (the handler sorts and cuts them). */
export const topStoreCatalogue = [...browseCatalogue, ...moreTopStoreProducts]

/** `topStoresWithProducts` at its defaults (price-asc, 8 a store). */
export const topStoresWithProducts = {
  data: topStores.data.map((store) => ({
    sellerId: store.sellerId,
    storeName: store.sellerData.storedetails.storename,
    image: store.image,
    products: topStoreCatalogue
      .filter((product) => product.sellerId === store.sellerId)
      .sort((a, b) => a.offerPrice - b.offerPrice || a.productId.localeCompare(b.productId))
      .slice(0, 8),
  })),
} satisfies Answer<'topStoresWithProducts'>

/**
 * The products of the "Product Type" new-arrival collections of the home feed fixture (NA2, NA3), with
 * descriptions (full text: the card cuts it to 102 characters). Unknown collection ids answer 404.
 */
const withDescription = (product: ListingProduct, i: number): NewArrivalProduct => ({
  ...product,
  description:
    i % 2 === 0
      ? `${product.name}: just launched at Haat, with a one-year brand warranty, free delivery across India, cash on delivery and easy seven-day returns.`
      : `${product.name}, new this week.`,
})
export const newArrivalCollections: Record<string, NewArrivalProduct[]> = {
  NA2: browseCatalogue.filter((product) => product.newArrivals).map(withDescription),
  NA3: searchableProducts.slice(0, 3).map(withDescription),
}
