import {
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_QUESTIONS_SHOWN,
  PRODUCT_REPORT_RECEIVED_MESSAGE,
  QUESTION_ADDED_MESSAGE,
} from '@haat/contract/core'
import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { RATINGS_CACHE_CONTROL } from '../http/http-cache.ts'
import { sendPublicAnswer } from '../http/public-answer.ts'
import { enforceRateLimits, type RateLimitRule } from '../http/rate-limit.ts'
import { hasPurchased } from '../orders/purchases.ts'
import { getProductDetails } from './details.ts'
import { addProductQuestion, getProductQuestions, productExists, storeProductReport } from './questions.ts'
import { getRecentVisits, mergeVisits, recordVisit } from './visits.ts'

/** A signed-in shopper's answers: never kept by a browser cache or a proxy. */
const PRIVATE_NO_STORE = 'private, no-store'

/** Questions and reports a shopper may send: generous for people, tight for scripts. */
const WRITE_LIMITS: Record<'question' | 'report', RateLimitRule> = {
  question: { limit: 20, windowMs: 60 * 60_000 },
  // The same budget as seller and brand reports (one key): reports of every kind count together.
  report: { limit: 10, windowMs: 60 * 60_000 },
}

/**
 * The product page's calls: the product (with whether the shopper bought it), its questions and answers,
 * asking a question, reporting the product, and the signed-in shopper's recent visits. The rules are in
 * docs/product.md, "Product page"; the delivery check is in ../delivery/routes.ts.
 */
export function registerProductRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'productDetails', 'product', async ({ query, session, request, reply }) => {
    // A shopper's purchase and visit are read and written alongside the product, each a single statement on
    // its own pooled connection: the answer waits for the slowest of three statements, not for seven in a
    // row (docs/benchmarks.md, "The product page's main call"). A missing product records no visit.
    const [productDetails, purchased] = await Promise.all([
      getProductDetails(db, query.pId),
      session ? hasPurchased(db, session.userId, query.pId) : false,
      session ? recordVisit(db, session.userId, query.pId, app.clock.now()) : undefined,
    ])
    if (!productDetails) return reply.code(404).send({ message: PRODUCT_NOT_FOUND_MESSAGE })
    // The answer differs with the token: a cache must never hand one caller's answer to another.
    reply.header('vary', 'Authorization')
    if (!session) {
      // A visitor's answer is the same for every visitor: revalidated each time (stock and price move),
      // a 304 when unchanged.
      return sendPublicAnswer(
        request,
        reply,
        'productDetails',
        { productDetails, purchased: false },
        RATINGS_CACHE_CONTROL,
      )
    }
    reply.header('cache-control', PRIVATE_NO_STORE)
    return { productDetails, purchased }
  })

  contractRoute(app, 'productQuestions', 'product', async ({ query, request, reply }) => {
    if (!(await productExists(db, query.productId))) {
      return reply.code(404).send({ message: PRODUCT_NOT_FOUND_MESSAGE })
    }
    const answer = await getProductQuestions(db, query.productId, PRODUCT_QUESTIONS_SHOWN)
    // A new question or answer shows at once; an unchanged list costs a 304.
    return sendPublicAnswer(request, reply, 'productQuestions', answer, RATINGS_CACHE_CONTROL)
  })

  contractRoute(app, 'addQuestion', 'product', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `question:user:${session.userId}`, rule: WRITE_LIMITS.question },
    ])
    if (!allowed) return reply
    if (!(await productExists(db, body.productId))) {
      return reply.code(404).send({ message: PRODUCT_NOT_FOUND_MESSAGE })
    }
    const question = await addProductQuestion(db, {
      productId: body.productId,
      userId: session.userId,
      question: body.question,
      at: app.clock.now(),
    })
    return { message: QUESTION_ADDED_MESSAGE, question }
  })

  contractRoute(app, 'reportProduct', 'product', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `report:user:${session.userId}`, rule: WRITE_LIMITS.report },
    ])
    if (!allowed) return reply
    if (!(await productExists(db, body.productId))) {
      return reply.code(404).send({ message: PRODUCT_NOT_FOUND_MESSAGE })
    }
    await storeProductReport(db, {
      productId: body.productId,
      userId: session.userId,
      issue: body.issue,
      comment: body.comments,
      at: app.clock.now(),
    })
    return { message: PRODUCT_REPORT_RECEIVED_MESSAGE }
  })

  contractRoute(app, 'recentVisits', 'product', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getRecentVisits(db, session.userId)
  })

  contractRoute(app, 'addRecentVisits', 'product', async ({ body, session, reply }) => {
    await mergeVisits(db, session.userId, body.productIds, app.clock.now())
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getRecentVisits(db, session.userId)
  })
}
