import { routeTable } from '../route.ts'

/**
 * My Account's own sections: the shopper's reviews, questions and referrals (docs/product.md, "My Account").
 * Each reads and changes the signed-in shopper's own rows only; another shopper's review answers 404 as
 * an unknown one does.
 */
export const accountRoutes = routeTable({
  /** The shopper's ratings and reviews, newest first, a page at a time, with each product's name and picture. */
  myReviews: { method: 'GET', path: '/get-my-reviews', auth: 'bearer' },
  /** Changes the stars, title and comment of one of the shopper's reviews (the product's counts follow). */
  updateMyReview: { method: 'PATCH', path: '/update-my-review/:reviewId', auth: 'bearer' },
  /** Deletes one of the shopper's reviews and takes its rating off the product's counts. */
  deleteMyReview: { method: 'DELETE', path: '/delete-my-review/:reviewId', auth: 'bearer' },
  /** The questions the shopper asked, newest first, with their answers. */
  myQuestions: { method: 'GET', path: '/get-my-questions', auth: 'bearer' },
  /** The shopper's referral code, its link, the reward rule and what the code has earned. */
  referrals: { method: 'GET', path: '/get-referrals', auth: 'bearer' },
})
