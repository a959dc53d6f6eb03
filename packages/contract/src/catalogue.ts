import { z } from 'zod'
import { ImageUrl, RatingCounts, Rupees, Timestamp, text } from './common.ts'

/**
 * A category of the three-level tree. A top-level category has `parentCategory` equal to its own id.
 * `products` is a preview of up to 8 product ids of the category and its sub-categories;
 * `productCount` is the full count (the app shows only categories with products).
 */
export const Category = z.object({
  id: z.string(),
  name: z.string().nullable(),
  parentCategory: z.string(),
  categoryIcon: ImageUrl.nullable(),
  categoryBanner: ImageUrl.nullable(),
  products: z.array(z.string()),
  productCount: z.number().int().nonnegative(),
})
export type Category = z.infer<typeof Category>

export const Brand = z.object({
  brandId: z.string(),
  brandName: z.string(),
  brandLogo: ImageUrl,
  isVerified: z.boolean(),
  isBestSeller: z.boolean(),
  joinedDate: Timestamp,
})
export type Brand = z.infer<typeof Brand>

/** A product as listings, search results and carousels show it. */
export const ListingProduct = RatingCounts.extend({
  productId: z.string(),
  name: z.string(),
  imageUrls: z.array(ImageUrl),
  price: Rupees,
  offerPrice: Rupees,
  sellingPrice: Rupees,
  discount: z.number().int().min(0).max(100),
  stock: z.number().int(),
  brandId: z.string(),
  brand: z.string(),
  sellerId: z.string(),
  categoryId: z.string(),
  offerTitle: z.string().nullable(),
  offerDesc: z.string().nullable(),
  limitedTimeEndDate: Timestamp.nullable(),
  limitedTimeOffer: z.boolean(),
  topDeals: z.boolean(),
  newArrivals: z.boolean(),
  isBestSeller: z.boolean(),
  sponsored: z.boolean(),
})
export type ListingProduct = z.infer<typeof ListingProduct>

/** One suggestion of the header's search box, in order of relevance. */
export const SearchSuggestion = z.object({
  productId: z.string(),
  name: z.string(),
})
export type SearchSuggestion = z.infer<typeof SearchSuggestion>

/** Longest text the header's search box sends. */
export const SEARCH_SUGGESTION_MAX = 100
export const SEARCH_TOO_LONG_MESSAGE = `Search text must be at most ${SEARCH_SUGGESTION_MAX} characters.`

export const SearchQuery = z.object({
  q: text().trim().max(SEARCH_SUGGESTION_MAX, SEARCH_TOO_LONG_MESSAGE).default(''),
})
