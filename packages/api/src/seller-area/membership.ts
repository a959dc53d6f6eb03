import { NOT_SELLER_MEMBER_MESSAGE, type SellerAccountAnswer, storeNameOf } from '@haat/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sellerMembers, sellers, users } from '../db/schema.ts'

/** A seller-area call the session may not make: the status and the contract's message. */
export class SellerAreaRefusal extends Error {
  readonly status: 400 | 403 | 404 | 409

  constructor(status: 400 | 403 | 404 | 409, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * The seller the signed-in account works for. Membership is read from the database on every call (never
 * from the request), so an account removed from a seller loses the area at once. Any other account is
 * refused with 403: it is signed in, it is just not a seller's.
 */
export async function sellerAccountOf(db: Db, userId: string): Promise<SellerAccountAnswer> {
  const [row] = await db
    .select({ sellerId: sellerMembers.sellerId, storeName: sellers.storeName, userName: users.name })
    .from(sellerMembers)
    .innerJoin(sellers, eq(sellers.id, sellerMembers.sellerId))
    .innerJoin(users, eq(users.id, sellerMembers.userId))
    .where(eq(sellerMembers.userId, userId))
    .limit(1)
  if (!row) throw new SellerAreaRefusal(403, NOT_SELLER_MEMBER_MESSAGE)
  return { sellerId: row.sellerId, storeName: storeNameOf(row.storeName), userName: row.userName }
}
