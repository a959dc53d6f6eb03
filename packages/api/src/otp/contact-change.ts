import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Clock } from '../auth/clock.ts'
import { revokeOtherSessions } from '../auth/session.ts'
import {
  dropOtherClaimsToPhone,
  findUserByEmail,
  findUserByVerifiedPhone,
  type UserRow,
} from '../auth/users.ts'
import type { Db } from '../db/client.ts'
import { contactChanges, users } from '../db/schema.ts'
import type { MessageTransport } from '../messages/transport.ts'
import { CODE_TTL_MS, type CodeHasher, generateCode, MAX_WRONG_ATTEMPTS, RESEND_AFTER_MS } from './codes.ts'

export type ContactChannel = 'sms' | 'email'

export type StartResult =
  | { kind: 'sent'; changeId: string }
  | { kind: 'taken' }
  | { kind: 'too-soon'; retryAfterSeconds: number }

export type ConfirmResult =
  | { kind: 'changed'; channel: ContactChannel; user: UserRow; verifiedCurrent: boolean }
  | { kind: 'incorrect' }
  | { kind: 'locked' }
  | { kind: 'unknown' }
  | { kind: 'taken' }

/** The SMS or e-mail that carries a change's code to the new phone or address. */
function codeText(code: string, channel: ContactChannel): string {
  return channel === 'sms'
    ? `Your Haat code to confirm this phone number is ${code}. It is valid for 10 minutes. Do not share it.`
    : `Your Haat code to confirm this e-mail address is ${code}. It is valid for 10 minutes.\n\n` +
        'If you did not ask for it, you can ignore this e-mail.'
}

/** "98******10": enough for the owner to recognise, not enough to read off a shoulder. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)}${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-2)}`
}

/**
 * Changing (or first proving) the phone or e-mail of an account. The new value is stored only once the
 * code sent to it comes back, so nobody can put a number or address they do not own on an account, and
 * the old one is told. Codes follow the OTP rules: six digits, hashed, 10 minutes, 5 wrong tries, used
 * once, a new one no sooner than 30 seconds.
 */
export class ContactChangeService {
  readonly #db: Db
  readonly #clock: Clock
  readonly #hasher: CodeHasher
  readonly #messages: MessageTransport

  constructor(deps: { db: Db; clock: Clock; hasher: CodeHasher; messages: MessageTransport }) {
    this.#db = deps.db
    this.#clock = deps.clock
    this.#hasher = deps.hasher
    this.#messages = deps.messages
  }

  #scope(changeId: string, userId: string, newValue: string): string {
    return `contact:${changeId}:${userId}:${newValue.toLowerCase()}`
  }

  /** Sends a code to `newValue` for `user`, unless another account already proved it. */
  async start(user: UserRow, channel: ContactChannel, newValue: string): Promise<StartResult> {
    if (await this.#takenByAnother(user.id, channel, newValue)) return { kind: 'taken' }
    const now = this.#clock.now()
    const [latest] = await this.#db
      .select({ createdAt: contactChanges.createdAt })
      .from(contactChanges)
      .where(eq(contactChanges.userId, user.id))
      .orderBy(desc(contactChanges.createdAt))
      .limit(1)
    const waitMs = latest ? latest.createdAt.getTime() + RESEND_AFTER_MS - now.getTime() : 0
    if (waitMs > 0) return { kind: 'too-soon', retryAfterSeconds: Math.ceil(waitMs / 1000) }

    const changeId = randomBytes(24).toString('base64url')
    const code = generateCode()
    await this.#db.transaction(async (tx) => {
      // One change in flight per account: a new one makes the earlier codes worthless.
      await tx
        .update(contactChanges)
        .set({ consumedAt: now })
        .where(and(eq(contactChanges.userId, user.id), isNull(contactChanges.consumedAt)))
      await tx.insert(contactChanges).values({
        id: changeId,
        userId: user.id,
        channel,
        newValue,
        codeHash: this.#hasher.hash(this.#scope(changeId, user.id, newValue), code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      })
    })
    await this.#messages.send(
      channel === 'sms'
        ? { channel, to: `+91${newValue}`, body: codeText(code, channel) }
        : {
            channel,
            to: newValue,
            subject: 'Confirm your new Haat e-mail address',
            body: codeText(code, channel),
          },
    )
    return { kind: 'sent', changeId }
  }

  /**
   * Applies the change when the code is right, in one transaction: the new value is set and marked
   * proven, other accounts' unproven claims to a phone are dropped, and the owner's other sessions end
   * (whoever else was signed in may have been the reason for the change). The old phone or address is
   * told afterwards.
   */
  async confirm(userId: string, changeId: string, code: string, sessionId: number): Promise<ConfirmResult> {
    const now = this.#clock.now()
    const [change] = await this.#db
      .select()
      .from(contactChanges)
      .where(and(eq(contactChanges.id, changeId), eq(contactChanges.userId, userId)))
      .limit(1)
    if (!change || change.consumedAt || change.expiresAt <= now) return { kind: 'unknown' }
    if (change.attempts >= MAX_WRONG_ATTEMPTS) return { kind: 'locked' }
    const channel = change.channel as ContactChannel
    const live = and(
      eq(contactChanges.id, change.id),
      isNull(contactChanges.consumedAt),
      lt(contactChanges.attempts, MAX_WRONG_ATTEMPTS),
      gt(contactChanges.expiresAt, now),
    )
    if (!this.#hasher.matches(this.#scope(change.id, userId, change.newValue), code, change.codeHash)) {
      const [counted] = await this.#db
        .update(contactChanges)
        .set({ attempts: sql`${contactChanges.attempts} + 1` })
        .where(live)
        .returning({ attempts: contactChanges.attempts })
      if (!counted) return { kind: 'unknown' }
      return counted.attempts >= MAX_WRONG_ATTEMPTS ? { kind: 'locked' } : { kind: 'incorrect' }
    }
    if (await this.#takenByAnother(userId, channel, change.newValue)) return { kind: 'taken' }

    const outcome = await this.#db.transaction(async (tx) => {
      const txDb = tx as unknown as Db
      const [used] = await tx
        .update(contactChanges)
        .set({ consumedAt: now })
        .where(live)
        .returning({ id: contactChanges.id })
      if (!used) return undefined
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).limit(1)
      if (!before) return undefined
      const [after] = await tx
        .update(users)
        .set(
          channel === 'sms'
            ? { phone: change.newValue, phoneVerified: true, updatedAt: now }
            : { email: change.newValue, emailVerified: true, updatedAt: now },
        )
        .where(eq(users.id, userId))
        .returning()
      if (!after) return undefined
      if (channel === 'sms') await dropOtherClaimsToPhone(txDb, change.newValue, userId)
      await revokeOtherSessions(txDb, userId, sessionId, this.#clock)
      return { before, after }
    })
    if (!outcome) return { kind: 'unknown' }
    const { before, after } = outcome
    const verifiedCurrent =
      channel === 'sms'
        ? before.phone === after.phone
        : before.email?.toLowerCase() === after.email?.toLowerCase()
    if (!verifiedCurrent) await this.#noticeOld(before, channel)
    return { kind: 'changed', channel, user: after, verifiedCurrent }
  }

  async #takenByAnother(userId: string, channel: ContactChannel, value: string): Promise<boolean> {
    const holder =
      channel === 'sms'
        ? await findUserByVerifiedPhone(this.#db, value)
        : await findUserByEmail(this.#db, value)
    return holder !== undefined && holder.id !== userId
  }

  /** Tells the old phone or address that it was replaced, in case the owner was not the one who did it. */
  async #noticeOld(before: UserRow, channel: ContactChannel): Promise<void> {
    const warning = 'If this was not you, reset your password and contact Haat support at once.'
    if (channel === 'sms' && before.phone) {
      await this.#messages.send({
        channel: 'sms',
        to: `+91${before.phone}`,
        body: `Haat: the phone number of your account was changed from this number. ${warning}`,
      })
    }
    if (channel === 'email' && before.email) {
      await this.#messages.send({
        channel: 'email',
        to: before.email,
        subject: 'Your Haat e-mail address was changed',
        body: `Hello ${before.name},\n\nThe e-mail address of your Haat account was changed from this address.\n\n${warning}`,
      })
    }
  }
}
