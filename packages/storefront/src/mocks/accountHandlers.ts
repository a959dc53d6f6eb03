import {
  AccountPageQuery,
  type Answer,
  MY_QUESTIONS_PAGE_SIZE,
  MY_REVIEW_NOT_FOUND_MESSAGE,
  MY_REVIEWS_PAGE_SIZE,
  type MyQuestion,
  type MyReview,
  REVIEW_DELETED_MESSAGE,
  REVIEW_UPDATED_MESSAGE,
  type ReferralsAnswer,
  TOKEN_MISSING_MESSAGE,
  UpdateMyReviewBody,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { fail, signedIn, url } from './mockSupport.ts'
import { recordings } from './recorded/index.ts'

/*
 * My Account's own sections on the mocks, as the server answers them (docs/product.md, "My Account"): the
 * shopper's reviews newest first, a page of MY_REVIEWS_PAGE_SIZE, changed by edit and delete (an unknown id
 * answers 404 as another shopper's does); their questions; their referrals. They start from the demo
 * shopper's recorded answers, or from what a story gives.
 */

/** Every recorded 200 answer of a paged call, in page order, its items once each. */
function everyRecorded<T extends { id: string }>(
  pages: readonly { status: number; answer: unknown }[],
  pick: (answer: never) => readonly T[],
) {
  const seen = new Set<string>()
  const items: T[] = []
  for (const recording of pages) {
    if (recording.status !== 200) continue
    for (const item of pick(recording.answer as never)) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      items.push(item)
    }
  }
  return items
}

/** The demo shopper's reviews as recorded. */
export const recordedMyReviews = (): MyReview[] =>
  everyRecorded(recordings.myReviews, (answer: Answer<'myReviews'>) => answer.reviews)
/** The demo shopper's questions as recorded. */
export const recordedMyQuestions = (): MyQuestion[] =>
  everyRecorded(recordings.myQuestions, (answer: Answer<'myQuestions'>) => answer.questions)
/** The demo shopper's referrals as recorded. */
export const recordedReferrals = (): ReferralsAnswer => {
  const found = recordings.referrals.find((recording) => recording.status === 200)
  if (!found) throw new Error('No answer of referrals was recorded: add it to scripts/record-fixtures.ts')
  return found.answer as ReferralsAnswer
}

export interface AccountMockOptions {
  reviews?: readonly MyReview[]
  questions?: readonly MyQuestion[]
  referrals?: ReferralsAnswer
}

const newest = (a: { date: { _seconds: number } }, b: { date: { _seconds: number } }) =>
  b.date._seconds - a.date._seconds

function pageOf(request: Request): number | Response {
  const parsed = AccountPageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  return parsed.success ? parsed.data.page : fail(400, parsed.error.issues[0]?.message ?? 'Invalid query.')
}

export function accountHandlers(options: AccountMockOptions = {}) {
  const reviews = [...(options.reviews ?? recordedMyReviews())].sort(newest)
  const questions = [...(options.questions ?? recordedMyQuestions())].sort(newest)
  const referrals = options.referrals ?? recordedReferrals()

  return [
    http.get(url('myReviews'), ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const page = pageOf(request)
      if (page instanceof Response) return page
      const answer: Answer<'myReviews'> = {
        reviews: reviews.slice((page - 1) * MY_REVIEWS_PAGE_SIZE, page * MY_REVIEWS_PAGE_SIZE),
        page,
        pageCount: Math.ceil(reviews.length / MY_REVIEWS_PAGE_SIZE),
        total: reviews.length,
      }
      return HttpResponse.json(answer)
    }),
    http.patch(url('updateMyReview'), async ({ request, params }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const parsed = UpdateMyReviewBody.safeParse(await request.json())
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Invalid body.')
      const index = reviews.findIndex((review) => review.id === params.reviewId)
      const current = reviews[index]
      if (!current) return fail(404, MY_REVIEW_NOT_FOUND_MESSAGE)
      const review: MyReview = {
        ...current,
        rating: parsed.data.rating,
        review: parsed.data.review,
        comment: parsed.data.comment,
      }
      reviews[index] = review
      const answer: Answer<'updateMyReview'> = { message: REVIEW_UPDATED_MESSAGE, review }
      return HttpResponse.json(answer)
    }),
    http.delete(url('deleteMyReview'), ({ request, params }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const index = reviews.findIndex((review) => review.id === params.reviewId)
      if (index < 0) return fail(404, MY_REVIEW_NOT_FOUND_MESSAGE)
      reviews.splice(index, 1)
      const answer: Answer<'deleteMyReview'> = {
        message: REVIEW_DELETED_MESSAGE,
        reviewId: String(params.reviewId),
      }
      return HttpResponse.json(answer)
    }),
    http.get(url('myQuestions'), ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const page = pageOf(request)
      if (page instanceof Response) return page
      const answer: Answer<'myQuestions'> = {
        questions: questions.slice((page - 1) * MY_QUESTIONS_PAGE_SIZE, page * MY_QUESTIONS_PAGE_SIZE),
        page,
        pageCount: Math.ceil(questions.length / MY_QUESTIONS_PAGE_SIZE),
        total: questions.length,
      }
      return HttpResponse.json(answer)
    }),
    http.get(url('referrals'), ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      return HttpResponse.json(referrals)
    }),
  ]
}
