import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose'

/** Google's public signing keys for ID tokens (rotated by Google; jose caches and refetches them). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'

/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

/** The key set an ID token is checked against: Google's in production, the tests' own in tests. */
export type GoogleKeySource = JWTVerifyGetKey

/** One remote key set per URL for the whole process, so its cache is shared by every app instance. */
const remoteKeySets = new Map<string, GoogleKeySource>()

export function remoteGoogleKeys(url: string = GOOGLE_JWKS_URL): GoogleKeySource {
  let keys = remoteKeySets.get(url)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 })
    remoteKeySets.set(url, keys)
  }
  return keys
}

/** Who Google says signed in: the stable subject id and a verified e-mail address. */
export interface GoogleIdentity {
  subject: string
  email: string
  name: string | null
  picture: string | null
}

/** The token is not a valid Google ID token for this store (signature, issuer, audience, expiry...). */
export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError'
}

/** The key set could not be fetched: our problem (or Google's), not the shopper's. */
export class GoogleKeysUnavailableError extends Error {
  override name = 'GoogleKeysUnavailableError'
}

/**
 * Checks an ID token the way Google documents it: RS256 signature by one of Google's keys, issuer,
 * audience equal to our client id, not expired, and a verified e-mail. Nothing the browser says is
 * trusted beyond what the signature covers.
 */
export async function verifyGoogleIdToken(
  token: string,
  { clientId, keys, now }: { clientId: string; keys: GoogleKeySource; now: Date },
): Promise<GoogleIdentity> {
  let payload: Record<string, unknown>
  try {
    const verified = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
      // Small allowance for clock drift between Google and this server.
      clockTolerance: 30,
    })
    payload = verified.payload
  } catch (error) {
    // Failing to fetch or read the key set is a server-side outage (5xx), not a bad token (401).
    const keysFailed =
      !(error instanceof errors.JOSEError) ||
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      error.code === errors.JOSEError.code
    if (keysFailed) {
      throw new GoogleKeysUnavailableError(
        `Google's signing keys could not be used: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
    throw new GoogleTokenError(error.message)
  }
  const { sub, email, email_verified: emailVerified, name, picture } = payload
  if (typeof sub !== 'string' || sub === '') throw new GoogleTokenError('The token names no subject')
  if (typeof email !== 'string' || email === '') throw new GoogleTokenError('The token carries no e-mail')
  // Google sends a boolean; very old tokens sent the string "true".
  if (emailVerified !== true && emailVerified !== 'true') {
    throw new GoogleTokenError('The Google account e-mail is not verified')
  }
  return {
    subject: sub,
    email: email.toLowerCase(),
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
    picture: typeof picture === 'string' ? picture : null,
  }
}
