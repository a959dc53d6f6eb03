import { z } from 'zod'
import { ImageUrl, RatingCounts, Rupees, Timestamp } from './common.ts'

/** Hero banner. dealType "Category" links to the category page, anything else to the product page. */
export const HomeBanner = z.object({
  id: z.string(),
  image: ImageUrl,
  dealType: z.enum(['Category', 'Product']),
  /** The category id (dealType Category) or product id (otherwise) the banner opens. */
  selectedValue: z.array(z.string()).min(1),
  categoryDetails: z.array(z.object({ categoryId: z.string(), categoryName: z.string() })),
  productId: z.string().nullable(),
  title: z.string(),
  /**
   * The banner's words, shown as text over or beside its artwork (never drawn into the picture, so they
   * stay readable at every width). A banner without a headline shows only its artwork.
   */
  headline: z.string().optional(),
  subline: z.string().optional(),
  /** The label of the banner's link button; the storefront shows BANNER_LINK_LABEL when it is missing. */
  linkLabel: z.string().optional(),
})
export type HomeBanner = z.infer<typeof HomeBanner>

/** Top deal. multipleProduct false opens the product page of productIds[0]; otherwise the deal's listing. */
export const TopDeal = z.object({
  id: z.string(),
  dealId: z.string(),
  bannerUrl: ImageUrl,
  multipleProduct: z.boolean(),
  productIds: z.array(z.string()).min(1),
  title: z.string(),
  /** Short offer line such as "Min. 40% off". */
  offerText: z.string(),
})
export type TopDeal = z.infer<typeof TopDeal>

/** Limited-time deal with its start and end; exactly one product opens that product's page. */
export const LimitedTimeDeal = z.object({
  id: z.string(),
  image: z.array(ImageUrl).min(1),
  productIds: z.array(z.string()).min(1),
  startDate: Timestamp.nullable(),
  endDate: Timestamp.nullable(),
  title: z.string(),
  offerTitle: z.string(),
  offerDesc: z.string(),
})
export type LimitedTimeDeal = z.infer<typeof LimitedTimeDeal>

export const FeaturedBrandDetail = z.object({
  brandId: z.string(),
  brandLogo: ImageUrl,
  brandName: z.string(),
})
/** Featured brand entry. featuredType "Brand Product" opens the brand's products, otherwise the brand page. */
export const FeaturedBrand = z.object({
  id: z.string(),
  image: ImageUrl,
  featuredType: z.enum(['Brand Product', 'Brand Page']),
  selectedBrands: z.array(z.string()).min(1),
  selectedBrandDetails: z.array(FeaturedBrandDetail).min(1),
})
export type FeaturedBrand = z.infer<typeof FeaturedBrand>

/** Top store; a missing store name is shown as "Store Name Unavailable". */
export const TopStore = z.object({
  id: z.string(),
  sellerId: z.string(),
  image: ImageUrl,
  sellerData: z.object({
    storedetails: z.object({ storename: z.string().nullable() }),
  }),
})
export type TopStore = z.infer<typeof TopStore>
export const TopStoresAnswer = z.object({ data: z.array(TopStore) })

/** New arrival. newArrivalType "Banner Type" opens the product page of selectedProducts[0]. */
export const NewArrival = z.object({
  id: z.string(),
  image: ImageUrl,
  newArrivalType: z.enum(['Banner Type', 'Product Type']),
  selectedProducts: z.array(z.string()).min(1),
  title: z.string(),
})
export type NewArrival = z.infer<typeof NewArrival>
export const NewArrivalsAnswer = z.object({ data: z.array(NewArrival) })

export const FeaturedProduct = RatingCounts.extend({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  imageUrls: z.array(ImageUrl),
  price: Rupees,
  offerPrice: Rupees,
  stock: z.number().int(),
  sellerDetails: z.object({ storedetails: z.object({ storename: z.string().nullable() }) }),
})
export type FeaturedProduct = z.infer<typeof FeaturedProduct>

export const TopBrand = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  brandLogo: ImageUrl,
})
export type TopBrand = z.infer<typeof TopBrand>

export const DiscountForYou = z.object({
  id: z.string(),
  imgUrl: ImageUrl,
  parentCategoryName: z.string(),
  /** Percent off, 1 to 90. */
  discount: z.number().int().min(1).max(90),
})
export type DiscountForYou = z.infer<typeof DiscountForYou>

/** Site settings: the footer and About Us texts. */
export const SiteSettings = z.object({
  brandName: z.string(),
  tagline: z.string(),
  about: z.string(),
  supportEmail: z.string(),
  registeredOffice: z.string(),
  operationsOffice: z.string(),
  b2bSignInUrl: z.string(),
  social: z.object({ instagram: z.string(), linkedin: z.string() }),
  policies: z.object({
    privacy: z.string(),
    shipping: z.string(),
    returnAndCancellation: z.string(),
    termsOfUse: z.string(),
  }),
  /** The specification leaves the app-store targets empty; null renders the badge without a link. */
  appLinks: z.object({ playStore: z.string().nullable(), appStore: z.string().nullable() }),
})
export type SiteSettings = z.infer<typeof SiteSettings>

export const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
