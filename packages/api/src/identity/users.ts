import { randomInt } from 'node:crypto'
import type { Address, User } from '@haat/contract'
import { and, eq, ne, sql } from 'drizzle-orm'
import { getAddresses } from '../addresses/query.ts'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { users } from '../db/schema.ts'

export type UserRow = typeof users.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function randomString(alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)]
  return out
}

/** A shopper's own referral code: 8 characters without look-alikes (no 0/O, 1/I). */
export const newReferralCode = () => randomString(CODE_ALPHABET, 8)

/** E-mail is compared case-insensitively everywhere; it is stored as typed (trimmed). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1)
  return row
}

/**
 * The account whose owner proved this phone, if any. Only a proven phone counts as taken or signs in by
 * OTP; an unproven one is a claim anybody could have typed (docs/product.md, Identity).
 */
export async function findUserByVerifiedPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.phoneVerified, true)))
    .limit(1)
  return row
}

/**
 * The phone is now proven by `ownerId`: every other account's unproven claim to it is dropped, so the
 * number can never again sign anybody but its owner in, nor be shown as theirs.
 */
export async function dropOtherClaimsToPhone(db: Db, phone: string, ownerId: string): Promise<void> {
  await db
    .update(users)
    .set({ phone: null, updatedAt: sql`now()` })
    .where(and(eq(users.phone, phone), ne(users.id, ownerId), eq(users.phoneVerified, false)))
}

/**
 * Holds the shopper's row until the transaction ends, so two requests of one shopper (a double click, two
 * tabs) change what the shopper owns one after the other: each then checks its limits against what the
 * other wrote.
 */
export async function lockShopper(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/** Which unique field a write collided with. */
export class UserConflictError extends Error {
  override name = 'UserConflictError'
  readonly field: 'email' | 'phone' | 'googleSubject'

  constructor(field: 'email' | 'phone' | 'googleSubject') {
    super(`A user with this ${field} already exists`)
    this.field = field
  }
}

/** The unique constraint a PostgreSQL error (possibly wrapped by Drizzle) reports, if any. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505') return constraint ?? ''
  }
  return undefined
}

/** Turns a unique violation on users into UserConflictError; anything else is rethrown as is. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error)
  if (constraint?.includes('email')) throw new UserConflictError('email')
  if (constraint?.includes('phone')) throw new UserConflictError('phone')
  if (constraint?.includes('google')) throw new UserConflictError('googleSubject')
  throw error
}

export interface NewUser {
  name: string
  email?: string | null
  emailVerified?: boolean
  phone?: string | null
  /** Only for a phone proven by a code in this same request. */
  phoneVerified?: boolean
  passwordHash?: string | null
  googleSubject?: string | null
  referredBy?: string | null
  profileUrl?: string | null
}

/**
 * Creates a user; a taken e-mail (any case), phone or Google subject throws UserConflictError, so a
 * race between two sign-ups is settled by the database's unique indexes, not by an earlier look-up.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  // A referral code collision (1 in 10^12) is retried with a new code rather than reported.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          id: newDocumentId(),
          name: input.name,
          email: input.email?.trim() || null,
          emailVerified: input.emailVerified ?? false,
          phone: input.phone ?? null,
          phoneVerified: Boolean(input.phone && input.phoneVerified),
          passwordHash: input.passwordHash ?? null,
          googleSubject: input.googleSubject ?? null,
          referredBy: input.referredBy ?? null,
          profileUrl: input.profileUrl ?? null,
          // Coins are never set here: they change only through the coin ledger (coins/ledger.ts).
          referralCode: newReferralCode(),
        })
        .returning()
      if (!row) throw new Error('insert into users returned no row')
      return row
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (constraint?.includes('referral_code') && attempt < 3) continue
      rethrowUserConflict(error)
    }
  }
}

/** The user as the API shows it, with the address book read for it (one indexed query). */
export async function userAnswerOf(db: Db, row: UserRow): Promise<User> {
  return toUserAnswer(row, await getAddresses(db, row.id))
}

/** The user as the API shows it; `address` is the shopper's address book, the default first. */
function toUserAnswer(row: UserRow, address: Address[]): User {
  return {
    id: row.id,
    customDocId: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    phone: row.phone,
    phoneVerified: row.phoneVerified,
    profileUrl: row.profileUrl,
    coin: row.coin,
    address,
  }
}
