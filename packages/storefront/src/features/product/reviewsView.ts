import type {
  ProductQuestion as QuestionAnswer,
  ProductReview as ReviewAnswer,
  Timestamp,
} from '@haat/contract'
import { reviewPhotoSrcSet } from '@haat/contract/core'
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
