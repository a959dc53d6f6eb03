import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** How long a code may be typed in after it was sent. */
export const CODE_TTL_MS = 10 * 60_000
/** Wrong tries allowed per code; the last one locks it. */
export const MAX_WRONG_ATTEMPTS = 5
/** A new code for the same recipient no sooner than this. */
export const RESEND_AFTER_MS = 30_000

/** Six random digits from the operating system's CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/**
 * Hashes codes with HMAC-SHA256 under a server secret: six digits are only a million possibilities,
 * so a plain hash would be reversed at once by anyone reading the table; the key makes that useless.
 */
export class CodeHasher {
  readonly #secret: Buffer

  constructor(secret: string | Buffer) {
    this.#secret = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret
    if (this.#secret.length < 16) throw new Error('The OTP secret must be at least 16 bytes long')
  }

  /** `scope` ties the hash to one session or user, so a code hash cannot be replayed elsewhere. */
  hash(scope: string, code: string): string {
    return createHmac('sha256', this.#secret).update(`${scope}\n${code}`).digest('hex')
  }

  /** Constant-time comparison of a typed code with a stored hash. */
  matches(scope: string, code: string, storedHash: string): boolean {
    const expected = Buffer.from(storedHash, 'hex')
    const actual = Buffer.from(this.hash(scope, code), 'hex')
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  }
}

/**
 * The hashing secret: OTP_SECRET when set (required for several server copies to accept each other's
 * codes), otherwise a random one for this process (codes then die with a restart, which is harmless
 * for one server; production is warned).
 */
export function createCodeHasher(
  { nodeEnv, warn }: { nodeEnv: string; warn: (message: string) => void },
  env: NodeJS.ProcessEnv = process.env,
): CodeHasher {
  const secret = env.OTP_SECRET?.trim()
  if (secret) return new CodeHasher(secret)
  if (nodeEnv === 'production') {
    warn('OTP_SECRET is not set: one-time codes are hashed with a per-process secret (single server only)')
  }
  return new CodeHasher(randomBytes(32))
}
