import type {
  FeaturedBrand,
  HomeBanner,
  LimitedTimeDeal,
  NewArrival,
  TopDeal,
  TopStore,
} from '@haat/contract'
import { describe, expect, it } from 'vitest'
import {
  bannerHref,
  brandHref,
  categoryPageHref,
  discountHref,
  featuredBrandHref,
  featuredProductHref,
  limitedTimeDealHref,
  newArrivalHref,
  productHref,
  storeNameOf,
  topBrandHref,
  topBrandsAllHref,
  topDealHref,
  topStoreHref,
  topStoresAllHref,
} from './links.ts'

const banner = (over: Partial<HomeBanner>): HomeBanner => ({
  id: 'b1',
  image: '/media/b.svg',
  dealType: 'Product',
  selectedValue: ['P100'],
  categoryDetails: [],
  productId: 'P100',
  title: 'Banner',
  ...over,
})

const deal = (over: Partial<TopDeal>): TopDeal => ({
  id: 't1',
  dealId: 'D7',
  bannerUrl: '/media/d.svg',
  multipleProduct: false,
  productIds: ['P1', 'P2'],
  title: 'Deal',
  offerText: 'Min. 40% off',
  ...over,
})

const limited = (productIds: string[]): LimitedTimeDeal => ({
  id: 'L3',
  image: ['/media/l.svg'],
  productIds,
  startDate: null,
  endDate: null,
  title: 'Limited',
  offerTitle: 'Flash sale',
  offerDesc: 'Today only',
})

const featured = (featuredType: FeaturedBrand['featuredType']): FeaturedBrand => ({
  id: 'F1',
  image: '/media/f.svg',
  featuredType,
  selectedBrands: ['BR9'],
  selectedBrandDetails: [{ brandId: 'BR9', brandLogo: '/media/l.svg', brandName: 'Boat' }],
})

const store = (sellerId: string, storename: string | null): TopStore => ({
  id: `S-${sellerId}`,
  sellerId,
  image: '/media/s.svg',
  sellerData: { storedetails: { storename } },
})

const arrival = (newArrivalType: NewArrival['newArrivalType']): NewArrival => ({
  id: 'NA4',
  image: '/media/n.svg',
  newArrivalType,
  selectedProducts: ['P55', 'P56'],
  title: 'New',
})

describe('the link rules (docs/product.md, Link rules)', () => {
  it('sends a Category banner to its category page and any other banner to its product', () => {
    const category = banner({
      dealType: 'Category',
      selectedValue: ['CAT12'],
      categoryDetails: [{ categoryId: 'CAT12', categoryName: 'Home & Kitchen' }],
      productId: null,
    })
    expect(bannerHref(category)).toBe('/categories-page/CAT12/Home%20%26%20Kitchen')
    expect(bannerHref(banner({}))).toBe('/product-page/P100')
    expect(bannerHref(banner({ productId: null, selectedValue: ['P7'] }))).toBe('/product-page/P7')
  })

  it('links hot categories by id and name', () => {
    expect(categoryPageHref({ id: 'CAT1', name: 'Electronics' })).toBe('/categories-page/CAT1/Electronics')
    expect(categoryPageHref({ id: 'CAT2', name: null })).toBe('/categories-page/CAT2/Unnamed%20Category')
  })

  it('opens a single-product top deal on its product and a multi-product deal on its listing', () => {
    expect(topDealHref(deal({ multipleProduct: false }))).toBe('/product-page/P1')
    expect(topDealHref(deal({ multipleProduct: true }))).toBe('/all-products/top-deals/D7')
  })

  it('opens a limited-time deal with exactly one product on that product', () => {
    expect(limitedTimeDealHref(limited(['P9']))).toBe('/product-page/P9')
    expect(limitedTimeDealHref(limited(['P9', 'P10']))).toBe('/all-products/limited-time-offer/L3')
  })

  it('sends "Brand Product" featured brands to their products and others to the brand page', () => {
    expect(featuredBrandHref(featured('Brand Product'))).toBe('/featured-products-page/BR9')
    expect(featuredBrandHref(featured('Brand Page'))).toBe('/brand-page/BR9')
  })

  it('links stores by seller, View All to the first store, and names nameless stores', () => {
    const stores = [store('SEL1', 'Sharma Electronics'), store('SEL2', null)]
    expect(topStoreHref(stores[1] as TopStore)).toBe('/topStore-Page/SEL2')
    expect(topStoresAllHref(stores)).toBe('/topStore-Page/SEL1')
    expect(topStoresAllHref([])).toBeUndefined()
    expect(storeNameOf('Sharma Electronics')).toBe('Sharma Electronics')
    expect(storeNameOf(null)).toBe('Store Name Unavailable')
    expect(storeNameOf('  ')).toBe('Store Name Unavailable')
  })

  it('opens a "Banner Type" new arrival on its first product, others on the arrival listing', () => {
    expect(newArrivalHref(arrival('Banner Type'))).toBe('/product-page/P55')
    expect(newArrivalHref(arrival('Product Type'))).toBe('/new-arrivals-product/NA4')
  })

  it('links products, top brands, discounts and recently viewed items', () => {
    expect(featuredProductHref({ productId: 'P3' })).toBe('/product-page/P3')
    expect(topBrandHref({ brandId: 'BR2' })).toBe('/topbrand-products-page/BR2')
    const brands = [
      { id: '1', brandId: 'BR2', brandName: 'Boat', brandLogo: '/l.svg' },
      { id: '2', brandId: 'BR3', brandName: 'Noise', brandLogo: '/l.svg' },
    ]
    expect(topBrandsAllHref(brands)).toBe('/brand-page/BR2')
    expect(topBrandsAllHref([])).toBeUndefined()
    expect(discountHref({ id: 'DS1' })).toBe('/discout-for-you/DS1')
    expect(productHref('P 8/b')).toBe('/product-page/P%208%2Fb')
  })
})

describe('brandHref', () => {
  it("opens the brand's own page when it has one", () => {
    expect(brandHref({ brandId: 'B1', brandPage: 'B1' })).toBe('/brand-page/B1')
  })

  it("lists the brand's products when its page value is empty", () => {
    expect(brandHref({ brandId: 'B1', brandPage: '' })).toBe('/topbrand-products-page/B1')
    expect(brandHref({ brandId: 'B1', brandPage: '  ' })).toBe('/topbrand-products-page/B1')
  })
})
