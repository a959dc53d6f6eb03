import { type PlaceOrderAnswer, PREPAID, routes } from '@haat/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { ManualClock } from '../../src/clock.ts'
import { addCoinEntry } from '../../src/coins/ledger.ts'
import type { Config } from '../../src/config.ts'
import { type Database, selectRows } from '../../src/db/client.ts'
import { users } from '../../src/db/schema.ts'
import { createSession } from '../../src/identity/session.ts'
import type { PaymentGateway } from '../../src/payments/gateway.ts'
import { webhookSignature } from '../../src/payments/signature.ts'
import { newIdempotencyKey, type PlaceRoute, place, placeBody } from '../checkout/fixture.ts'
import { type TestTarget, targetOf } from '../db/targets.ts'
import { testConfig } from '../http/fixture.ts'
import { RecordingTransport } from '../identity/fixture.ts'

export const url = (name: keyof typeof routes) => `/api${routes[name].path}`

export interface Shopper {
  id: string
  token: string
}

/** What a checkout holds and what it cost, as the tests compare it before and after a call. */
export interface CheckoutFacts {
  state: string
  paymentId: string | null
  stock: Record<string, number>
  coins: number
  ledger: Array<{ delta: number; reason: string }>
  cart: string[]
  paymentOrders: Array<{ id: string; status: string; payment_id: string | null }>
}

export interface PaymentsTestApp {
  app: FastifyInstance
  database: Database
  clock: ManualClock
  messages: RecordingTransport
  config: Config
  rows<T>(query: SQL): Promise<T[]>
  newShopper(facts?: { coins?: number; email?: string; phone?: string }): Promise<Shopper>
  call(
    name: keyof typeof routes,
    token: string | undefined,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  /** Products with enough stock for the tests, in id order. */
  products(n: number): Promise<Array<{ id: string; stock: number; offerPricePaise: number }>>
  putInCart(userId: string, lines: Array<{ productId: string; quantity: number }>): Promise<void>
  /**
   * A pending online checkout, placed through place-order (the cart's, whose lines are put in the cart
   * first, or the single product's): stock and coins held, pay_by set.
   */
  pendingCheckout(
    shopper: Shopper,
    lines: Array<{ productId: string; quantity: number }>,
    creditCoins?: number,
    route?: PlaceRoute,
  ): Promise<string>
  facts(parentOrderId: string): Promise<CheckoutFacts>
  /** create-order, then the simulated gateway's success: what Checkout would hand the page. */
  paySimulated(
    shopper: Shopper,
    parentOrderId: string,
  ): Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>
  /** paySimulated, then verify-payment (which must answer 200). */
  paySimulatedAndVerify(shopper: Shopper, parentOrderId: string): Promise<void>
  close(): Promise<void>
}

/** A payments-test configuration: the simulated provider, no sweep timer, no webhook unless asked. */
export function paymentsConfig(payments: Partial<Config['payments']> = {}): Config {
  const base = testConfig({ publicUrl: 'https://shop.haat.test', googleClientId: undefined })
  return { ...base, payments: { ...base.payments, simulatedWebhookDelayMs: null, ...payments } }
}

let shoppers = 0

export async function makePaymentsTestApp(
  options: {
    payments?: Partial<Config['payments']>
    gateway?: PaymentGateway
    kind?: TestTarget['name']
  } = {},
): Promise<PaymentsTestApp> {
  const target = targetOf(options.kind ?? 'pglite')
  const database = await target.openSeeded()
  const clock = new ManualClock(new Date())
  const messages = new RecordingTransport()
  const config = {
    ...paymentsConfig(options.payments),
    ...(process.env.PAY_DEBUG ? { logLevel: 'debug' as const } : {}),
  }
  const app = await buildApp({ config, database, clock, messages })
  await app.ready()
  const db = database.db
  const rows = <T>(query: SQL) => selectRows<T>(db, query)

  const call: PaymentsTestApp['call'] = (name, token, body, headers = {}) =>
    app.inject({
      method: routes[name].method,
      url: url(name),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    })

  const self: PaymentsTestApp = {
    app,
    database,
    clock,
    messages,
    config,
    rows,
    async newShopper({ coins = 0, email, phone } = {}) {
      shoppers += 1
      const id = `pay${process.pid}x${shoppers}`
      await db.insert(users).values({
        id,
        name: 'Meera Iyer',
        referralCode: id,
        email: email ?? null,
        emailVerified: email !== undefined,
        phone: phone ?? null,
        phoneVerified: phone !== undefined,
      })
      if (coins > 0)
        await db.transaction((tx) => addCoinEntry(tx, { userId: id, delta: coins, reason: 'earned' }))
      return { id, token: (await createSession(db, id, clock)).token }
    },
    call,
    async products(n) {
      await db.execute(
        sql`update products set stock = greatest(stock, 50), b2c_max_qty = greatest(b2c_max_qty, 10)`,
      )
      return rows(
        sql`select id, stock, offer_price_paise as "offerPricePaise" from products order by id limit ${n}`,
      )
    },
    async putInCart(userId, lines) {
      await db.execute(
        sql`insert into cart_items (user_id, product_id, quantity, added_offer_price_paise)
            select ${userId}, p.id, l.quantity, p.offer_price_paise
            from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l("productId" text, quantity int)
            join products p on p.id = l."productId"`,
      )
    },
    async pendingCheckout(shopper, lines, creditCoins = 0, route = 'placeOrder') {
      // The cart's checkout places only lines of the cart with the same quantity.
      if (route === 'placeOrder') {
        await db.execute(
          sql`delete from cart_items where user_id = ${shopper.id}
              and product_id in ${lines.map((line) => line.productId)}`,
        )
        await self.putInCart(shopper.id, lines)
      }
      const body = {
        ...placeBody(...lines.map((line) => ({ id: line.productId, quantity: line.quantity }))),
        paymentMode: PREPAID,
        cod: false,
        creditCoins,
      }
      const placed = await place(app, shopper.token, body, newIdempotencyKey(), route)
      if (placed.statusCode !== 200)
        throw new Error(`place-order answered ${placed.statusCode}: ${placed.body}`)
      const answer = placed.json<PlaceOrderAnswer>()
      if (answer.state !== 'pending_payment')
        throw new Error(`placed as ${answer.state}, not pending_payment`)
      return answer.orderId
    },
    async facts(parentOrderId) {
      const [parent] = await rows<{ state: string; payment_id: string | null; user_id: string }>(
        sql`select state, payment_id, user_id from parent_orders where id = ${parentOrderId}`,
      )
      if (!parent) throw new Error(`no parent order ${parentOrderId}`)
      const stock = await rows<{ id: string; stock: number }>(
        sql`select p.id, p.stock from products p where p.id in (
              select oi.product_id from order_items oi join orders o on o.id = oi.order_id
              where o.parent_order_id = ${parentOrderId}) order by p.id`,
      )
      const [user] = await rows<{ coin: number }>(sql`select coin from users where id = ${parent.user_id}`)
      return {
        state: parent.state,
        paymentId: parent.payment_id,
        stock: Object.fromEntries(stock.map((row) => [row.id, row.stock])),
        coins: user?.coin ?? 0,
        ledger: await rows(
          sql`select delta, reason from coin_ledger where user_id = ${parent.user_id} order by id`,
        ),
        cart: (
          await rows<{ product_id: string }>(
            sql`select product_id from cart_items where user_id = ${parent.user_id} order by product_id`,
          )
        ).map((row) => row.product_id),
        paymentOrders: await rows(
          sql`select id, status, payment_id from payment_orders where parent_order_id = ${parentOrderId}
              order by created_at, id`,
        ),
      }
    },
    async paySimulated(shopper, parentOrderId) {
      const created = await call('createPaymentOrder', shopper.token, { parentOrderId, amount: 1 })
      if (created.statusCode !== 200)
        throw new Error(`create-order answered ${created.statusCode}: ${created.body}`)
      const paid = await call('simulatedPayment', shopper.token, {
        razorpay_order_id: created.json<{ orderId: string }>().orderId,
        outcome: 'success',
      })
      if (paid.statusCode !== 200) throw new Error(`simulated pay answered ${paid.statusCode}: ${paid.body}`)
      const { outcome: _outcome, ...proof } = paid.json<{
        outcome: string
        razorpay_order_id: string
        razorpay_payment_id: string
        razorpay_signature: string
      }>()
      return proof
    },
    async paySimulatedAndVerify(shopper, parentOrderId) {
      const proof = await self.paySimulated(shopper, parentOrderId)
      const verified = await call('verifyPayment', shopper.token, proof)
      if (verified.statusCode !== 200)
        throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`)
    },
    close: async () => {
      await app.close()
      await database.dispose()
    },
  }
  return self
}

/** A webhook body and its headers, signed with `secret` as Razorpay signs them. */
export function signedWebhook(
  secret: string,
  event: string,
  entity: { id: string; order_id: string; amount?: number },
  eventId?: string,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { entity: 'payment', currency: 'INR', status: 'captured', ...entity } } },
    created_at: 1_764_000_000,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature': webhookSignature(secret, payload),
  }
  if (eventId) headers['x-razorpay-event-id'] = eventId
  return { payload, headers }
}
