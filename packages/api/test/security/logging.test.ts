import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { registerErrorHandler } from '../../src/plugins/errors.ts'
import { serializeError } from '../../src/plugins/logging.ts'

/** A password hash, an e-mail and a phone, as a failed insert into users would carry them. */
const SECRETS = ['$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaA', 'victim@example.com', '9876500001']

describe('a failed query in the logs', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' })
    await database.db.execute(sql`create table log_probe (email text primary key, hash text, phone text)`)
  })
  afterAll(() => database.close())

  it('keeps the SQL and the reason, never the values', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { level: 'info', stream, serializers: { err: serializeError } } })
    registerErrorHandler(app)
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
    for (const secret of SECRETS) expect(log).not.toContain(secret)
  })
})
