export { type SellerReview, SellerReviewList, type SellerReviewListProps } from './SellerReviewList.tsx'
