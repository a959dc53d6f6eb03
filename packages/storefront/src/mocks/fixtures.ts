import type { Answer, Category } from '@haat/contract'

/**
 * MSW fixtures for Storybook, dev:mock and tests: what the API answers for a small Indian marketplace.
 * Typed by the contract (`satisfies Answer<...>`) and parsed with its schemas in fixtures.test.ts, so a
 * fixture cannot drift from what the server really sends. Images are the repo's /fixtures/img set.
 */
const img = (name: string) => `/fixtures/img/${name}.svg`

/** Deal dates relative to now, so countdowns in stories and dev:mock are always running. */
const at = (offsetMs: number) => ({ _seconds: Math.floor((Date.now() + offsetMs) / 1000), _nanoseconds: 0 })
const HOUR = 3_600_000

export const siteSettings = {
  brandName: 'Haat',
  tagline: 'Everything India shops for, from sellers you can trust.',
  about:
    'Haat is a one-stop B2C and B2B marketplace that brings thousands of Indian sellers, brands and ' +
    'manufacturers to shoppers and businesses across the country, with fair prices, quick delivery and ' +
    'easy returns.',
  supportEmail: 'support@haat.example',
  registeredOffice: '4th Floor, Cyber Towers, HITEC City, Hyderabad, Telangana 500081',
  operationsOffice: '2nd Floor, Infopark Phase 1, Kakkanad, Kochi, Kerala 682042',
  b2bSignInUrl: 'https://b2b.haat.example/sign-in',
  social: {
    instagram: 'https://www.instagram.com/haat.example',
    linkedin: 'https://www.linkedin.com/company/haat-example',
  },
  policies: {
    privacy: 'https://haat.example/policies/privacy',
    shipping: 'https://haat.example/policies/shipping',
    returnAndCancellation: 'https://haat.example/policies/returns',
    termsOfUse: 'https://haat.example/policies/terms',
  },
  appLinks: { playStore: null, appStore: null },
} satisfies Answer<'siteSettings'>

const topCategory = (id: string, name: string, icon: string, products: string[]): Category => ({
  id,
  name,
  parentCategory: id,
  categoryIcon: img(`category-${icon}`),
  categoryBanner: img(`banner-${icon === 'electronics' || icon === 'fashion' ? icon : 'grocery'}`),
  products,
  productCount: products.length * 37,
})
const subCategory = (id: string, parent: string, name: string, products: string[]): Category => ({
  id,
  name,
  parentCategory: parent,
  categoryIcon: null,
  categoryBanner: null,
  products,
  productCount: products.length * 12,
})

export const categories = [
  topCategory('CAT1001', 'Electronics', 'electronics', ['P2001', 'P2002', 'P2003']),
  topCategory('CAT1002', 'Fashion', 'fashion', ['P2004', 'P2005', 'P2006']),
  topCategory('CAT1003', 'Home & Kitchen', 'home', ['P2013']),
  topCategory('CAT1004', 'Beauty', 'beauty', ['P2010']),
  topCategory('CAT1005', 'Grocery', 'grocery', ['P2007', 'P2008']),
  topCategory('CAT1006', 'Sports', 'sports', ['P2009']),
  topCategory('CAT1007', 'Books', 'books', ['P2012']),
  topCategory('CAT1008', 'Toys', 'toys', ['P2011']),
  // A top-level category without products: the app must not show it.
  { ...topCategory('CAT1009', 'Musical Instruments', 'sports', []), productCount: 0 },
  subCategory('CAT1101', 'CAT1001', 'Mobiles', ['P2001']),
  subCategory('CAT1102', 'CAT1001', 'Laptops', ['P2002']),
  subCategory('CAT1103', 'CAT1001', 'Audio', ['P2003']),
  subCategory('CAT1111', 'CAT1101', 'Smartphones', ['P2001']),
  subCategory('CAT1112', 'CAT1101', 'Feature Phones', ['P2001']),
  subCategory('CAT1121', 'CAT1102', 'Thin and Light', ['P2002']),
  subCategory('CAT1131', 'CAT1103', 'Headphones', ['P2003']),
  subCategory('CAT1201', 'CAT1002', 'Men', ['P2004']),
  subCategory('CAT1202', 'CAT1002', 'Women', ['P2005']),
  subCategory('CAT1211', 'CAT1201', 'Shirts', ['P2004']),
  subCategory('CAT1221', 'CAT1202', 'Sarees', ['P2005']),
  subCategory('CAT1501', 'CAT1005', 'Fruits', ['P2007']),
  subCategory('CAT1502', 'CAT1005', 'Staples', ['P2008']),
] satisfies Answer<'categories'>

export const homeBanners = [
  {
    id: 'HB1',
    image: img('banner-electronics'),
    dealType: 'Category',
    selectedValue: ['CAT1001'],
    categoryDetails: [{ categoryId: 'CAT1001', categoryName: 'Electronics' }],
    productId: null,
    title: 'Big Electronics Days: up to 60% off on mobiles, laptops and audio',
  },
  {
    id: 'HB2',
    image: img('banner-fashion'),
    dealType: 'Product',
    selectedValue: ['P2005'],
    categoryDetails: [],
    productId: 'P2005',
    title: 'Handwoven Banarasi silk sarees, straight from Varanasi weavers',
  },
  {
    id: 'HB3',
    image: img('banner-grocery'),
    dealType: 'Category',
    selectedValue: ['CAT1005'],
    categoryDetails: [{ categoryId: 'CAT1005', categoryName: 'Grocery' }],
    productId: null,
    title: 'Fresh Alphonso mangoes and pantry staples delivered tomorrow',
  },
] satisfies Answer<'homeBanners'>

export const topDeals = [
  {
    id: 'TD1',
    dealId: 'DEAL501',
    bannerUrl: img('deal-electronics'),
    multipleProduct: true,
    productIds: ['P2001', 'P2002', 'P2003'],
    title: 'Smartphones and laptops',
    offerText: 'Min. 40% off',
  },
  {
    id: 'TD2',
    dealId: 'DEAL502',
    bannerUrl: img('deal-fashion'),
    multipleProduct: false,
    productIds: ['P2004'],
    title: 'Cotton casual shirts',
    offerText: 'Under ₹799',
  },
  {
    id: 'TD3',
    dealId: 'DEAL503',
    bannerUrl: img('deal-home'),
    multipleProduct: true,
    productIds: ['P2013', 'P2014'],
    title: 'Kitchen essentials',
    offerText: 'From ₹299',
  },
  {
    id: 'TD4',
    dealId: 'DEAL504',
    bannerUrl: img('deal-beauty'),
    multipleProduct: true,
    productIds: ['P2010'],
    title: 'Lipsticks and make-up',
    offerText: 'Buy 2, get 1 free',
  },
] satisfies Answer<'topDeals'>

export const limitedTimeDeals = [
  {
    id: 'LTD1',
    image: [img('deal-electronics')],
    productIds: ['P2003'],
    startDate: at(-2 * HOUR),
    endDate: at(5 * HOUR + 23 * 60_000),
    title: 'Wireless headphones',
    offerTitle: 'Flat 55% off',
    offerDesc: 'ANC headphones with 40-hour battery, today only',
  },
  {
    id: 'LTD2',
    image: [img('deal-fashion')],
    productIds: ['P2005', 'P2006'],
    startDate: at(-HOUR),
    endDate: at(26 * HOUR),
    title: 'Festive ethnic wear',
    offerTitle: 'Up to 70% off',
    offerDesc: 'Sarees, kurtas and running shoes for the festive season',
  },
  {
    id: 'LTD3',
    image: [img('deal-home')],
    productIds: ['P2013', 'P2014'],
    startDate: at(3 * HOUR),
    endDate: at(27 * HOUR),
    title: 'Cookware week',
    offerTitle: 'Starts tonight',
    offerDesc: 'Non-stick tawas and pressure cookers at launch prices',
  },
] satisfies Answer<'limitedTimeDeals'>

export const featuredBrands = [
  {
    id: 'FB1',
    image: img('deal-electronics'),
    featuredType: 'Brand Product',
    selectedBrands: ['BR301'],
    selectedBrandDetails: [{ brandId: 'BR301', brandLogo: img('logo-1'), brandName: 'Zentro' }],
  },
  {
    id: 'FB2',
    image: img('deal-fashion'),
    featuredType: 'Brand Page',
    selectedBrands: ['BR302'],
    selectedBrandDetails: [{ brandId: 'BR302', brandLogo: img('logo-2'), brandName: 'Kasturi Handlooms' }],
  },
  {
    id: 'FB3',
    image: img('deal-home'),
    featuredType: 'Brand Page',
    selectedBrands: ['BR303'],
    selectedBrandDetails: [{ brandId: 'BR303', brandLogo: img('logo-3'), brandName: 'Rasoi Ghar' }],
  },
  {
    id: 'FB4',
    image: img('deal-beauty'),
    featuredType: 'Brand Product',
    selectedBrands: ['BR304'],
    selectedBrandDetails: [{ brandId: 'BR304', brandLogo: img('logo-4'), brandName: 'Gulab Naturals' }],
  },
] satisfies Answer<'featuredBrands'>

export const topStores = {
  data: [
    {
      id: 'TS1',
      sellerId: 'SEL401',
      image: img('store-1'),
      sellerData: { storedetails: { storename: 'Sharma Electronics, Delhi' } },
    },
    {
      id: 'TS2',
      sellerId: 'SEL402',
      image: img('store-2'),
      sellerData: { storedetails: { storename: 'Lakshmi Silk House' } },
    },
    {
      id: 'TS3',
      sellerId: 'SEL403',
      image: img('store-3'),
      sellerData: { storedetails: { storename: null } },
    },
    {
      id: 'TS4',
      sellerId: 'SEL404',
      image: img('store-4'),
      sellerData: { storedetails: { storename: 'Konkan Fresh Farms' } },
    },
  ],
} satisfies Answer<'topStores'>

export const newArrivals = {
  data: [
    {
      id: 'NA1',
      image: img('product-watch'),
      newArrivalType: 'Banner Type',
      selectedProducts: ['P2014'],
      title: 'Smartwatch with AMOLED display',
    },
    {
      id: 'NA2',
      image: img('product-shoe'),
      newArrivalType: 'Product Type',
      selectedProducts: ['P2006', 'P2009'],
      title: 'Running and sports shoes',
    },
    {
      id: 'NA3',
      image: img('product-book'),
      newArrivalType: 'Product Type',
      selectedProducts: ['P2012'],
      title: 'New in Indian fiction',
    },
    {
      id: 'NA4',
      image: img('product-teddy'),
      newArrivalType: 'Banner Type',
      selectedProducts: ['P2011'],
      title: 'Soft toys for little ones',
    },
  ],
} satisfies Answer<'newArrivals'>

const noRatings = { oneRating: 0, twoRating: 0, threeRating: 0, fourRating: 0, fiveRating: 0 }
const store = (storename: string | null) => ({ storedetails: { storename } })

export const featuredProducts = [
  {
    id: 'FP1',
    productId: 'P2001',
    name: 'Zentro Nova 5G (8 GB RAM, 128 GB, Midnight Blue)',
    imageUrls: [img('product-phone')],
    price: 24999,
    offerPrice: 17499,
    stock: 42,
    sellerDetails: store('Sharma Electronics, Delhi'),
    oneRating: 12,
    twoRating: 8,
    threeRating: 40,
    fourRating: 210,
    fiveRating: 530,
  },
  {
    id: 'FP2',
    productId: 'P2002',
    name: 'Zentro AirBook 14 Thin and Light Laptop, Intel Core i5, 16 GB, 512 GB SSD, Windows 11 Home',
    imageUrls: [img('product-laptop')],
    price: 72990,
    offerPrice: 54990,
    stock: 3,
    sellerDetails: store('Sharma Electronics, Delhi'),
    oneRating: 2,
    twoRating: 1,
    threeRating: 9,
    fourRating: 51,
    fiveRating: 88,
  },
  {
    id: 'FP3',
    productId: 'P2005',
    name: 'Kasturi Banarasi Silk Saree with Zari Border and Blouse Piece',
    imageUrls: [img('product-saree')],
    price: 8499,
    offerPrice: 3999,
    stock: 7,
    sellerDetails: store('Lakshmi Silk House'),
    oneRating: 1,
    twoRating: 0,
    threeRating: 4,
    fourRating: 19,
    fiveRating: 64,
  },
  {
    id: 'FP4',
    productId: 'P2007',
    name: 'Ratnagiri Alphonso Mangoes, Premium, 1 dozen',
    imageUrls: [img('product-mango')],
    price: 1299,
    offerPrice: 1099,
    stock: 0,
    sellerDetails: store('Konkan Fresh Farms'),
    oneRating: 3,
    twoRating: 2,
    threeRating: 6,
    fourRating: 33,
    fiveRating: 120,
  },
  {
    id: 'FP5',
    productId: 'P2009',
    name: 'Kashmir Willow Cricket Bat, Full Size',
    imageUrls: [img('product-cricket')],
    price: 2499,
    offerPrice: 1649.5,
    stock: 15,
    sellerDetails: store(null),
    ...noRatings,
  },
  {
    id: 'FP6',
    productId: 'P2003',
    name: 'Zentro Beats ANC Wireless Headphones',
    imageUrls: [img('product-headphones')],
    price: 5999,
    offerPrice: 2699,
    stock: 120,
    sellerDetails: store('Sharma Electronics, Delhi'),
    oneRating: 20,
    twoRating: 15,
    threeRating: 60,
    fourRating: 300,
    fiveRating: 410,
  },
] satisfies Answer<'featuredProducts'>

export const topBrands = [
  { id: 'TB1', brandId: 'BR301', brandName: 'Zentro', brandLogo: img('logo-1') },
  { id: 'TB2', brandId: 'BR302', brandName: 'Kasturi Handlooms', brandLogo: img('logo-2') },
  { id: 'TB3', brandId: 'BR303', brandName: 'Rasoi Ghar', brandLogo: img('logo-3') },
  { id: 'TB4', brandId: 'BR304', brandName: 'Gulab Naturals', brandLogo: img('logo-4') },
  { id: 'TB5', brandId: 'BR305', brandName: 'Khiladi Sports', brandLogo: img('logo-5') },
  { id: 'TB6', brandId: 'BR306', brandName: 'Pustak Mahal Press', brandLogo: img('logo-6') },
] satisfies Answer<'topBrands'>

export const discountsForYou = [
  { id: 'DFY1', imgUrl: img('discount-1'), parentCategoryName: 'Electronics', discount: 45 },
  { id: 'DFY2', imgUrl: img('discount-2'), parentCategoryName: 'Fashion', discount: 60 },
  { id: 'DFY3', imgUrl: img('discount-3'), parentCategoryName: 'Home & Kitchen', discount: 35 },
  { id: 'DFY4', imgUrl: img('discount-4'), parentCategoryName: 'Beauty', discount: 25 },
] satisfies Answer<'discountsForYou'>

const listing = (
  productId: string,
  name: string,
  image: string,
  price: number,
  offerPrice: number,
  stock: number,
  brand: [string, string],
  categoryId: string,
): Answer<'searchProducts'>[number] => ({
  productId,
  name,
  imageUrls: [img(`product-${image}`)],
  price,
  offerPrice,
  sellingPrice: offerPrice,
  discount: Math.round(((price - offerPrice) / price) * 100),
  stock,
  brandId: brand[0],
  brand: brand[1],
  sellerId: 'SEL401',
  categoryId,
  offerTitle: null,
  offerDesc: null,
  limitedTimeEndDate: null,
  limitedTimeOffer: false,
  topDeals: false,
  newArrivals: false,
  isBestSeller: false,
  sponsored: false,
  oneRating: 1,
  twoRating: 2,
  threeRating: 5,
  fourRating: 20,
  fiveRating: 40,
})

/** The searchable catalogue of mock mode: suggestions and results are filtered from it by name. */
export const searchableProducts = [
  listing(
    'P2001',
    'Zentro Nova 5G Phone (8 GB, 128 GB)',
    'phone',
    24999,
    17499,
    42,
    ['BR301', 'Zentro'],
    'CAT1111',
  ),
  listing(
    'P2015',
    'Zentro Lite 4G Phone (4 GB, 64 GB)',
    'phone',
    9999,
    7999,
    3,
    ['BR301', 'Zentro'],
    'CAT1111',
  ),
  listing('P2016', 'Phone Cover for Zentro Nova 5G', 'phone', 499, 199, 80, ['BR301', 'Zentro'], 'CAT1101'),
  listing('P2002', 'Zentro AirBook 14 Laptop', 'laptop', 72990, 54990, 3, ['BR301', 'Zentro'], 'CAT1121'),
  listing(
    'P2003',
    'Zentro Beats ANC Headphones',
    'headphones',
    5999,
    2699,
    120,
    ['BR301', 'Zentro'],
    'CAT1131',
  ),
  listing(
    'P2004',
    'Men Cotton Casual Shirt',
    'shirt',
    1299,
    649,
    60,
    ['BR302', 'Kasturi Handlooms'],
    'CAT1211',
  ),
  listing('P2005', 'Banarasi Silk Saree', 'saree', 8499, 3999, 7, ['BR302', 'Kasturi Handlooms'], 'CAT1221'),
  listing('P2007', 'Alphonso Mangoes, 1 dozen', 'mango', 1299, 1099, 0, ['BR303', 'Rasoi Ghar'], 'CAT1501'),
  listing('P2008', 'Sona Masoori Rice, 5 kg', 'rice', 549, 449, 200, ['BR303', 'Rasoi Ghar'], 'CAT1502'),
] satisfies Answer<'searchProducts'>
