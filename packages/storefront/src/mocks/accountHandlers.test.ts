import {
  MY_REVIEW_NOT_FOUND_MESSAGE,
  MY_REVIEWS_PAGE_SIZE,
  type MyReview,
  REVIEW_DELETED_MESSAGE,
  REVIEW_UPDATED_MESSAGE,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { describe, expect, it } from 'vitest'
import {
  accountHandlers,
  recordedMyQuestions,
  recordedMyReviews,
  recordedReferrals,
} from './accountHandlers.ts'
import { callMock, listeningMockServer } from './testServer.ts'

const server = listeningMockServer()

const review = (n: number): MyReview => ({
  id: `R${n}`,
  productId: `P${n}`,
  productName: `Product ${n}`,
  productImage: '',
  rating: 4,
  review: `Title ${n}`,
  comment: '',
  mediaUrl: [],
  date: { _seconds: 1_700_000_000 + n, _nanoseconds: 0 },
})

describe("My Account's mocks", () => {
  it("start from the demo shopper's recordings: reviews, questions and referrals", async () => {
    server.resetHandlers(...accountHandlers())
    const reviews = await callMock('myReviews')
    expect(reviews.status).toBe(200)
    expect(reviews.body.reviews.map((r) => r.id)).toEqual(recordedMyReviews().map((r) => r.id))
    expect((await callMock('myQuestions')).body.total).toBe(recordedMyQuestions().length)
    expect((await callMock('referrals')).body).toEqual(recordedReferrals())
    expect((await callMock('myReviews', { token: false })).body).toEqual({ message: TOKEN_MISSING_MESSAGE })
  })

  it('page the reviews newest first, and edit and delete them as the server does', async () => {
    const given = Array.from({ length: MY_REVIEWS_PAGE_SIZE + 1 }, (_, i) => review(i))
    server.resetHandlers(...accountHandlers({ reviews: given }))
    const first = await callMock('myReviews')
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, total: MY_REVIEWS_PAGE_SIZE + 1 })
    expect(first.body.reviews[0]?.id).toBe(`R${MY_REVIEWS_PAGE_SIZE}`)

    const edited = await callMock('updateMyReview', {
      params: { reviewId: 'R3' },
      body: { rating: 2, review: '  Changed  ' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      message: REVIEW_UPDATED_MESSAGE,
      review: { id: 'R3', rating: 2, review: 'Changed' },
    })
    const bad = await callMock('updateMyReview', {
      params: { reviewId: 'R3' },
      body: { rating: 9, review: 'x' },
    })
    expect(bad.status).toBe(400)

    const removed = await callMock('deleteMyReview', { params: { reviewId: 'R3' } })
    expect(removed.body).toEqual({ message: REVIEW_DELETED_MESSAGE, reviewId: 'R3' })
    const again = await callMock('deleteMyReview', { params: { reviewId: 'R3' } })
    expect(again).toEqual({ status: 404, body: { message: MY_REVIEW_NOT_FOUND_MESSAGE } })
    expect((await callMock('myReviews')).body.total).toBe(MY_REVIEWS_PAGE_SIZE)
  })
})
