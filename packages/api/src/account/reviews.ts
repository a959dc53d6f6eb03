import type { MyReview, MyReviewsAnswer } from '@haat/contract'
import { MY_REVIEWS_PAGE_SIZE } from '@haat/contract/core'
import { sql } from 'drizzle-orm'
import { toTimestamp } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import type { ReviewMedia } from '../db/schema.ts'

/**
 * The shopper's own ratings and reviews (My Ratings & Reviews): read, edit and delete. Every statement
 * names the shopper (`user_id`) beside the review id, so another shopper's review is never read or
 * touched and answers exactly as an unknown id does. The product's five star counts move in the same
 * transaction as the review, under the product's row lock, as add-rating does (reviews/writes.ts), so the
 * counts every page shows never disagree with the reviews.
 */

interface ReviewRow {
  id: string
  product_id: string
  product_name: string
  product_image: string | null
  rating: number
  review: string
  comment: string
  media: ReviewMedia[]
  created_at: Date | string
}

const COUNT_COLUMNS = ['one_rating', 'two_rating', 'three_rating', 'four_rating', 'five_rating'] as const

function toMyReview(row: ReviewRow): MyReview {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productImage: row.product_image ?? '',
    rating: Number(row.rating),
    review: row.review,
    comment: row.comment,
    mediaUrl: (row.media ?? []).map((item) => ({ type: item.type, url: item.url })),
    date: toTimestamp(row.created_at),
  }
}

const reviewColumns = sql`r.id, r.product_id, p.name as product_name, p.image_urls[1] as product_image,
  r.rating, r.review, r.comment, r.media, r.created_at`

/** A page of the shopper's reviews, newest first (ties by id, so pages never overlap). */
export async function myReviewsOf(db: Db, userId: string, page: number): Promise<MyReviewsAnswer> {
  const offset = (page - 1) * MY_REVIEWS_PAGE_SIZE
  const [rows, [counted]] = await Promise.all([
    selectRows<ReviewRow>(
      db,
      sql`select ${reviewColumns}
          from product_reviews r join products p on p.id = r.product_id
          where r.user_id = ${userId}
          order by r.created_at desc, r.id desc
          limit ${MY_REVIEWS_PAGE_SIZE} offset ${offset}`,
    ),
    selectRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from product_reviews where user_id = ${userId}`,
    ),
  ])
  const total = Number(counted?.n ?? 0)
  return {
    reviews: rows.map(toMyReview),
    page,
    pageCount: Math.ceil(total / MY_REVIEWS_PAGE_SIZE),
    total,
  }
}

/** The count changes that take `from` stars off a product and give it `to` (either may be absent). */
function countChanges(from: number | null, to: number | null) {
  return COUNT_COLUMNS.map((column, i) => {
    const stars = i + 1
    const delta = (stars === to ? 1 : 0) - (stars === from ? 1 : 0)
    return delta === 0 ? null : sql.raw(`${column} = greatest(${column} + (${delta}), 0)`)
  }).filter((change) => change !== null)
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Locks the product of the shopper's review `reviewId`, then the review itself, and answers its current
 * stars; null when the shopper has no such review (also when it is another shopper's, or when it was
 * deleted while this waited for the lock). The product is locked first, as add-rating locks it, so a
 * rating and an edit of one product never wait on each other in opposite orders.
 */
async function lockOwnReview(
  tx: Tx,
  userId: string,
  reviewId: string,
): Promise<{ productId: string; rating: number } | null> {
  const t = tx as unknown as Db
  const [found] = await selectRows<{ product_id: string }>(
    t,
    sql`select product_id from product_reviews where id = ${reviewId} and user_id = ${userId}`,
  )
  if (!found) return null
  await tx.execute(sql`select id from products where id = ${found.product_id} for update`)
  const [locked] = await selectRows<{ rating: number }>(
    t,
    sql`select rating from product_reviews where id = ${reviewId} and user_id = ${userId} for update`,
  )
  return locked ? { productId: found.product_id, rating: Number(locked.rating) } : null
}

/**
 * Changes the stars, title and comment of the shopper's review (its photos and date stay); the product's
 * counts move from the old stars to the new in the same transaction. Null when the shopper has no such review.
 */
export async function updateMyReview(
  db: Db,
  input: { userId: string; reviewId: string; rating: number; review: string; comment: string; at: Date },
): Promise<MyReview | null> {
  return db.transaction(async (tx) => {
    const current = await lockOwnReview(tx, input.userId, input.reviewId)
    if (!current) return null
    await tx.execute(
      sql`update product_reviews set rating = ${input.rating}, review = ${input.review},
            comment = ${input.comment}, updated_at = ${input.at.toISOString()}::timestamptz
          where id = ${input.reviewId} and user_id = ${input.userId}`,
    )
    const changes = countChanges(current.rating, input.rating)
    if (changes.length > 0) {
      await tx.execute(sql`update products set ${sql.join(changes, sql`, `)} where id = ${current.productId}`)
    }
    const [row] = await selectRows<ReviewRow>(
      tx as unknown as Db,
      sql`select ${reviewColumns} from product_reviews r join products p on p.id = r.product_id
          where r.id = ${input.reviewId}`,
    )
    return row ? toMyReview(row) : null
  })
}

/**
 * Deletes the shopper's review and takes its stars off the product's counts in the same transaction.
 * False when the shopper has no such review (a second delete of the same review changes nothing).
 */
export async function deleteMyReview(db: Db, userId: string, reviewId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockOwnReview(tx, userId, reviewId)
    if (!current) return false
    await tx.execute(sql`delete from product_reviews where id = ${reviewId} and user_id = ${userId}`)
    const changes = countChanges(current.rating, null)
    await tx.execute(sql`update products set ${sql.join(changes, sql`, `)} where id = ${current.productId}`)
    return true
  })
}
