import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { contactChanges, users } from '../db/schema.ts'
import type { MessageTransport, OutgoingMessage } from '../messages/transport.ts'
import { CODE_TTL_MS, type CodeHasher, generateCode, MAX_WRONG_ATTEMPTS, RESEND_AFTER_MS } from './codes.ts'
import { revokeOtherSessions } from './session.ts'
import {
  dropOtherClaimsToPhone,
  findUserByEmail,
  findUserByVerifiedPhone,
  rethrowUserConflict,
  UserConflictError,
  type UserRow,
} from './users.ts'

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
  | { kind: 'taken'; channel: ContactChannel }

export const CONTACT_CODE_SUBJECT = 'Confirm your new Haat e-mail address'
export const EMAIL_CHANGED_NOTICE_SUBJECT = 'Your Haat e-mail address was changed'
const NOT_YOU = 'If this was not you, reset your password and contact Haat support at once.'

/** The SMS or e-mail that carries a change's code to the new phone or address. */
export function contactCodeText(code: string, channel: ContactChannel): string {
  return channel === 'sms'
    ? `Your Haat code to confirm this phone number is ${code}. It is valid for 10 minutes. Do not share it.`
    : `Your Haat code to confirm this e-mail address is ${code}. It is valid for 10 minutes.\n\n` +
        'If you did not ask for it, you can ignore this e-mail.'
}

/** The SMS to a number that an account no longer has. */
export const PHONE_CHANGED_NOTICE_SMS = `Haat: the phone number of your account was changed from this number. ${NOT_YOU}`

/** The e-mail to an address that an account no longer has. */
export function emailChangedNoticeText(name: string): string {
  return `Hello ${name},\n\nThe e-mail address of your Haat account was changed from this address.\n\n${NOT_YOU}`
}

/** "98xxxxxx10": enough for the owner to recognise, not enough to read off a shoulder. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)}${'x'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-2)}`
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
  readonly #log: Pick<FastifyBaseLogger, 'error'>

  constructor(deps: {
    db: Db
    clock: Clock
    hasher: CodeHasher
    messages: MessageTransport
    log: Pick<FastifyBaseLogger, 'error'>
  }) {
    this.#db = deps.db
    this.#clock = deps.clock
    this.#hasher = deps.hasher
    this.#messages = deps.messages
    this.#log = deps.log
  }

  #scope(changeId: string, userId: string, newValue: string): string {
    return `contact:${changeId}:${userId}:${newValue.toLowerCase()}`
  }

  /**
   * Whether a code may go to `newValue` now, without sending one: the route asks first, so that refusals
   * (another account proved it, the 30-second gap) do not use up the hourly budgets.
   */
  async readiness(
    userId: string,
    channel: ContactChannel,
    newValue: string,
  ): Promise<Exclude<StartResult, { kind: 'sent' }> | { kind: 'ready' }> {
    if (await this.#takenByAnother(userId, channel, newValue)) return { kind: 'taken' }
    const [latest] = await this.#db
      .select({ createdAt: contactChanges.createdAt })
      .from(contactChanges)
      .where(eq(contactChanges.userId, userId))
      .orderBy(desc(contactChanges.createdAt))
      .limit(1)
    const waitMs = latest ? latest.createdAt.getTime() + RESEND_AFTER_MS - this.#clock.now().getTime() : 0
    if (waitMs > 0) return { kind: 'too-soon', retryAfterSeconds: Math.ceil(waitMs / 1000) }
    return { kind: 'ready' }
  }

  /** Sends a code to `newValue` for `user`, unless another account proved it or the last code is too recent. */
  async start(user: UserRow, channel: ContactChannel, newValue: string): Promise<StartResult> {
    const ready = await this.readiness(user.id, channel, newValue)
    if (ready.kind !== 'ready') return ready
    const now = this.#clock.now()
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
        ? { channel, to: `+91${newValue}`, body: contactCodeText(code, channel) }
        : { channel, to: newValue, subject: CONTACT_CODE_SUBJECT, body: contactCodeText(code, channel) },
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
    if (!this.#hasher.matches(this.#scope(change.id, userId, change.newValue), code, change.codeHash)) {
      const [counted] = await this.#db
        .update(contactChanges)
        .set({ attempts: sql`${contactChanges.attempts} + 1` })
        .where(this.#live(change.id, now))
        .returning({ attempts: contactChanges.attempts })
      if (!counted) return { kind: 'unknown' }
      return counted.attempts >= MAX_WRONG_ATTEMPTS ? { kind: 'locked' } : { kind: 'incorrect' }
    }
    if (await this.#takenByAnother(userId, channel, change.newValue)) return { kind: 'taken', channel }

    const outcome = await this.#apply(change, userId, sessionId, now).catch((error: unknown) => {
      // Another account proved the same value between the check above and this write.
      if (error instanceof UserConflictError) return 'taken' as const
      throw error
    })
    if (outcome === 'taken') return { kind: 'taken', channel }
    if (!outcome) return { kind: 'unknown' }
    const { before, after } = outcome
    const verifiedCurrent =
      channel === 'sms'
        ? before.phone === after.phone
        : before.email?.toLowerCase() === after.email?.toLowerCase()
    if (!verifiedCurrent) await this.#noticeOld(before, channel)
    return { kind: 'changed', channel, user: after, verifiedCurrent }
  }

  /** The change itself, all or nothing; undefined when the code was used or the account went meanwhile. */
  async #apply(
    change: typeof contactChanges.$inferSelect,
    userId: string,
    sessionId: number,
    now: Date,
  ): Promise<{ before: UserRow; after: UserRow } | undefined> {
    const channel = change.channel as ContactChannel
    return this.#db.transaction(async (tx) => {
      const txDb = tx as unknown as Db
      const [used] = await tx
        .update(contactChanges)
        .set({ consumedAt: now })
        .where(this.#live(change.id, now))
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
        .catch(rethrowUserConflict)
      if (!after) return undefined
      if (channel === 'sms') await dropOtherClaimsToPhone(txDb, change.newValue, userId)
      await revokeOtherSessions(txDb, userId, sessionId, this.#clock)
      return { before, after }
    })
  }

  /** A change that may still be used: not used, not locked, not expired (conditional updates race safely). */
  #live(changeId: string, now: Date) {
    return and(
      eq(contactChanges.id, changeId),
      isNull(contactChanges.consumedAt),
      lt(contactChanges.attempts, MAX_WRONG_ATTEMPTS),
      gt(contactChanges.expiresAt, now),
    )
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
    const notice: OutgoingMessage | undefined =
      channel === 'sms'
        ? before.phone
          ? { channel, to: `+91${before.phone}`, body: PHONE_CHANGED_NOTICE_SMS }
          : undefined
        : before.email
          ? {
              channel,
              to: before.email,
              subject: EMAIL_CHANGED_NOTICE_SUBJECT,
              body: emailChangedNoticeText(before.name),
            }
          : undefined
    if (!notice) return
    try {
      await this.#messages.send(notice)
    } catch (error) {
      // The change is made; a notice that could not leave must not turn it into an error answer.
      this.#log.error({ err: error }, 'sending the contact change notice failed')
    }
  }
}
