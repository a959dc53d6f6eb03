import { z } from 'zod'
import { Brand, ListingProduct } from './catalogue.ts'
import {
  ImageUrl,
  multilineText,
  optionalQueryValue,
  RatingCounts,
  Rupees,
  Timestamp,
  text,
} from './common.ts'
import {
  DEFAULT_TOP_STORE_PRODUCTS,
  MAX_TOP_STORE_PRODUCTS,
  oneOfMessage,
  PER_STORE_MESSAGE,
  TOP_STORE_SORTS,
} from './core/listing.ts'
import { atMostCharactersMessage } from './core/text.ts'

/*
 * Sellers and brands: brand pages, seller stores, seller ratings, reports and the top stores' carousels.
 * Field names are spelled as the specification spells them (including `Title`, `Description` and
 * `storedetails`).
 */

/** A featured product of a brand page: the listing product plus its prices as the section shows them. */
export const BrandProductItem = z.object({
  productId: z.string(),
  productDetails: ListingProduct,
  /** The price the shopper pays (rupees). */
  rate: Rupees,
  /** The struck-through price (rupees). */
  originalPrice: Rupees,
  name: z.string(),
  imageUrl: ImageUrl,
})
export type BrandProductItem = z.infer<typeof BrandProductItem>

/** A gallery picture with its title and description. */
export const BrandGalleryItem = z.object({
  imageUrl: ImageUrl,
  Title: z.string(),
  Description: z.string(),
})
export type BrandGalleryItem = z.infer<typeof BrandGalleryItem>

/** The hero banner of a brand page; `link` is an in-app path or null. */
export const BrandBannerItem = z.object({
  url: ImageUrl,
  link: z.string().nullable(),
  brandLogo: ImageUrl,
  brandName: z.string(),
})
export type BrandBannerItem = z.infer<typeof BrandBannerItem>

/**
 * A featured video: `url` is an embed address (youtube-nocookie). Clients load it only after the
 * shopper asks to play it, so opening the page contacts no third party.
 */
export const BrandVideoItem = z.object({
  url: z.string().url(),
  Title: z.string(),
  Description: z.string(),
})
export type BrandVideoItem = z.infer<typeof BrandVideoItem>

export const BrandPageSection = z.discriminatedUnion('name', [
  z.object({ name: z.literal('productSection'), items: z.array(BrandProductItem) }),
  z.object({ name: z.literal('gallerySection'), items: z.array(BrandGalleryItem) }),
  z.object({ name: z.literal('bannerSection'), items: z.array(BrandBannerItem) }),
  z.object({ name: z.literal('videoSection'), items: z.array(BrandVideoItem) }),
])
export type BrandPageSection = z.infer<typeof BrandPageSection>
export type BrandPageSectionName = BrandPageSection['name']

/** GET getBrandPage/{brandId}: sections in display order (banner, products, gallery, video). */
export const BrandPage = z.object({
  brandDetails: Brand,
  sections: z.array(BrandPageSection),
})
export type BrandPage = z.infer<typeof BrandPage>

/** Longest brand, seller or category id a request may name (the seed's are far shorter). */
const ENTITY_ID_MAX = 64
const entityId = () => text().trim().min(1).max(ENTITY_ID_MAX, atMostCharactersMessage(ENTITY_ID_MAX))

export const BrandIdParams = z.object({ brandId: entityId() })

export const BrandsQuery = z.object({
  /** A category id: only brands with products in that category's subtree. */
  category: entityId().optional(),
})

/** A seller id that must be there: the missing one gets a message that says so. */
const requiredSellerId = () =>
  text().trim().min(1, 'A seller id is required.').max(ENTITY_ID_MAX, atMostCharactersMessage(ENTITY_ID_MAX))

export const SellerIdQuery = z.object({ sellerId: requiredSellerId() })

/** A seller and its store. The average rating is derived from the counts. */
export const Seller = RatingCounts.extend({
  sellerId: z.string(),
  name: z.string(),
  storedetails: z.object({ storename: z.string().nullable() }),
  storeImage: ImageUrl,
  createdDate: Timestamp,
  ratingSummary: z.object({
    average: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
  }),
})
export type Seller = z.infer<typeof Seller>

/**
 * One shopper's rating of a seller, as anyone may read it: `name` is the reviewer's display name (first
 * name and the initial of the last, "Priya N."), never their account id or full name.
 */
export const SellerRating = z.object({
  id: z.string(),
  comment: z.string(),
  rating: z.number().int().min(1).max(5),
  sellerId: z.string(),
  review: z.string(),
  name: z.string(),
  createdAt: Timestamp,
})
export type SellerRating = z.infer<typeof SellerRating>

export const SellerRatingsQuery = SellerIdQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000, 'Must be at most 10000.').default(1),
  limit: z.coerce.number().int().min(1).max(50, 'Must be at most 50.').default(10),
})

/** One bar of the rating summary: how many ratings gave `stars`, and their share in whole percent. */
export const RatingBar = z.object({
  stars: z.number().int().min(1).max(5),
  count: z.number().int().nonnegative(),
  percent: z.number().min(0).max(100),
})
export type RatingBar = z.infer<typeof RatingBar>

/** GET sellerRatingsPagenation: a page of ratings (newest first) and the summary of all of them. */
export const SellerRatingsPage = z.object({
  ratings: z.array(SellerRating),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  summary: z.object({
    /** One decimal; 0 without ratings. */
    average: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
    /** Five bars, 5 stars first. */
    bars: z.array(RatingBar),
  }),
})
export type SellerRatingsPage = z.infer<typeof SellerRatingsPage>

export const SELLER_REVIEW_MAX = 120
export const REPORT_COMMENT_MAX = 1000

export const AddSellerRatingBody = z.object({
  sellerId: requiredSellerId(),
  /** Must be the signed-in shopper's id. */
  customerId: text().trim().max(ENTITY_ID_MAX, atMostCharactersMessage(ENTITY_ID_MAX)).optional(),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5.' })
    .int('Rating must be a whole number from 1 to 5.')
    .min(1, 'Rating must be a whole number from 1 to 5.')
    .max(5, 'Rating must be a whole number from 1 to 5.'),
  review: text()
    .trim()
    .min(1, 'Review is required.')
    .max(SELLER_REVIEW_MAX, `Review must be at most ${SELLER_REVIEW_MAX} characters.`),
  comment: multilineText()
    .trim()
    .max(REPORT_COMMENT_MAX, `Comment must be at most ${REPORT_COMMENT_MAX} characters.`)
    .default(''),
})
export type AddSellerRatingBody = z.input<typeof AddSellerRatingBody>

export const REPORT_ISSUES = [
  'Incorrect Informations',
  'Counterfeit Products',
  'Copyright & Trademarks violation',
  'Others',
] as const
export const ReportIssue = z.enum(REPORT_ISSUES, { error: 'Choose an issue.' })
export type ReportIssue = z.infer<typeof ReportIssue>

export const ReportBody = z.object({
  issue: ReportIssue,
  comment: multilineText()
    .trim()
    .max(REPORT_COMMENT_MAX, `Comment must be at most ${REPORT_COMMENT_MAX} characters.`)
    .default(''),
})
export const ReportSellerBody = ReportBody.extend({ sellerId: requiredSellerId() })
export type ReportSellerBody = z.input<typeof ReportSellerBody>
export const ReportBrandBody = ReportBody.extend({
  brandId: text()
    .trim()
    .min(1, 'brandId is required.')
    .max(ENTITY_ID_MAX, atMostCharactersMessage(ENTITY_ID_MAX)),
})
export type ReportBrandBody = z.input<typeof ReportBrandBody>

/** One brand of the /featured-brands page with its first products. */
export const FeaturedBrandWithProducts = z.object({
  brandId: z.string(),
  brandName: z.string(),
  brandLogo: ImageUrl,
  /** The banner of the brand's featured-brand entry. */
  image: ImageUrl,
  products: z.array(ListingProduct),
})
export type FeaturedBrandWithProducts = z.infer<typeof FeaturedBrandWithProducts>

/** `GET /topStoresWithProducts?sort=&perStore=`: unknown values answer 400 naming the parameter. */
export const TopStoresWithProductsQuery = z.object({
  sort: optionalQueryValue(
    z.enum(TOP_STORE_SORTS, { error: oneOfMessage('Sort', TOP_STORE_SORTS) }),
  ).transform((value) => value ?? 'price-asc'),
  perStore: optionalQueryValue(
    z.coerce
      .number({ error: PER_STORE_MESSAGE })
      .int(PER_STORE_MESSAGE)
      .min(1, PER_STORE_MESSAGE)
      .max(MAX_TOP_STORE_PRODUCTS, PER_STORE_MESSAGE),
  ).transform((value) => value ?? DEFAULT_TOP_STORE_PRODUCTS),
})
export type TopStoresWithProductsQuery = z.output<typeof TopStoresWithProductsQuery>

/** One top store (in the top-stores feed's order) with its first products under the chosen sort. */
export const TopStoreWithProducts = z.object({
  sellerId: z.string(),
  /** Null when the seller has no store name ("Store Name Unavailable"). */
  storeName: z.string().nullable(),
  image: ImageUrl,
  products: z.array(ListingProduct),
})
export type TopStoreWithProducts = z.infer<typeof TopStoreWithProducts>
export const TopStoresWithProductsAnswer = z.object({ data: z.array(TopStoreWithProducts) })
