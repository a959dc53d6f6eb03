import type {
  ProductQuestion as QuestionAnswer,
  ProductReview as ReviewAnswer,
  Timestamp,
} from '@haat/contract'
import {
  RATING_BAD_INPUT_MESSAGE,
  RATING_LOG_IN_AGAIN_MESSAGE,
  RATING_NOT_FOUND_MESSAGE,
  RATING_SERVER_ERROR_MESSAGE,
  RATING_UNEXPECTED_MESSAGE,
  reviewPhotoSrcSet,
} from '@haat/contract/core'
import type { ProductQuestion, ProductReview } from '@haat/ui'

const millisOf = (date: Timestamp) => date._seconds * 1000 + Math.floor(date._nanoseconds / 1e6)

/** A review as ReviewList draws it: photos with every stored width for the browser to choose from. */
export const reviewOf = (review: ReviewAnswer): ProductReview => ({
  id: review.id,
  name: review.userDetails.name,
  rating: review.rating,
  title: review.review,
  comment: review.comment,
  date: millisOf(review.date),
  photos: review.mediaUrl
    .filter((media) => media.type === 'image')
    .map((media) => ({ src: media.url, srcSet: reviewPhotoSrcSet(media.url) })),
})

/** A question as QuestionList draws it. */
export const questionOf = (question: QuestionAnswer): ProductQuestion => ({
  id: question.id,
  question: question.question,
  askedBy: question.customerDetails.name,
  date: millisOf(question.date),
  answers: question.answers.map((answer, index) => ({
    id: `${question.id}-${index}`,
    answer: answer.ans,
    by: answer.by,
    bySeller: answer.seller,
    date: millisOf(answer.date),
  })),
})

/**
 * What the rating form says for a refused rating: the specification's text for each status, the server's
 * own words for a 400 and a 403 (the product was not bought). `signedOut` is true when the session is
 * gone and the page must forget its token.
 */
export function ratingRefusal(
  status: number | string,
  serverMessage?: string,
): { text: string; signedOut: boolean } {
  switch (status) {
    case 400:
      return { text: serverMessage ?? RATING_BAD_INPUT_MESSAGE, signedOut: false }
    case 401:
      return { text: RATING_LOG_IN_AGAIN_MESSAGE, signedOut: true }
    case 403:
      return { text: serverMessage ?? RATING_LOG_IN_AGAIN_MESSAGE, signedOut: false }
    case 404:
      return { text: RATING_NOT_FOUND_MESSAGE, signedOut: false }
    case 500:
      return { text: RATING_SERVER_ERROR_MESSAGE, signedOut: false }
    default:
      return { text: RATING_UNEXPECTED_MESSAGE, signedOut: false }
  }
}
