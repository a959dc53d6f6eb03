import { eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { addCoinEntry } from '../../coins/ledger.ts'
import { hashPassword } from '../../identity/passwords.ts'
import type { Db } from '../client.ts'
import { users } from '../schema.ts'

/** The shopper a newcomer signs in as (README): e-mail and password work straight after the seed. */
export const DEMO_SHOPPER = {
  id: 'DemoShopperAarav0001',
  name: 'Aarav Sharma',
  email: 'demo@haat.example',
  password: 'Demo@1234',
  phone: '9876543210',
  coin: 250,
  referralCode: 'AARAV250',
} as const

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Adds the demo shopper unless an account with its e-mail already exists (idempotent, so data folders
 * seeded before accounts existed get it on their next start). The password is hashed here, at seed
 * time, so no hash is committed to the repository. The shopper's coins come as a 'welcome' entry of the
 * coin ledger in the same transaction as the account, so the balance is the sum of the ledger from the
 * start (docs/product.md, "Coins"); the migration that made the ledger only covered accounts that
 * existed then, and a fresh seed runs after it.
 */
export async function ensureDemoShopper(tx: Tx): Promise<{ added: boolean }> {
  const existing = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_SHOPPER.email}`)
    .limit(1)
  if (existing.length > 0) return { added: false }
  const inserted = await tx
    .insert(users)
    .values({
      id: DEMO_SHOPPER.id,
      name: DEMO_SHOPPER.name,
      email: DEMO_SHOPPER.email,
      emailVerified: true,
      phone: DEMO_SHOPPER.phone,
      // The documented demo: its number signs in by OTP through the development outbox.
      phoneVerified: true,
      passwordHash: await hashPassword(DEMO_SHOPPER.password),
      // The balance is given by the ledger entry below, never written here alone.
      coin: 0,
      referralCode: DEMO_SHOPPER.referralCode,
    })
    // Someone may have taken the phone (or id) since; then the data folder simply has no demo shopper.
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (inserted.length === 0) return { added: false }
  await addCoinEntry(tx, { userId: DEMO_SHOPPER.id, delta: DEMO_SHOPPER.coin, reason: 'welcome' })
  return { added: true }
}

/**
 * Whether the demo shopper exists and holds no row yet in each of `tables` (each named by its user id
 * column). The demo's own lists, addresses and cart are seeded only then, so what a shopper deleted does
 * not come back on a restart.
 */
export async function demoShopperHasNone(
  tx: Tx | Db,
  tables: readonly { table: PgTable; userId: PgColumn }[],
): Promise<boolean> {
  const [shopper] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, DEMO_SHOPPER.id))
    .limit(1)
  if (!shopper) return false
  for (const { table, userId } of tables) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(userId, DEMO_SHOPPER.id))
    if ((row?.n ?? 0) > 0) return false
  }
  return true
}
