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
import { pageHref, pages } from '@haat/contract/core'
import { categoryLabel } from '@haat/ui'

/**
 * Every link the storefront builds, one function per page or rule (docs/product.md, "Link rules"), each
 * filled from the contract core's page table (`pageHref`), which URI-encodes path segments so names with
 * spaces or slashes stay one segment.
 */

// --- Pages -------------------------------------------------------------------------------------------

export const SIGN_IN_HREF = pages.login.path
export const MY_ACCOUNT_HREF = pages.myAccount.path
export const TOP_DEALS_ALL = pages.topDeals.path
export const LIMITED_TIME_ALL = pages.limitedTimeDeals.path
export const FEATURED_BRANDS_ALL = pages.featuredBrands.path
export const NEW_ARRIVALS_ALL = pages.newArrivals.path
export const RECENTLY_VIEWED_ALL = pages.recentlyViewed.path

export const productHref = (productId: string) => pageHref('product', { prodId: productId })
export const productReviewsHref = (productId: string) => pageHref('productReviews', { productId })
export const categoryHref = (categoryId: string, name: string) =>
  pageHref('categoryNamed', { categoryId, name })
export const brandPageHref = (brandId: string) => pageHref('brand', { brandId })
/** A product's brand link: the brand's own page when it has one, else the list of its products (docs/product.md, Link rules). */
export const brandHref = (brand: { brandId: string; brandPage: string }) =>
  brand.brandPage.trim()
    ? brandPageHref(brand.brandId)
    : pageHref('topBrandProducts', { brandId: brand.brandId })
export const sellerStoreHref = (sellerId: string) => pageHref('sellerStore', { sellerId })
export const searchResultsHref = (query: string) =>
  `${pages.searchResults.path}?${new URLSearchParams({ query })}`

// --- Names shown where the catalogue has none ----------------------------------------------------------

export { STORE_NAME_UNAVAILABLE, storeNameOf } from '@haat/contract/core'

// --- The rules of the home tiles, also followed by the pages that show the same tiles -------------------

export function bannerHref(banner: HomeBanner): string {
  if (banner.dealType === 'Category') {
    const categoryId = banner.categoryDetails[0]?.categoryId ?? banner.selectedValue[0] ?? ''
    return categoryHref(categoryId, banner.categoryDetails[0]?.categoryName ?? '')
  }
  return productHref(banner.productId ?? banner.selectedValue[0] ?? '')
}

/** A category's page, named as the category is shown (ui's categoryLabel: "Unnamed Category" without a name). */
export const categoryPageHref = (category: Pick<Category, 'id' | 'name'>) =>
  categoryHref(category.id, categoryLabel(category))

export function topDealHref(deal: TopDeal): string {
  if (!deal.multipleProduct) return productHref(deal.productIds[0] ?? '')
  return pageHref('dealProducts', { type: 'top-deals', itemId: deal.dealId })
}

export function limitedTimeDealHref(deal: LimitedTimeDeal): string {
  if (deal.productIds.length === 1) return productHref(deal.productIds[0] ?? '')
  return pageHref('dealProducts', { type: 'limited-time-offer', itemId: deal.id })
}

/** The brand a featured entry is about: its first selected brand. */
export function featuredBrandHref(entry: FeaturedBrand): string {
  const brandId = entry.selectedBrandDetails[0]?.brandId ?? entry.selectedBrands[0] ?? ''
  if (entry.featuredType === 'Brand Product') return pageHref('featuredBrandProducts', { brandId })
  return brandPageHref(brandId)
}

export const topStoreHref = (store: Pick<TopStore, 'sellerId'>) =>
  pageHref('topStores', { sellerId: store.sellerId })
/** View All of Top Stores opens the first store's page; with no stores there is nothing to view. */
export const topStoresAllHref = (stores: readonly TopStore[]): string | undefined =>
  stores[0] ? topStoreHref(stores[0]) : undefined

export function newArrivalHref(arrival: NewArrival): string {
  if (arrival.newArrivalType === 'Banner Type') return productHref(arrival.selectedProducts[0] ?? '')
  return pageHref('newArrivalProducts', { newArrivalId: arrival.id })
}

export const featuredProductHref = (product: Pick<FeaturedProduct, 'productId'>) =>
  productHref(product.productId)

export const topBrandHref = (brand: Pick<TopBrand, 'brandId'>) =>
  pageHref('topBrandProducts', { brandId: brand.brandId })
/** View All of Top Brands opens the first brand's page; with no brands there is nothing to view. */
export const topBrandsAllHref = (brands: readonly TopBrand[]): string | undefined =>
  brands[0] ? brandPageHref(brands[0].brandId) : undefined

export const discountHref = (discount: Pick<DiscountForYou, 'id'>) =>
  pageHref('discountProducts', { discountId: discount.id })
