import { z } from 'zod'
import { ListingProduct } from './catalogue.ts'
import { ImageUrl, multilineText, RatingCounts, Rupees, Timestamp, text } from './common.ts'
import { RECENTLY_VIEWED_MAX } from './core/home.ts'
import {
  PRODUCT_ID_INVALID_MESSAGE,
  PRODUCT_ID_MAX,
  PRODUCT_ID_PATTERN,
  PRODUCT_ID_REQUIRED_MESSAGE,
  PRODUCT_REPORT_COMMENTS_MAX,
  PRODUCT_REPORT_COMMENTS_TOO_LONG_MESSAGE,
  PRODUCT_REPORT_ISSUE_MESSAGE,
  PRODUCT_REPORT_ISSUES,
  QUESTION_MAX,
  QUESTION_MIN,
  QUESTION_TOO_LONG_MESSAGE,
  QUESTION_TOO_SHORT_MESSAGE,
  RECENT_VISITS_TOO_MANY_MESSAGE,
} from './core/product.ts'

/*
 * The product page's schemas: the product with whether the shopper bought it, its questions and answers,
 * a report, and the signed-in shopper's recent visits (the delivery check's are in ./delivery.ts, ratings
 * and reviews in ./reviews.ts). Field names are the specification's, its spellings included (`tirePrice`,
 * `oneYearWarrenty`, `storedetails`). Money is rupees, as in listings.
 */

/** A product id as a request names it: a malformed one is refused before any lookup. */
export const productIdField = () =>
  text({ error: PRODUCT_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, PRODUCT_ID_REQUIRED_MESSAGE)
    .max(PRODUCT_ID_MAX, PRODUCT_ID_INVALID_MESSAGE)
    .regex(PRODUCT_ID_PATTERN, PRODUCT_ID_INVALID_MESSAGE)

/**
 * `GET /getProductInnerDetails?pId=`. The specification also sends `customerId`; it is ignored (whose
 * purchase and visit it is comes from the bearer token alone).
 */
export const ProductDetailsQuery = z.object({ pId: productIdField() })
export type ProductDetailsQuery = z.infer<typeof ProductDetailsQuery>

/** One step of the quantity price list: a range of quantities ("10-49") and the unit price in it. */
export const TierPrice = z.object({ range: z.string(), discountPrice: Rupees })
export type TierPrice = z.infer<typeof TierPrice>

/** One level of the product's category, top level first (the breadcrumbs). */
export const CategoryStep = z.object({ id: z.string(), name: z.string().nullable() })
export type CategoryStep = z.infer<typeof CategoryStep>

/** The product as its page shows it. */
export const ProductDetails = RatingCounts.extend({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrls: z.array(ImageUrl),
  price: Rupees,
  offerPrice: Rupees,
  sellingPrice: Rupees,
  discountPercentage: z.number().int().min(0).max(100),
  stock: z.number().int(),
  /** The quantity price list (the specification's spelling). */
  tirePrice: z.array(TierPrice),
  keyFeatures: z.array(z.string()),
  /** General details: name to value ("Material": "Cotton"). */
  features: z.record(z.string(), z.string()),
  tcin: z.string(),
  origin: z.string(),
  weight: z.string(),
  brandId: z.string(),
  /** `brandPage` is the brand's id when the brand has a page of its own, empty when it has none. */
  brandDetails: z.object({ brandId: z.string(), brandName: z.string(), brandPage: z.string() }),
  sellerId: z.string(),
  sellerDetails: RatingCounts.extend({
    sellerId: z.string(),
    name: z.string(),
    /** Null is shown as "Store Name Unavailable". */
    storedetails: z.object({ storename: z.string().nullable() }),
  }),
  /** The category id. */
  category: z.string(),
  categoryPath: z.array(CategoryStep),
  /** The server's average of the five counts (docs/product.md, Average rating) and their sum. */
  averageRating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  b2cMaxQty: z.number().int().min(1),
  /** Null: no limit for business buyers. */
  b2bMaxQty: z.number().int().min(1).nullable(),
  bestSeller: z.boolean(),
  sponsored: z.boolean(),
  purchaseLimit: z.boolean(),
  branded: z.boolean(),
  cashOnDelivery: z.boolean(),
  minimumQuantity: z.number().int().min(1),
  oneYearWarrenty: z.boolean(),
  noWarrenty: z.boolean(),
  sevenDaysReplacement: z.boolean(),
  nonReturnableItem: z.boolean(),
  sevenDaysReturnable: z.boolean(),
  offerTitle: z.string().nullable(),
  offerDesc: z.string().nullable(),
})
export type ProductDetails = z.infer<typeof ProductDetails>

/** The page's answer: the product, and whether this signed-in shopper received it (false for a visitor). */
export const ProductDetailsAnswer = z.object({
  productDetails: ProductDetails,
  purchased: z.boolean(),
})
export type ProductDetailsAnswer = z.infer<typeof ProductDetailsAnswer>

/** One answer to a product question: `by` is the store's name when `seller` is true, else the shopper's. */
export const ProductAnswer = z.object({
  ans: z.string(),
  by: z.string(),
  seller: z.boolean(),
  date: Timestamp,
})
export type ProductAnswer = z.infer<typeof ProductAnswer>

/**
 * A product question with its answers (oldest first). The asker is named as reviewers are ("Priya N."),
 * never in full nor by account id.
 */
export const ProductQuestion = z.object({
  id: z.string(),
  question: z.string(),
  answers: z.array(ProductAnswer),
  customerDetails: z.object({ name: z.string() }),
  date: Timestamp,
})
export type ProductQuestion = z.infer<typeof ProductQuestion>

/** `GET /get-qstn-answr?productId=` */
export const ProductQuestionsQuery = z.object({ productId: productIdField() })

/** The newest questions first (at most PRODUCT_QUESTIONS_SHOWN) and how many the product has. */
export const ProductQuestionsAnswer = z.object({
  questions: z.array(ProductQuestion),
  total: z.number().int().nonnegative(),
})
export type ProductQuestionsAnswer = z.infer<typeof ProductQuestionsAnswer>

/** `POST /add-question` */
export const AddQuestionBody = z.object({
  productId: productIdField(),
  question: multilineText({ error: QUESTION_TOO_SHORT_MESSAGE })
    .trim()
    .min(QUESTION_MIN, QUESTION_TOO_SHORT_MESSAGE)
    .max(QUESTION_MAX, QUESTION_TOO_LONG_MESSAGE),
})
export type AddQuestionBody = z.input<typeof AddQuestionBody>

/** The stored question as the page shows it, to put at the head of the list. */
export const AddQuestionAnswer = z.object({ message: z.string(), question: ProductQuestion })
export type AddQuestionAnswer = z.infer<typeof AddQuestionAnswer>

export const ProductReportIssue = z.enum(PRODUCT_REPORT_ISSUES, { error: PRODUCT_REPORT_ISSUE_MESSAGE })
export type ProductReportIssue = z.infer<typeof ProductReportIssue>

/** `POST /report-product`: one of the four issues, with optional comments. */
export const ReportProductBody = z.object({
  productId: productIdField(),
  issue: ProductReportIssue,
  comments: multilineText()
    .trim()
    .max(PRODUCT_REPORT_COMMENTS_MAX, PRODUCT_REPORT_COMMENTS_TOO_LONG_MESSAGE)
    .default(''),
})
export type ReportProductBody = z.input<typeof ReportProductBody>

/** `GET /get-recent-visits`: the shopper's visited products, newest first. */
export const RecentVisitsAnswer = z.array(ListingProduct).max(RECENTLY_VIEWED_MAX)
export type RecentVisitsAnswer = z.infer<typeof RecentVisitsAnswer>

/** `POST /add-recent-visits`: a device's list, newest first. */
export const AddRecentVisitsBody = z.object({
  productIds: z.array(productIdField()).max(RECENTLY_VIEWED_MAX, RECENT_VISITS_TOO_MANY_MESSAGE),
})
export type AddRecentVisitsBody = z.input<typeof AddRecentVisitsBody>
