import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  MY_REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_DELETED_MESSAGE,
  REVIEW_UPDATED_MESSAGE,
} from '@haat/contract/core'
import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { myQuestionsOf } from './questions.ts'
import { referralsOf } from './referrals.ts'
import { deleteMyReview, myReviewsOf, updateMyReview } from './reviews.ts'

/** The shopper's own rows: no browser cache or proxy keeps an answer. */
const PRIVATE_NO_STORE = 'private, no-store'

/** My Account's own sections: the shopper's reviews, questions and referrals (docs/product.md, "My Account"). */
export function registerAccountRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'myReviews', 'account', async ({ query, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return myReviewsOf(db, session.userId, query.page)
  })

  contractRoute(app, 'updateMyReview', 'account', async ({ params, body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const review = await updateMyReview(db, {
      userId: session.userId,
      reviewId: params.reviewId,
      rating: body.rating,
      review: body.review,
      comment: body.comment,
      at: app.clock.now(),
    })
    if (!review) return reply.code(404).send({ message: MY_REVIEW_NOT_FOUND_MESSAGE })
    return { message: REVIEW_UPDATED_MESSAGE, review }
  })

  contractRoute(app, 'deleteMyReview', 'account', async ({ params, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    if (!(await deleteMyReview(db, session.userId, params.reviewId))) {
      return reply.code(404).send({ message: MY_REVIEW_NOT_FOUND_MESSAGE })
    }
    return { message: REVIEW_DELETED_MESSAGE, reviewId: params.reviewId }
  })

  contractRoute(app, 'myQuestions', 'account', async ({ query, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return myQuestionsOf(db, session.userId, query.page)
  })

  contractRoute(app, 'referrals', 'account', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const answer = await referralsOf(db, session.userId)
    if (!answer) return reply.code(404).send({ message: ACCOUNT_NOT_FOUND_MESSAGE })
    return answer
  })
}
