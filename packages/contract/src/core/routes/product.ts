import { routeTable } from '../route.ts'

/** The product page's calls (the delivery check is in ./delivery.ts, ratings and reviews in ./reviews.ts). */
export const productRoutes = routeTable({
  /** The product with whether this shopper bought it; a signed-in call also records the visit. */
  productDetails: { method: 'GET', path: '/getProductInnerDetails', auth: 'optional' },
  productQuestions: { method: 'GET', path: '/get-qstn-answr' },
  addQuestion: { method: 'POST', path: '/add-question', auth: 'bearer' },
  reportProduct: { method: 'POST', path: '/report-product', auth: 'bearer' },
  /** Ours: the signed-in shopper's recently visited products, kept on the server. */
  recentVisits: { method: 'GET', path: '/get-recent-visits', auth: 'bearer' },
  /** Ours: merges a device's own recently viewed list into the shopper's after sign-in. */
  addRecentVisits: { method: 'POST', path: '/add-recent-visits', auth: 'bearer' },
})
