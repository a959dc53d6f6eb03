import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { otpSessions } from '../db/schema.ts'
import type { MessageTransport } from '../messages/transport.ts'
import { CODE_TTL_MS, type CodeHasher, generateCode, MAX_WRONG_ATTEMPTS, RESEND_AFTER_MS } from './codes.ts'

/** After a correct code for a new number, how long the personal-details step may still use it. */
export const VERIFIED_TTL_MS = 15 * 60_000

/** The SMS text (the code goes where the screen reader and the SMS app expect it). */
export function otpSmsText(code: string): string {
  return `Your Haat OTP is ${code}. It is valid for 10 minutes. Do not share it with anyone.`
}

export type SendResult =
  | { kind: 'sent'; otpSession: string }
  | { kind: 'too-soon'; retryAfterSeconds: number }

export type CheckResult =
  /** Right code: the session is verified (and, for an existing account, consumed by the caller). */
  | { kind: 'verified' }
  /** Wrong code, or a session that is unknown, expired, used, or for another number. */
  | { kind: 'incorrect' }
  /** This try (or an earlier one) was the last wrong try the session allows. */
  | { kind: 'locked' }

/**
 * Phone one-time passwords: send, check, and the proof of a verified phone that the personal-details
 * step consumes. Codes are hashed, live 10 minutes, allow 5 wrong tries and are used once; a number
 * gets a new code no sooner than 30 seconds after the last one. All times come from the app's clock.
 */
export class PhoneOtpService {
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

  /** Seconds until this number may have another code, or 0. */
  async secondsUntilResend(phone: string): Promise<number> {
    const now = this.#clock.now()
    const [latest] = await this.#db
      .select({ lastSentAt: otpSessions.lastSentAt })
      .from(otpSessions)
      .where(eq(otpSessions.phone, phone))
      .orderBy(desc(otpSessions.lastSentAt))
      .limit(1)
    if (!latest) return 0
    const waitMs = latest.lastSentAt.getTime() + RESEND_AFTER_MS - now.getTime()
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
  }

  /** A new code for `phone` (10 digits): earlier unused codes of the number stop working. */
  async send(phone: string): Promise<SendResult> {
    const retryAfterSeconds = await this.secondsUntilResend(phone)
    if (retryAfterSeconds > 0) return { kind: 'too-soon', retryAfterSeconds }

    const now = this.#clock.now()
    const otpSession = randomBytes(24).toString('base64url')
    const code = generateCode()
    await this.#db.transaction(async (tx) => {
      await tx
        .update(otpSessions)
        .set({ consumedAt: now })
        .where(and(eq(otpSessions.phone, phone), isNull(otpSessions.consumedAt)))
      await tx.insert(otpSessions).values({
        id: otpSession,
        phone,
        codeHash: this.#hasher.hash(otpSession, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        lastSentAt: now,
        createdAt: now,
      })
    })
    await this.#messages.send({ channel: 'sms', to: `+91${phone}`, body: otpSmsText(code) })
    return { kind: 'sent', otpSession }
  }

  /**
   * Checks a typed code. A right code marks the session verified exactly once (a conditional update,
   * so two racing requests cannot both succeed); a wrong one counts an attempt the same way.
   */
  async check(phone: string, otpSession: string, code: string): Promise<CheckResult> {
    const now = this.#clock.now()
    const [session] = await this.#db
      .select()
      .from(otpSessions)
      .where(and(eq(otpSessions.id, otpSession), eq(otpSessions.phone, phone)))
      .limit(1)
    if (!session || session.consumedAt || session.verifiedAt || session.expiresAt <= now) {
      return { kind: 'incorrect' }
    }
    if (session.attempts >= MAX_WRONG_ATTEMPTS) return { kind: 'locked' }

    const live = and(
      eq(otpSessions.id, otpSession),
      isNull(otpSessions.consumedAt),
      isNull(otpSessions.verifiedAt),
      lt(otpSessions.attempts, MAX_WRONG_ATTEMPTS),
      gt(otpSessions.expiresAt, now),
    )
    if (!this.#hasher.matches(otpSession, code, session.codeHash)) {
      const [counted] = await this.#db
        .update(otpSessions)
        .set({ attempts: sql`${otpSessions.attempts} + 1` })
        .where(live)
        .returning({ attempts: otpSessions.attempts })
      if (!counted) return { kind: 'incorrect' }
      return counted.attempts >= MAX_WRONG_ATTEMPTS ? { kind: 'locked' } : { kind: 'incorrect' }
    }
    const [verified] = await this.#db
      .update(otpSessions)
      .set({ verifiedAt: now, expiresAt: new Date(now.getTime() + VERIFIED_TTL_MS) })
      .where(live)
      .returning({ id: otpSessions.id })
    return verified ? { kind: 'verified' } : { kind: 'incorrect' }
  }

  /**
   * Uses up a verified session of `phone` inside the caller's transaction; false when there is none
   * (never verified, already used, expired, or another number's). The row stays locked until commit.
   */
  async consumeVerified(tx: Db, phone: string, otpSession: string): Promise<boolean> {
    const now = this.#clock.now()
    const [consumed] = await tx
      .update(otpSessions)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpSessions.id, otpSession),
          eq(otpSessions.phone, phone),
          isNull(otpSessions.consumedAt),
          sql`${otpSessions.verifiedAt} is not null`,
          gt(otpSessions.expiresAt, now),
        ),
      )
      .returning({ id: otpSessions.id })
    return consumed !== undefined
  }

  /** Marks a verified session used (the existing-account sign-in path). */
  async consume(otpSession: string): Promise<void> {
    await this.#db
      .update(otpSessions)
      .set({ consumedAt: this.#clock.now() })
      .where(eq(otpSessions.id, otpSession))
  }
}
