import { z } from 'zod'
import { ImageUrl, Timestamp, text } from './common.ts'
import type { accountRoutes } from './core/routes/account.ts'
import { atMostCharactersMessage } from './core/text.ts'
import { ProductAnswer } from './product.ts'
import { AddRatingBody, ReviewMedia } from './reviews.ts'
import type { RouteSchemas } from './routes.ts'

/* My Account's own sections: the shopper's reviews, questions and referrals (docs/product.md, "My Account"). */

const PAGE_MESSAGE = 'The page is a whole number from 1.'
/** `?page=` of the shopper's reviews and questions: 1 by default. */
export const AccountPageQuery = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(10_000, PAGE_MESSAGE)
    .default(1),
})
export type AccountPageQuery = z.input<typeof AccountPageQuery>

export const ReviewIdParams = z.object({
  reviewId: text({ error: 'A review id is required.' })
    .trim()
    .min(1, 'A review id is required.')
    .max(64, atMostCharactersMessage(64)),
})

/** One of the shopper's own reviews, with the product it is about. */
export const MyReview = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: ImageUrl,
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  comment: z.string(),
  mediaUrl: z.array(ReviewMedia),
  date: Timestamp,
})
export type MyReview = z.infer<typeof MyReview>

const paged = {
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
}

/** `GET /get-my-reviews`: a page of the shopper's reviews, newest first. */
export const MyReviewsAnswer = z.object({ reviews: z.array(MyReview), ...paged })
export type MyReviewsAnswer = z.infer<typeof MyReviewsAnswer>

/**
 * `PATCH /update-my-review/:reviewId`: the stars, title and comment, checked exactly as a new rating's
 * (add-rating); the photos stay as they are.
 */
export const UpdateMyReviewBody = AddRatingBody.pick({ rating: true, review: true, comment: true })
export type UpdateMyReviewBody = z.input<typeof UpdateMyReviewBody>

export const UpdateMyReviewAnswer = z.object({ message: z.string(), review: MyReview })
export type UpdateMyReviewAnswer = z.infer<typeof UpdateMyReviewAnswer>

export const DeleteMyReviewAnswer = z.object({ message: z.string(), reviewId: z.string() })
export type DeleteMyReviewAnswer = z.infer<typeof DeleteMyReviewAnswer>

/** One question the shopper asked, with the product and every answer (oldest first). */
export const MyQuestion = z.object({
  id: z.string(),
  question: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: ImageUrl,
  answers: z.array(ProductAnswer),
  date: Timestamp,
})
export type MyQuestion = z.infer<typeof MyQuestion>

/** `GET /get-my-questions`: a page of the shopper's questions, newest first. */
export const MyQuestionsAnswer = z.object({ questions: z.array(MyQuestion), ...paged })
export type MyQuestionsAnswer = z.infer<typeof MyQuestionsAnswer>

/** A friend who signed up with the shopper's code, named as reviewers are ("Priya N."). */
export const ReferredFriend = z.object({
  name: z.string(),
  joined: Timestamp,
  /** Whether the friend has had an order delivered. */
  delivered: z.boolean(),
  /** Coins the shopper earned through this friend (0 until the first delivery). */
  coins: z.number().int().nonnegative(),
})
export type ReferredFriend = z.infer<typeof ReferredFriend>

/** The most friends `referrals` lists (newest first); the counts cover every friend. */
export const REFERRED_FRIENDS_LISTED = 50

/** `GET /get-referrals`: the code, its sign-up link, the reward rule and what the code has earned. */
export const ReferralsAnswer = z.object({
  code: z.string(),
  shareUrl: z.string(),
  rewardCoins: z.number().int().nonnegative(),
  friendsJoined: z.number().int().nonnegative(),
  friendsWithDelivery: z.number().int().nonnegative(),
  coinsEarned: z.number().int().nonnegative(),
  friends: z.array(ReferredFriend).max(REFERRED_FRIENDS_LISTED),
})
export type ReferralsAnswer = z.infer<typeof ReferralsAnswer>

/** The schemas of every call in `accountRoutes`, by name. */
export const accountSchemas = {
  myReviews: { querystring: AccountPageQuery, response: MyReviewsAnswer },
  updateMyReview: { params: ReviewIdParams, body: UpdateMyReviewBody, response: UpdateMyReviewAnswer },
  deleteMyReview: { params: ReviewIdParams, response: DeleteMyReviewAnswer },
  myQuestions: { querystring: AccountPageQuery, response: MyQuestionsAnswer },
  referrals: { response: ReferralsAnswer },
} as const satisfies Record<keyof typeof accountRoutes, RouteSchemas>
