import { routeTable } from '../route.ts'

/** Product ratings and reviews: reading a product's reviews, uploading review photos and rating. */
export const reviewRoutes = routeTable({
  /** A product's reviews, newest first, optionally of one star count, a page at a time. */
  productReviews: { method: 'GET', path: '/get-product-reviews' },
  /** Review photos (multipart, field `images`): checked by content, re-encoded, stored as our media. */
  uploadImages: { method: 'POST', path: '/upload-images', auth: 'bearer' },
  /** Rates a bought product; a second rating by the same shopper replaces the first. */
  addRating: { method: 'POST', path: '/add-rating', auth: 'bearer' },
})
