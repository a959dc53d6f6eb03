import { eq, sql } from 'drizzle-orm'
import { hashPassword } from '../../identity/passwords.ts'
import type { Db } from '../client.ts'
import { sellerMembers, sellers, users } from '../schema.ts'

/**
 * The seller member a newcomer signs in as at /seller/login (README). Shree Ganesh Traders sells the demo
 * shopper's order that is still processing, so the demo seller has an order to ship straight away; the
 * store is among the demo catalogue's first products' sellers, so every seed size (the tests' 200 and the
 * default 2,400) has it.
 */
export const DEMO_SELLER = {
  userId: 'DemoSellerMember0001',
  name: 'Ganesh Agarwal',
  email: 'seller@haat.example',
  password: 'Seller@1234',
  referralCode: 'GANESHSELLER',
  sellerId: 'VEYhjR9ptCxFBl4nwjSo',
} as const

/**
 * Two of the demo seller's products with plenty of stock, cash on delivery allowed and bought by no demo
 * order: the e2e journey orders both, cancels one and has the seller deliver the other.
 */
export const demoSellerProducts = [
  'M7YUHEVVUFWiKtTW5CO3', // Kesar Beauty Nail Art Kit, Peach
  'vhkv2jFwjI5oC1SHsRSE', // Aura Botanics Sandalwood Soap, Pack of 4
] as const

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Adds the demo seller's member account and its membership unless an account with its e-mail exists
 * already (so a member's changed password is kept across restarts) or the catalogue has no such seller.
 * The password is hashed at seed time, so no hash is committed.
 */
export async function ensureDemoSeller(tx: Tx | Db): Promise<{ added: boolean }> {
  const [seller] = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.id, DEMO_SELLER.sellerId))
    .limit(1)
  if (!seller) return { added: false }
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_SELLER.email}`)
    .limit(1)
  if (existing) return { added: false }
  const inserted = await tx
    .insert(users)
    .values({
      id: DEMO_SELLER.userId,
      name: DEMO_SELLER.name,
      email: DEMO_SELLER.email,
      emailVerified: true,
      passwordHash: await hashPassword(DEMO_SELLER.password),
      referralCode: DEMO_SELLER.referralCode,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (inserted.length === 0) return { added: false }
  await tx
    .insert(sellerMembers)
    .values({ userId: DEMO_SELLER.userId, sellerId: DEMO_SELLER.sellerId })
    .onConflictDoNothing()
  return { added: true }
}
