import type { ProductReview, ProductReviewsPage } from '@haat/contract'
import { and, count, desc, eq } from 'drizzle-orm'
import { toTimestamp } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { productReviews, products, users } from '../db/schema.ts'
import { reviewerDisplayName } from '../sellers/query.ts'

export interface ReviewsPageRequest {
  productId: string
  rating?: number
  page: number
  limit: number
}

/**
 * A page of a product's reviews, newest first (ties by id, so pages never overlap), optionally of one
 * star count; null when the product does not exist. Reviewers are named as on seller reviews: first
 * name and the initial of the last.
 */
export async function getProductReviews(
  db: Db,
  request: ReviewsPageRequest,
): Promise<ProductReviewsPage | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, request.productId))
  if (!product) return null
  const where = and(
    eq(productReviews.productId, request.productId),
    request.rating === undefined ? undefined : eq(productReviews.rating, request.rating),
  )
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: productReviews.id,
        productId: productReviews.productId,
        rating: productReviews.rating,
        review: productReviews.review,
        comment: productReviews.comment,
        media: productReviews.media,
        name: users.name,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    db.select({ total: count() }).from(productReviews).where(where),
  ])
  const reviews: ProductReview[] = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    review: row.review,
    comment: row.comment,
    mediaUrl: row.media.map((item) => ({ type: item.type, url: item.url })),
    userDetails: { name: reviewerDisplayName(row.name) },
    date: toTimestamp(row.createdAt),
  }))
  return { reviews, total: Number(totals?.total ?? 0), page: request.page, limit: request.limit }
}
