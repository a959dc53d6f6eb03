import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { ManualClock } from '../../src/clock.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/client.ts'
import type { GoogleKeySource } from '../../src/identity/google-id-token.ts'
import { createSession } from '../../src/identity/session.ts'
import { createUser, type NewUser, type UserRow } from '../../src/identity/users.ts'
import type { MessageTransport } from '../../src/messages/transport.ts'
import { targetOf, testTargets } from '../db/targets.ts'

/** The identity tests' app: a fresh database seeded with a small catalogue, and a clock they move. */
export interface IdentityApp {
  app: FastifyInstance
  database: Database
  clock: ManualClock
  close(): Promise<void>
}

export const databaseKinds = testTargets.map((target) => target.name)

export function identityConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    // No storefront build: only the API and the server's own pages are served.
    staticDir: '/nonexistent/haat-storefront-build',
    ...overrides,
  }
}

export async function makeIdentityApp(
  options: {
    kind?: 'pglite' | 'postgres'
    config?: Partial<Config>
    messages?: MessageTransport
    googleKeys?: GoogleKeySource
  } = {},
): Promise<IdentityApp> {
  const target = targetOf(options.kind ?? 'pglite')
  const database = await target.openSeeded()
  try {
    const clock = new ManualClock(Date.now())
    const app = await buildApp({
      config: identityConfig(options.config),
      database,
      clock,
      ...(options.messages ? { messages: options.messages } : {}),
      ...(options.googleKeys ? { googleKeys: options.googleKeys } : {}),
    })
    await app.ready()
    return {
      app,
      database,
      clock,
      close: async () => {
        await app.close()
        await database.dispose()
      },
    }
  } catch (error) {
    await database.dispose()
    throw error
  }
}

/** A user made directly in the database, with a live session token. */
export async function makeUser(
  harness: IdentityApp,
  input: Partial<NewUser> = {},
): Promise<{ user: UserRow; token: string }> {
  const user = await createUser(harness.database.db, { name: 'Asha Rao', ...input })
  const { token } = await createSession(harness.database.db, user.id, harness.clock)
  return { user, token }
}

/** The outbox as the dev call shows it, newest first. */
export async function outbox(app: FastifyInstance, to?: string) {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: to ? { to } : {} })
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}: ${response.body}`)
  return (
    response.json() as {
      messages: Array<{
        id: string
        channel: string
        to: string
        subject: string | null
        body: string
        createdAt: string
      }>
    }
  ).messages
}

/** The six digits of the newest message to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await outbox(app, to)
  const code = newest?.body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  { token, ip }: { token?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  })
}
