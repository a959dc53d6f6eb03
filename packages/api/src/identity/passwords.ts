import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read from the typings). */
const ARGON2ID = 2 as Algorithm.Argon2id

/**
 * argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). The parameters are kept in
 * the PHC string, so raising them later still verifies old hashes.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** False for a wrong password and for a hash that is not a valid argon2 string (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies against a throwaway hash, so an unknown e-mail costs the same time as a wrong password and
 * the answer's timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password)
  return false
}

/** Computes the throwaway hash ahead of time, so the first unknown e-mail is not slower than the rest. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing-Aa1@')
  return dummyHash
}
