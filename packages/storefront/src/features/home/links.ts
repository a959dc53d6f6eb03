import type {
  Category,
  DiscountForYou,
  FeaturedBrand,
  FeaturedProduct,
  HomeBanner,
  LimitedTimeDeal,
  NewArrival,
  TopBrand,
  TopDeal,
  TopStore,
} from '@haat/contract'

/**
 * The link rules of the home page (specification, document 1 section 2.11), one pure function per rule.
 * Path segments are URI-encoded so names with spaces or slashes stay one segment.
 */
const seg = (value: string) => encodeURIComponent(value)

export const productPage = (productId: string) => `/product-page/${seg(productId)}`
export const categoryPage = (categoryId: string, name: string) =>
  `/categories-page/${seg(categoryId)}/${seg(name)}`

export function bannerHref(banner: HomeBanner): string {
  if (banner.dealType === 'Category') {
    const categoryId = banner.categoryDetails[0]?.categoryId ?? banner.selectedValue[0] ?? ''
    return categoryPage(categoryId, banner.categoryDetails[0]?.categoryName ?? '')
  }
  return productPage(banner.productId ?? banner.selectedValue[0] ?? '')
}

export const hotCategoryHref = (category: Pick<Category, 'id' | 'name'>) =>
  categoryPage(category.id, category.name ?? 'Unnamed Category')

export const TOP_DEALS_ALL = '/top-deals'
export function topDealHref(deal: TopDeal): string {
  if (!deal.multipleProduct) return productPage(deal.productIds[0] ?? '')
  return `/all-products/top-deals/${seg(deal.dealId)}`
}

export const LIMITED_TIME_ALL = '/limited-time-deals'
export function limitedTimeDealHref(deal: LimitedTimeDeal): string {
  if (deal.productIds.length === 1) return productPage(deal.productIds[0] ?? '')
  return `/all-products/limited-time-offer/${seg(deal.id)}`
}

export const FEATURED_BRANDS_ALL = '/featured-brands'
/** The brand a featured entry is about: its first selected brand. */
export function featuredBrandHref(entry: FeaturedBrand): string {
  const brandId = entry.selectedBrandDetails[0]?.brandId ?? entry.selectedBrands[0] ?? ''
  if (entry.featuredType === 'Brand Product') return `/featured-products-page/${seg(brandId)}`
  return `/brand-page/${seg(brandId)}`
}

export const topStoreHref = (store: Pick<TopStore, 'sellerId'>) => `/topStore-Page/${seg(store.sellerId)}`
/** View All of Top Stores opens the first store's page; with no stores there is nothing to view. */
export const topStoresAllHref = (stores: readonly TopStore[]): string | undefined =>
  stores[0] ? topStoreHref(stores[0]) : undefined
export const STORE_NAME_UNAVAILABLE = 'Store Name Unavailable'
export const storeName = (store: TopStore) =>
  store.sellerData.storedetails.storename?.trim() || STORE_NAME_UNAVAILABLE

export const NEW_ARRIVALS_ALL = '/new-arrival'
export function newArrivalHref(arrival: NewArrival): string {
  if (arrival.newArrivalType === 'Banner Type') return productPage(arrival.selectedProducts[0] ?? '')
  return `/new-arrivals-product/${seg(arrival.id)}`
}

export const featuredProductHref = (product: Pick<FeaturedProduct, 'productId'>) =>
  productPage(product.productId)

export const topBrandHref = (brand: Pick<TopBrand, 'brandId'>) =>
  `/topbrand-products-page/${seg(brand.brandId)}`
export const topBrandsAllHref = (brands: readonly TopBrand[]): string | undefined =>
  brands[0] ? `/brand-page/${seg(brands[0].brandId)}` : undefined
export const TOP_BRAND_OFFER = 'Upto 20% OFF'

export const discountHref = (discount: Pick<DiscountForYou, 'id'>) => `/discout-for-you/${seg(discount.id)}`

export const RECENTLY_VIEWED_ALL = '/recently-viewed'
export const recentlyViewedHref = (id: string) => productPage(id)
