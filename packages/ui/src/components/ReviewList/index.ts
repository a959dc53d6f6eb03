export {
  type ProductReview,
  ReviewCard,
  type ReviewCardProps,
  type ReviewPhoto,
  reviewDate,
} from './ReviewCard.tsx'
export { type ReviewFilter, ReviewList, type ReviewListProps } from './ReviewList.tsx'
