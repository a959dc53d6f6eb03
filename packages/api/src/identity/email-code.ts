import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { emailVerifications, users } from '../db/schema.ts'
import type { MessageTransport } from '../messages/transport.ts'
import { CODE_TTL_MS, type CodeHasher, generateCode, MAX_WRONG_ATTEMPTS, RESEND_AFTER_MS } from './codes.ts'

export const EMAIL_CODE_SUBJECT = 'Your Haat e-mail verification code'

export function emailCodeText(code: string): string {
  return (
    `Your Haat e-mail verification code is ${code}. It is valid for 10 minutes.\n\n` +
    'If you did not ask for it, you can ignore this e-mail.'
  )
}

export type EmailSendResult =
  | { kind: 'sent'; email: string }
  | { kind: 'too-soon'; retryAfterSeconds: number }
  | { kind: 'no-email' }
  | { kind: 'already-verified' }

export type EmailCheckResult = { kind: 'verified' } | { kind: 'incorrect' } | { kind: 'locked' }

/**
 * Codes that prove a user reads the e-mail address on their profile. Same rules as phone OTPs: six
 * digits, hashed, 10 minutes, 5 wrong tries, used once, a new one no sooner than 30 seconds. A code
 * is tied to the address it was sent to, so changing the address in between makes it worthless.
 */
export class EmailVerificationService {
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

  #scope(userId: string, email: string): string {
    return `email:${userId}:${email.toLowerCase()}`
  }

  /** Seconds until this user may have another code, or 0. */
  async secondsUntilResend(userId: string): Promise<number> {
    const [latest] = await this.#db
      .select({ createdAt: emailVerifications.createdAt })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, userId))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1)
    if (!latest) return 0
    const waitMs = latest.createdAt.getTime() + RESEND_AFTER_MS - this.#clock.now().getTime()
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
  }

  /**
   * Whether a code may be sent now, without sending one: the route asks first, so that refusals (no
   * e-mail, already verified, too soon) do not count against the user's hourly budget.
   */
  async readiness(
    userId: string,
  ): Promise<Exclude<EmailSendResult, { kind: 'sent' }> | { kind: 'ready'; email: string }> {
    const [user] = await this.#db
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
    if (!user?.email) return { kind: 'no-email' }
    if (user.emailVerified) return { kind: 'already-verified' }
    const retryAfterSeconds = await this.secondsUntilResend(userId)
    if (retryAfterSeconds > 0) return { kind: 'too-soon', retryAfterSeconds }
    return { kind: 'ready', email: user.email }
  }

  async send(userId: string): Promise<EmailSendResult> {
    const ready = await this.readiness(userId)
    if (ready.kind !== 'ready') return ready
    const email = ready.email
    const now = this.#clock.now()

    const code = generateCode()
    await this.#db.transaction(async (tx) => {
      await tx
        .update(emailVerifications)
        .set({ consumedAt: now })
        .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)))
      await tx.insert(emailVerifications).values({
        userId,
        email,
        codeHash: this.#hasher.hash(this.#scope(userId, email), code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      })
    })
    await this.#messages.send({
      channel: 'email',
      to: email,
      subject: EMAIL_CODE_SUBJECT,
      body: emailCodeText(code),
    })
    return { kind: 'sent', email }
  }

  /** Checks a typed code against the user's live code; a right one marks the e-mail verified. */
  async check(userId: string, code: string): Promise<EmailCheckResult> {
    const now = this.#clock.now()
    const [row] = await this.#db
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1)
    const [user] = await this.#db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
    if (!row?.email || !user?.email || row.expiresAt <= now) return { kind: 'incorrect' }
    if (row.email.toLowerCase() !== user.email.toLowerCase()) return { kind: 'incorrect' }
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return { kind: 'locked' }

    const live = and(
      eq(emailVerifications.id, row.id),
      isNull(emailVerifications.consumedAt),
      lt(emailVerifications.attempts, MAX_WRONG_ATTEMPTS),
      gt(emailVerifications.expiresAt, now),
    )
    if (!this.#hasher.matches(this.#scope(userId, row.email), code, row.codeHash)) {
      const [counted] = await this.#db
        .update(emailVerifications)
        .set({ attempts: sql`${emailVerifications.attempts} + 1` })
        .where(live)
        .returning({ attempts: emailVerifications.attempts })
      if (!counted) return { kind: 'incorrect' }
      return counted.attempts >= MAX_WRONG_ATTEMPTS ? { kind: 'locked' } : { kind: 'incorrect' }
    }
    const verifiedEmail = row.email
    return this.#db.transaction(async (tx): Promise<EmailCheckResult> => {
      const [used] = await tx
        .update(emailVerifications)
        .set({ consumedAt: now })
        .where(live)
        .returning({ id: emailVerifications.id })
      if (!used) return { kind: 'incorrect' }
      await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: now })
        .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${verifiedEmail})`))
      return { kind: 'verified' }
    })
  }
}
