import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { registerErrorHandler } from '../../src/http/errors.ts'
import { loggerOptions, serializeError } from '../../src/http/logging.ts'

/** A password hash, an e-mail and a phone, as a failed insert into users would carry them. */
const SECRETS = ['$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaA', 'victim@example.com', '9876500001']

/** A server with the production logger options, writing its JSON lines into `lines`. */
async function loggedServer(lines: string[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const options = await loggerOptions({ logLevel: 'info', nodeEnv: 'production' })
  const app = Fastify({ logger: { ...(options as object), stream } })
  registerErrorHandler(app)
  return app
}

describe('a failed query in the logs', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' })
    await database.db.execute(sql`create table log_probe (email text primary key, hash text, phone text)`)
  })
  afterAll(() => database.close())

  it('keeps the SQL and the reason, never the values', async () => {
    const lines: string[] = []
    const app = await loggedServer(lines)
    app.get('/duplicate', async () => {
      const [hash, email, phone] = SECRETS
      await database.db.execute(sql`insert into log_probe values (${email}, ${hash}, ${phone})`)
      // The second insert of the same e-mail breaks the primary key: a 500 that is logged in full.
      await database.db.execute(sql`insert into log_probe values (${email}, ${hash}, ${phone})`)
      return {}
    })
    const answer = await app.inject({ url: '/duplicate' })
    expect(answer.statusCode).toBe(500)
    await app.close()

    const log = lines.join('')
    expect(log).toContain('request failed')
    expect(log).toContain('insert into log_probe')
    expect(log).toContain('23505')
    expect(log).toContain('[not logged]')
    for (const secret of SECRETS) expect(log).not.toContain(secret)
  })

  it('a value dressed up as a stack frame does not bring the values after it into the log', async () => {
    const lines: string[] = []
    const app = await loggedServer(lines)
    app.get('/frame', async () => {
      // A multi-line text may hold this; the values after it in the failed query are someone's secrets.
      const forged = 'x\n    at forged (frame.js:1:1)'
      await database.db.execute(sql`insert into log_probe values (${forged}, ${SECRETS[0]}, ${SECRETS[2]})`)
      await database.db.execute(sql`insert into log_probe values (${forged}, ${SECRETS[0]}, ${SECRETS[2]})`)
      return {}
    })
    const answer = await app.inject({ url: '/frame' })
    expect(answer.statusCode).toBe(500)
    await app.close()
    const log = lines.join('')
    expect(log).toContain('23505')
    expect(log).not.toContain('forged')
    expect(log).not.toContain(SECRETS[0])
    expect(log).not.toContain(SECRETS[2])
  })

  it('serializeError leaves out the driver error fields that repeat values', async () => {
    const failure = await database.db
      .execute(sql`insert into log_probe values (${SECRETS[1]}, ${SECRETS[0]}, ${SECRETS[2]}),
        (${SECRETS[1]}, ${SECRETS[0]}, ${SECRETS[2]})`)
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    const logged = JSON.stringify(serializeError(failure))
    expect(logged).toContain('log_probe')
    expect(logged).toContain('23505')
    for (const secret of SECRETS) expect(logged).not.toContain(secret)
    // Without the serializer, PostgreSQL's detail and Drizzle's params would carry them.
    expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).toContain(
      SECRETS[1],
    )
  })
})
