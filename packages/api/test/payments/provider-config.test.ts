import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { ConfigError, loadConfig, SIMULATED_RAZORPAY_KEYS } from '../../src/config.ts'
import type { Database } from '../../src/db/client.ts'
import { PaymentProviderDownError } from '../../src/payments/gateway.ts'
import { RazorpayGateway, type RazorpayOrdersApi } from '../../src/payments/razorpay.ts'
import { PaymentsNotConfiguredError } from '../../src/payments/routes.ts'
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  signatureMatches,
  webhookSignature,
} from '../../src/payments/signature.ts'
import { SimulatedGateway } from '../../src/payments/simulated.ts'
import { targetOf } from '../db/targets.ts'
import { RecordingTransport } from '../identity/fixture.ts'

const RAZORPAY_ENV = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'thisIsTheKeySecret0123',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-of-the-dashboard',
}

describe('payment settings', () => {
  it('defaults to the simulated gateway with its clearly named test keys', () => {
    const { payments } = loadConfig({})
    expect(payments).toMatchObject({
      provider: 'simulated',
      keyId: SIMULATED_RAZORPAY_KEYS.keyId,
      keySecret: SIMULATED_RAZORPAY_KEYS.keySecret,
      webhookSecret: SIMULATED_RAZORPAY_KEYS.webhookSecret,
      simulatedAllowed: true,
      releaseSweep: true,
    })
    expect(payments.keyId).toMatch(/^rzp_test_/)
    // Tests run the sweep themselves; PAYMENT_SWEEP says otherwise either way.
    expect(loadConfig({ NODE_ENV: 'test' }).payments.releaseSweep).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_SWEEP: 'true' }).payments.releaseSweep).toBe(true)
    expect(loadConfig({ PAYMENT_SWEEP: 'false' }).payments.releaseSweep).toBe(false)
  })

  it('reads the Razorpay settings, and refuses razorpay without all three, naming the missing ones', () => {
    expect(loadConfig(RAZORPAY_ENV).payments).toMatchObject({
      provider: 'razorpay',
      keyId: RAZORPAY_ENV.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_ENV.RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_ENV.RAZORPAY_WEBHOOK_SECRET,
    })
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(ConfigError)
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      /PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/,
    )
    const { RAZORPAY_WEBHOOK_SECRET: _secret, ...withoutWebhookSecret } = RAZORPAY_ENV
    expect(() => loadConfig(withoutWebhookSecret)).toThrow(/needs RAZORPAY_WEBHOOK_SECRET as well/)
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER: must be one of simulated, razorpay/,
    )
    expect(() => loadConfig({ ...RAZORPAY_ENV, RAZORPAY_KEY_ID: 'my key' })).toThrow(
      /RAZORPAY_KEY_ID: must be/,
    )
  })

  it('never repeats a secret in a refusal', () => {
    const error = (() => {
      try {
        loadConfig({ ...RAZORPAY_ENV, RAZORPAY_KEY_SECRET: 'has spaces in the secret' })
      } catch (e) {
        return e as Error
      }
    })()
    expect(error?.message).toMatch(/RAZORPAY_KEY_SECRET/)
    expect(error?.message).not.toContain('has spaces in the secret')
  })
})

describe('starting in production', () => {
  let database: Database & { dispose(): Promise<void> }
  beforeAll(async () => {
    const target = targetOf('pglite')
    database = await target.open()
  }, 60_000)
  afterAll(async () => {
    await database?.dispose()
  })

  // A real message transport, so the payments refusal is the one under test.
  const build = (env: NodeJS.ProcessEnv) =>
    buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PAYMENT_SWEEP: 'false', ...env }),
      database,
      messages: new RecordingTransport(),
    })

  it('refuses the simulated gateway unless ALLOW_SIMULATED_PAYMENTS says it is meant', async () => {
    const error = await build({}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentsNotConfiguredError)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(
      /^Haat cannot start in production with PAYMENT_PROVIDER=simulated/,
    )
    expect((error as Error).message).toContain('RAZORPAY_WEBHOOK_SECRET')

    const allowed = await build({ ALLOW_SIMULATED_PAYMENTS: 'true' })
    await allowed.close()
  })

  it('starts with razorpay, and only then lets Razorpay Checkout into the CSP', async () => {
    const csp = async (env: NodeJS.ProcessEnv) => {
      const app = await build(env)
      try {
        const answer = await app.inject({ url: '/api/health' })
        return String(answer.headers['content-security-policy'])
      } finally {
        await app.close()
      }
    }
    const withRazorpay = await csp(RAZORPAY_ENV)
    expect(withRazorpay).toContain("script-src 'self' https://checkout.razorpay.com")
    expect(withRazorpay).toContain("connect-src 'self' https://api.razorpay.com")
    expect(withRazorpay).toMatch(
      /frame-src [^;]*https:\/\/checkout\.razorpay\.com[^;]*https:\/\/api\.razorpay\.com/,
    )
    const simulated = await csp({ ALLOW_SIMULATED_PAYMENTS: 'true' })
    expect(simulated).not.toContain('razorpay')
    expect(simulated).toContain("script-src 'self';")
  })
})

describe('the Razorpay gateway', () => {
  it("opens the order through the SDK's orders.create: amount in paise, INR and a receipt", async () => {
    const calls: unknown[] = []
    const sdk: RazorpayOrdersApi = {
      orders: {
        create: async (params) => {
          calls.push(params)
          return { id: 'order_EKwxwAgItmmXdp', amount: params.amount, currency: params.currency }
        },
      },
    }
    const gateway = new RazorpayGateway({ keyId: 'rzp_test_x', keySecret: 'y' }, sdk)
    const order = await gateway.createOrder({
      amountPaise: 123_456,
      currency: 'INR',
      receipt: 'Parent0rderId0000001',
    })
    expect(calls).toEqual([{ amount: 123_456, currency: 'INR', receipt: 'Parent0rderId0000001' }])
    expect(order).toEqual({ id: 'order_EKwxwAgItmmXdp', amountPaise: 123_456, currency: 'INR' })
    expect(gateway.provider).toBe('razorpay')
  })

  it('turns a refusal, a wrong answer or no answer into PaymentProviderDownError', async () => {
    const failing = (create: RazorpayOrdersApi['orders']['create']) =>
      new RazorpayGateway({ keyId: 'k', keySecret: 's' }, { orders: { create } }, 50)
    const request = { amountPaise: 500, currency: 'INR', receipt: 'r' }
    await expect(
      failing(async () => {
        throw { statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }
      }).createOrder(request),
    ).rejects.toThrow(/Razorpay answered 401 BAD_REQUEST_ERROR Authentication failed/)
    await expect(
      failing(async () => ({ id: 'order_EKwxwAgItmmXdp', amount: 1, currency: 'INR' })).createOrder(request),
    ).rejects.toBeInstanceOf(PaymentProviderDownError)
    await expect(failing(() => new Promise(() => {})).createOrder(request)).rejects.toThrow(
      /did not answer within 50 ms/,
    )
  })

  it('the simulated gateway makes ids in the shape Razorpay does', async () => {
    const order = await new SimulatedGateway().createOrder({
      amountPaise: 900,
      currency: 'INR',
      receipt: 'r',
    })
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/)
    expect(order.amountPaise).toBe(900)
  })
})

describe('signatures', () => {
  it("are Razorpay's: hex HMAC-SHA256 of order_id|payment_id, and of the raw webhook body", () => {
    // Ids in the shape of Razorpay's documentation; the signature is 64 lowercase hex digits.
    const signature = paymentSignature('secret', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l')
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(isValidPaymentSignature('secret', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', signature)).toBe(
      true,
    )
    expect(isValidPaymentSignature('secret', 'order_IEIaMR65cu6nz3', 'pay_Other000000001', signature)).toBe(
      false,
    )
    expect(isValidPaymentSignature('other', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', signature)).toBe(
      false,
    )
    const body = Buffer.from('{"event":"payment.captured"}')
    expect(isValidWebhookSignature('s3cret', body, webhookSignature('s3cret', body))).toBe(true)
    expect(isValidWebhookSignature('s3cret', body, undefined)).toBe(false)
  })

  it('compare whole strings only, whatever their length', () => {
    const expected = 'a'.repeat(64)
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true)
    expect(signatureMatches(expected, 'a'.repeat(63))).toBe(false)
    expect(signatureMatches(expected, `${expected}a`)).toBe(false)
    expect(signatureMatches(expected, '')).toBe(false)
    expect(signatureMatches(expected, null)).toBe(false)
  })
})
