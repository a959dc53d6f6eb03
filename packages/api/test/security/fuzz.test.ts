import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { createSession } from '../../src/identity/session.ts'
import { type IdentityApp, makeIdentityApp, makeUser } from '../messages/identity-app.ts'

/*
 * Every operation of the OpenAPI document, fed hostile values in each of its parameters and body fields,
 * signed out and with a live session: no answer may be a 5xx. The values come from a fixed seed, so a
 * failure repeats; the failures list names the operation and the request that broke it.
 */

interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minimum?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}

interface Operation {
  id: string
  method: string
  path: string
  parameters: Parameter[]
  body: JsonSchema | undefined
  bearer: boolean
}

/** A value put into the URL as it is (already percent-encoded, or deliberately broken). */
interface Raw {
  raw: string
}
type Value = unknown

/** Mulberry32: small, fast and the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MEGABYTE_TEXT = 'a'.repeat(1_000_000)

/** Hostile values for any field: control characters, sizes, types, numbers, unicode, paths, SQL. */
const HOSTILE_VALUES: Value[] = [
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  'tab\tand\nnew line\r',
  '\u007f\u0085',
  '\ud800',
  'x\udc00',
  '\ufffe\uffff',
  MEGABYTE_TEXT,
  `${MEGABYTE_TEXT}@example.com`,
  '',
  ' ',
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  '-9223372036854775809',
  1e308,
  '99999999999999999999999999',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  true,
  null,
  [],
  ['a', 'b'],
  [['nested']],
  {},
  { $gt: '' },
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧',
  'e\u0301\u202e\ufeff',
  'ＡＤＭＩＮ',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'C:\\Windows\\win.ini',
  "' OR '1'='1' --",
  '"; drop table users; --',
  "%' and 1=1 --",
  '\\',
  '_%',
  "'::int",
  '$1',
  '<script>alert(1)</script>',
]

/** Broken percent-encodings for path and query values: a lone `%`, bad hex, overlong UTF-8, a surrogate. */
const RAW_URL_VALUES: Raw[] = [
  { raw: '%' },
  { raw: '%zz' },
  { raw: '%00' },
  { raw: '%c0%80' },
  { raw: '%ed%a0%80' },
  { raw: '%ff%fe' },
  { raw: 'a%2500' },
]

/** Bodies that are wrong as a whole. */
const HOSTILE_BODIES: Array<{ what: string; payload: string; contentType: string }> = [
  { what: 'an empty body', payload: '', contentType: 'application/json' },
  { what: 'invalid JSON', payload: '{"a":', contentType: 'application/json' },
  { what: 'a JSON array', payload: '[1,2,3]', contentType: 'application/json' },
  { what: 'JSON null', payload: 'null', contentType: 'application/json' },
  { what: 'a JSON string', payload: '"\\u0000"', contentType: 'application/json' },
  {
    what: 'deep nesting',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    contentType: 'application/json',
  },
  { what: 'a NUL in a key', payload: '{"\\u0000":1,"__proto__":{"x":1}}', contentType: 'application/json' },
  { what: 'a text body', payload: 'email=a@b.co', contentType: 'text/plain' },
  { what: 'a form body', payload: 'email=a%00', contentType: 'application/x-www-form-urlencoded' },
]

/** Real ids of the seeded catalogue by parameter name, so probes reach the queries behind a lookup. */
type KnownIds = Record<string, string>

/** A value that passes a field's schema where one is easy to guess, so the hostile one is what fails. */
function plausible(name: string, schema: JsonSchema | undefined, ids: KnownIds): Value {
  const options = schema?.anyOf ?? schema?.oneOf
  if (options?.[0]) return plausible(name, options[0], ids)
  if (schema?.const !== undefined) return schema.const
  if (schema?.enum?.[0] !== undefined) return schema.enum[0]
  if (ids[name] !== undefined) return ids[name]
  if (schema?.default !== undefined) return schema.default
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type
  if (type === 'integer' || type === 'number') return schema?.minimum ?? 1
  if (type === 'boolean') return true
  if (type === 'object') return bodyOf(schema, ids)
  const lower = name.toLowerCase()
  if (lower.includes('email') || lower === 'to') return 'demo@haat.example'
  if (lower.includes('password')) return 'Demo@1234'
  if (lower.includes('phone') || lower === 'number') return '9876543210'
  if (lower === 'otp') return '123456'
  if (lower === 'code') return '91'
  if (lower === 'name') return 'Asha Rao'
  if (lower === 'q') return 'phone'
  return 'test'
}

function bodyOf(schema: JsonSchema | undefined, ids: KnownIds): Record<string, Value> {
  const fields: Record<string, Value> = {}
  for (const [name, field] of Object.entries(schema?.properties ?? {}))
    fields[name] = plausible(name, field, ids)
  return fields
}

/** The operations of the document, with their path and query parameters and their JSON body. */
function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>
}): Operation[] {
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content
      operations.push({
        id: String(operation.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        parameters: ((operation.parameters as Parameter[] | undefined) ?? []).filter(
          (p) => p.in === 'path' || p.in === 'query',
        ),
        body: content?.['application/json']?.schema,
        bearer: Array.isArray(operation.security) && operation.security.length > 0,
      })
    }
  }
  return operations
}

/** How a value goes into a URL: percent-encoded text, the raw form as it is, anything else as JSON text. */
function urlText(value: Value): string {
  if (typeof value === 'object' && value !== null && 'raw' in value) return (value as Raw).raw
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a careless client would.
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) =>
      /^[\ud800-\udfff]$/.test(part)
        ? `%${[0xed, 0xa0 | ((part.charCodeAt(0) >> 6) & 0x1f), 0x80 | (part.charCodeAt(0) & 0x3f)]
            .map((byte) => byte.toString(16))
            .join('%')}`
        : encodeURIComponent(part),
    )
    .join('')
}

interface Probe {
  operation: Operation
  what: string
  url: string
  payload?: string
  contentType?: string
  signedIn: boolean
}

/** The URL of an operation with its parameters, `hostile` replacing the named ones (arrays repeat a query key). */
function urlOf(operation: Operation, ids: KnownIds, hostile: Record<string, Value> = {}): string {
  let path = operation.path
  const query: string[] = []
  for (const parameter of operation.parameters) {
    const isHostile = parameter.name in hostile
    if (!isHostile && parameter.in === 'query' && !parameter.required) continue
    const value = isHostile ? hostile[parameter.name] : plausible(parameter.name, parameter.schema, ids)
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, urlText(value))
    } else if (Array.isArray(value) && value.length > 0) {
      for (const item of value) query.push(`${parameter.name}=${urlText(item)}`)
    } else {
      query.push(`${parameter.name}=${urlText(value)}`)
    }
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path
}

/** Probes per operation: two per field, at least two (signed out and in), at most fourteen. */
const probeCount = (fields: number) => Math.min(14, Math.max(2, 2 * fields))

/** A bounded, seeded set of probes for one operation. */
function probesFor(operation: Operation, ids: KnownIds, next: () => number): Probe[] {
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T
  const urlValue = () => (next() < 0.25 ? pick(RAW_URL_VALUES) : pick(HOSTILE_VALUES))
  const parameters = operation.parameters.map((p) => p.name)
  const bodyFields = Object.keys(operation.body?.properties ?? {})
  const baseBody = operation.body ? bodyOf(operation.body, ids) : undefined
  const withBody = baseBody ? { payload: JSON.stringify(baseBody), contentType: 'application/json' } : {}
  const probes: Probe[] = []
  for (let i = 0; i < probeCount(parameters.length + bodyFields.length); i++) {
    const signedIn = i % 2 === 1
    const field = pick([...parameters, ...bodyFields.map((name) => `body.${name}`)])
    if (field === undefined) {
      // No fields: a parameter the call does not know, which it must ignore or refuse, not trip on.
      const value = urlValue()
      const url = `${urlOf(operation, ids)}?unknown=${urlText(value)}`
      probes.push({ operation, what: `an unknown parameter = ${shown(value)}`, url, ...withBody, signedIn })
    } else if (field.startsWith('body.')) {
      const value = pick(HOSTILE_VALUES)
      probes.push({
        operation,
        what: `${field} = ${shown(value)}`,
        url: urlOf(operation, ids),
        payload: JSON.stringify({ ...baseBody, [field.slice(5)]: value }),
        contentType: 'application/json',
        signedIn,
      })
    } else {
      const value = urlValue()
      const url = urlOf(operation, ids, { [field]: value })
      probes.push({ operation, what: `${field} = ${shown(value)}`, url, ...withBody, signedIn })
    }
  }
  // Every parameter hostile at once; for calls with a body, every body field, and bodies broken as a whole.
  if (parameters.length > 0) {
    const hostile = Object.fromEntries(parameters.map((name) => [name, urlValue()]))
    const url = urlOf(operation, ids, hostile)
    probes.push({
      operation,
      what: `every parameter hostile: ${shown(hostile)}`,
      url,
      ...withBody,
      signedIn: true,
    })
  }
  if (operation.body) {
    const everything = Object.fromEntries(bodyFields.map((name) => [name, pick(HOSTILE_VALUES)]))
    probes.push({
      operation,
      what: `every body field hostile: ${shown(everything)}`,
      url: urlOf(operation, ids),
      payload: JSON.stringify(everything),
      contentType: 'application/json',
      signedIn: true,
    })
    for (const broken of [pick(HOSTILE_BODIES), pick(HOSTILE_BODIES)]) {
      probes.push({
        operation,
        url: urlOf(operation, ids),
        ...broken,
        signedIn: next() < 0.5,
      })
    }
  }
  return probes
}

/** A short, printable account of a value (a megabyte of text is not worth printing). */
function shown(value: Value): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 80 ? `${text.slice(0, 40)}... (${text.length} characters)` : text
}

/** One id of each kind from the seeded catalogue, by the parameter names that carry it. */
async function knownIds(harness: IdentityApp): Promise<KnownIds> {
  const [row] = await selectRows<Record<string, string>>(
    harness.database.db,
    sql`select (select id from sellers order by id limit 1) as "sellerId",
      (select id from brands order by id limit 1) as "brandId",
      (select id from categories order by id limit 1) as "categoryId",
      (select id from top_deals order by id limit 1) as "dealId",
      (select id from new_arrivals order by id limit 1) as "id"`,
  )
  const ids = { ...row } as KnownIds
  // The item listing opens a top deal by default (the first of its types); a category filter takes an id too.
  return {
    ...ids,
    itemId: ids.dealId ?? 'test',
    category: ids.categoryId ?? 'test',
    brand: ids.brandId ?? 'test',
  }
}

describe('every operation under hostile input', () => {
  let harness: IdentityApp
  let userId: string
  let ids: KnownIds
  beforeAll(async () => {
    // Per-address limits would turn most probes into 429s: each probe comes from its own address.
    harness = await makeIdentityApp({ config: { rateLimitMax: 1_000_000 } })
    userId = (await makeUser(harness, { email: 'fuzz@example.com', phone: '9000000001' })).user.id
    ids = await knownIds(harness)
  }, 60_000)
  afterAll(() => harness?.close())

  it('never answers 5xx', { timeout: 180_000 }, async () => {
    const operations = operationsOf(harness.app.swagger() as never)
    expect(operations.length).toBeGreaterThan(40)
    const next = random(20261125)
    const probes = operations.flatMap((operation) => probesFor(operation, ids, next))
    expect(probes.length).toBeGreaterThan(300)
    expect(probes.length).toBeLessThan(800)

    const failures: string[] = []
    let address = 0
    for (const probe of probes) {
      // A fresh session each time: a probe of logout or a password change may end the previous one.
      const token = probe.signedIn
        ? (await createSession(harness.database.db, userId, harness.clock)).token
        : undefined
      address++
      const answer = await harness.app.inject({
        method: probe.operation.method as 'GET',
        url: probe.url,
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
        },
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      })
      const where = `${probe.operation.id} (${probe.operation.method} ${shown(probe.url)}) ${probe.what}${
        probe.signedIn ? ', signed in' : ''
      }`
      if (answer.statusCode >= 500) {
        failures.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 200)}`)
      } else if (answer.statusCode >= 400) {
        // Every refusal is the API's own `{ message }`, never an empty or HTML answer.
        const message = answer.headers['content-type']?.includes('json') ? answer.json().message : undefined
        if (typeof message !== 'string' || message === '') {
          failures.push(`${where}: ${answer.statusCode} without a message`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})
