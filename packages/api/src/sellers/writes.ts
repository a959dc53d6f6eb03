import { randomBytes } from 'node:crypto'
import type { ReportIssue } from '@haat/contract'
import { sql } from 'drizzle-orm'
import { type Db, selectRows } from '../db/client.ts'
import { brandReports, sellerReports } from '../db/schema.ts'

/** A transaction of `Db` (what `db.transaction` hands its callback). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A 20-character alphanumeric id (the catalogue's id style), from the system's random source. */
function newDocumentId(): string {
  const bytes = randomBytes(20)
  let id = ''
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length]
  return id
}

export interface SellerRatingInput {
  sellerId: string
  userId: string
  rating: number
  review: string
  comment: string
  at: Date
}

/**
 * Stores a shopper's rating of a seller: the first one inserts, a later one replaces it (one rating per
 * shopper and seller). The seller's five counts are recomputed in the same transaction, so the store
 * header and the rating bars always agree. Answers whether it was an update.
 */
export async function upsertSellerRating(db: Db, input: SellerRatingInput): Promise<{ updated: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await selectRows<{ inserted: boolean }>(
      tx as unknown as Db,
      sql`insert into seller_ratings (id, seller_id, user_id, rating, review, comment, created_at)
          values (${newDocumentId()}, ${input.sellerId}, ${input.userId}, ${input.rating}, ${input.review},
            ${input.comment}, ${input.at.toISOString()}::timestamptz)
          on conflict (seller_id, user_id) do update set
            rating = excluded.rating, review = excluded.review, comment = excluded.comment,
            created_at = excluded.created_at
          returning (xmax = 0) as inserted`,
    )
    await recountSellerRatings(tx, input.sellerId)
    return { updated: row?.inserted === false }
  })
}

export interface ReportInput {
  userId: string
  issue: ReportIssue
  comment: string
  at: Date
}

export async function storeSellerReport(db: Db, sellerId: string, input: ReportInput): Promise<void> {
  await db.insert(sellerReports).values({
    sellerId,
    userId: input.userId,
    issue: input.issue,
    comment: input.comment,
    createdAt: input.at,
  })
}

export async function storeBrandReport(db: Db, brandId: string, input: ReportInput): Promise<void> {
  await db.insert(brandReports).values({
    brandId,
    userId: input.userId,
    issue: input.issue,
    comment: input.comment,
    createdAt: input.at,
  })
}

/**
 * Sets the five rating counts of sellers (all, or one) from their rating rows. The seed runs it after
 * writing its demo ratings, and every rating a shopper sends runs it in the same transaction.
 */
export async function recountSellerRatings(db: Db | Tx, sellerId?: string): Promise<void> {
  await db.execute(sql`
    update sellers s set
      one_rating = coalesce(c.one, 0), two_rating = coalesce(c.two, 0), three_rating = coalesce(c.three, 0),
      four_rating = coalesce(c.four, 0), five_rating = coalesce(c.five, 0)
    from sellers s2 left join (
      select seller_id,
        count(*) filter (where rating = 1)::int as one, count(*) filter (where rating = 2)::int as two,
        count(*) filter (where rating = 3)::int as three, count(*) filter (where rating = 4)::int as four,
        count(*) filter (where rating = 5)::int as five
      from seller_ratings group by seller_id
    ) c on c.seller_id = s2.id
    where s.id = s2.id ${sellerId === undefined ? sql`` : sql`and s.id = ${sellerId}`}`)
}
