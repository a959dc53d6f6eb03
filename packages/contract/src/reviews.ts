import { z } from 'zod'
import { multilineText, optionalQueryValue, Timestamp, text } from './common.ts'
import {
  PRODUCT_REVIEWS_DEFAULT_LIMIT,
  PRODUCT_REVIEWS_MAX_LIMIT,
  RATING_MAX,
  RATING_MIN,
  RATING_RANGE_MESSAGE,
  REVIEW_COMMENT_MAX,
  REVIEW_MEDIA_MAX,
  REVIEW_MEDIA_NOT_OURS_MESSAGE,
  REVIEW_PHOTO_PATTERN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_REQUIRED_MESSAGE,
} from './core/reviews.ts'
import { atMostCharactersMessage } from './core/text.ts'

/*
 * Product ratings and reviews (docs/product.md, "Ratings and reviews"). Field names are the
 * specification's: `review` is the title, `mediaUrl` the photos, `userDetails.name` the reviewer.
 */

/** Longest product (or other entity) id a request may name. */
const ID_MAX = 64
const productId = () =>
  text().trim().min(1, 'A product id is required.').max(ID_MAX, atMostCharactersMessage(ID_MAX))

const stars = () =>
  z
    .number({ error: RATING_RANGE_MESSAGE })
    .int(RATING_RANGE_MESSAGE)
    .min(RATING_MIN, RATING_RANGE_MESSAGE)
    .max(RATING_MAX, RATING_RANGE_MESSAGE)

/** A photo or video of a review. */
export const ReviewMedia = z.object({ type: z.enum(['image', 'video']), url: z.string() })
export type ReviewMedia = z.infer<typeof ReviewMedia>

/** One review as anyone may read it: the reviewer's display name only ("Priya N."), never an account id. */
export const ProductReview = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  review: z.string(),
  comment: z.string(),
  mediaUrl: z.array(ReviewMedia),
  userDetails: z.object({ name: z.string() }),
  date: Timestamp,
})
export type ProductReview = z.infer<typeof ProductReview>

export const ProductReviewsQuery = z.object({
  productId: productId(),
  /** Only the reviews of this many stars. */
  rating: optionalQueryValue(z.coerce.number().pipe(stars())),
  page: z.coerce.number().int().min(1).max(10_000, 'Must be at most 10000.').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRODUCT_REVIEWS_MAX_LIMIT, `Must be at most ${PRODUCT_REVIEWS_MAX_LIMIT}.`)
    .default(PRODUCT_REVIEWS_DEFAULT_LIMIT),
})
export type ProductReviewsQuery = z.input<typeof ProductReviewsQuery>

/**
 * GET get-product-reviews: a page of reviews (newest first) and `total`, the reviews matching the star
 * filter. Reviews are the rated shoppers who wrote something; the product's five counts also hold
 * ratings without text, so `total` is at most their sum.
 */
export const ProductReviewsPage = z.object({
  reviews: z.array(ProductReview),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
})
export type ProductReviewsPage = z.infer<typeof ProductReviewsPage>

/** POST upload-images: the URL of each stored photo at its largest width, in the order sent. */
export const UploadImagesAnswer = z.object({ imageUrls: z.array(z.string()) })
export type UploadImagesAnswer = z.infer<typeof UploadImagesAnswer>

/** A photo of a rating: only one we stored from an upload (REVIEW_PHOTO_PATTERN). */
const ourPhoto = () => text().regex(REVIEW_PHOTO_PATTERN, REVIEW_MEDIA_NOT_OURS_MESSAGE)

/** An optional id field the form sends that the server ignores (it takes them from the session and the product). */
const ignoredId = () => text().max(ID_MAX, atMostCharactersMessage(ID_MAX)).optional()

/**
 * POST add-rating. `customerId`, `sellerId`, `brandId`, `category` and `reference` are accepted as the
 * form sends them and ignored: who rates comes from the session, the product's facts from the database.
 */
export const AddRatingBody = z.object({
  productId: productId(),
  rating: stars(),
  review: text()
    .trim()
    .min(1, REVIEW_TITLE_REQUIRED_MESSAGE)
    .max(REVIEW_TITLE_MAX, atMostCharactersMessage(REVIEW_TITLE_MAX)),
  comment: multilineText()
    .trim()
    .max(REVIEW_COMMENT_MAX, atMostCharactersMessage(REVIEW_COMMENT_MAX))
    .default(''),
  /** Photo URLs as upload-images answered them, or `{ type, url }` as reviews carry them. */
  mediaUrl: z
    .array(z.union([ourPhoto(), z.object({ type: z.literal('image'), url: ourPhoto() })]))
    .max(REVIEW_MEDIA_MAX, `At most ${REVIEW_MEDIA_MAX} photos.`)
    .default([]),
  customerId: ignoredId(),
  sellerId: ignoredId(),
  brandId: ignoredId(),
  category: ignoredId(),
  reference: text().max(200, atMostCharactersMessage(200)).optional(),
})
export type AddRatingBody = z.input<typeof AddRatingBody>

/** The answer of add-rating: a message and whether an earlier rating was replaced. */
export const AddRatingAnswer = z.object({ message: z.string(), updated: z.boolean() })
export type AddRatingAnswer = z.infer<typeof AddRatingAnswer>
