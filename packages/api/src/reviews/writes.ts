import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import type { ReviewMedia } from '../db/schema.ts'

export interface RatingInput {
  productId: string
  userId: string
  rating: number
  review: string
  comment: string
  media: ReviewMedia[]
  at: Date
}

/** The column of each star count. */
const COUNT_COLUMNS = ['one_rating', 'two_rating', 'three_rating', 'four_rating', 'five_rating'] as const

/**
 * Stores a shopper's rating of a product: the first inserts, a later one replaces it (one rating per
 * shopper and product, docs/product.md "Ratings and reviews"). In the same transaction the product's
 * star count of the new rating goes up by one and, on a replacement, the old rating's count down by one,
 * so the counts every page shows never disagree with the ratings. The product row is locked first, so
 * two ratings of one product (even by the same shopper at once) are counted one after the other.
 * Answers null when the product does not exist, else whether an earlier rating was replaced.
 */
export async function upsertProductRating(db: Db, input: RatingInput): Promise<{ updated: boolean } | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [product] = await selectRows<{ id: string }>(
      t,
      sql`select id from products where id = ${input.productId} for update`,
    )
    if (!product) return null
    const [previous] = await selectRows<{ rating: number }>(
      t,
      sql`select rating from product_reviews where product_id = ${input.productId} and user_id = ${input.userId}`,
    )
    const at = input.at.toISOString()
    await tx.execute(
      sql`insert into product_reviews (id, product_id, user_id, rating, review, comment, media, created_at, updated_at)
          values (${newDocumentId()}, ${input.productId}, ${input.userId}, ${input.rating}, ${input.review},
            ${input.comment}, ${JSON.stringify(input.media)}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
          on conflict (product_id, user_id) do update set
            rating = excluded.rating, review = excluded.review, comment = excluded.comment,
            media = excluded.media, created_at = excluded.created_at, updated_at = excluded.updated_at`,
    )
    const old = previous ? Number(previous.rating) : null
    if (old !== input.rating) {
      const changes = COUNT_COLUMNS.map((column, i) => {
        const stars = i + 1
        const delta = (stars === input.rating ? 1 : 0) - (stars === old ? 1 : 0)
        return delta === 0 ? null : sql.raw(`${column} = greatest(${column} + (${delta}), 0)`)
      }).filter((change) => change !== null)
      await tx.execute(sql`update products set ${sql.join(changes, sql`, `)} where id = ${input.productId}`)
    }
    return { updated: previous !== undefined }
  })
}
