import { createHash } from 'node:crypto'
import {
  WEBHOOK_BODY_MESSAGE,
  WEBHOOK_EVENT_ID_MESSAGE,
  WEBHOOK_SIGNATURE_MESSAGE,
  type WebhookAnswer,
} from '@haat/contract'
import { and, eq, ne } from 'drizzle-orm'
import { z } from 'zod'
import { paymentEvents, paymentOrders } from '../db/schema.ts'
import { afterConfirm, type ConfirmDeps, type ConfirmOutcome, confirmPaymentInTx } from './confirm.ts'
import { isValidWebhookSignature } from './signature.ts'

/** The largest webhook body read: Razorpay's payment events are a few kB. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature'
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id'

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,100}$/

/** The part of a Razorpay event this server reads; everything else in it is ignored. */
const WebhookEvent = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/),
            order_id: z
              .string()
              .regex(/^order_[A-Za-z0-9]{6,40}$/)
              .nullish(),
          }),
        })
        .optional(),
    })
    .optional(),
})

export type WebhookResult = { ok: true; answer: WebhookAnswer } | { ok: false; message: string }

/**
 * Applies one webhook delivery: the route's and the simulated gateway's (which posts its own signed
 * events through this same function). The signature is checked over the raw bytes before anything is
 * read. The event id (X-Razorpay-Event-Id; without it the payment id and the event name) goes into
 * payment_events in the same transaction as the event's effect, so a redelivery answers `duplicate`
 * and changes nothing, and an effect that fails leaves no record (the gateway delivers it again).
 *
 * payment.captured and order.paid confirm the checkout their gateway order pays, exactly as
 * verify-payment does, whichever comes first; payment.failed marks the gateway order failed and leaves
 * the checkout waiting, so the shopper can pay again before pay_by; anything else is `ignored`.
 */
export async function handleWebhook(
  deps: ConfirmDeps & { webhookSecret: string; now: () => Date },
  rawBody: Buffer | undefined,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<WebhookResult> {
  if (!rawBody || rawBody.length === 0 || !isValidWebhookSignature(deps.webhookSecret, rawBody, signature)) {
    return { ok: false, message: WEBHOOK_SIGNATURE_MESSAGE }
  }
  let json: unknown
  try {
    json = JSON.parse(rawBody.toString('utf8'))
  } catch {
    return { ok: false, message: WEBHOOK_BODY_MESSAGE }
  }
  const parsed = WebhookEvent.safeParse(json)
  if (!parsed.success) return { ok: false, message: WEBHOOK_BODY_MESSAGE }
  const { event } = parsed.data
  const entity = parsed.data.payload?.payment?.entity
  if (eventIdHeader !== undefined && !EVENT_ID.test(eventIdHeader)) {
    return { ok: false, message: WEBHOOK_EVENT_ID_MESSAGE }
  }
  const eventId =
    eventIdHeader ??
    (entity ? `${entity.id}:${event}` : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`)

  const now = deps.now()
  const result = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId, event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (recorded.length === 0) return { status: 'duplicate' as const }
    if (!entity?.order_id) return { status: 'ignored' as const }
    const payment = { gatewayOrderId: entity.order_id, paymentId: entity.id }
    if (event === 'payment.captured' || event === 'order.paid') {
      const outcome = await confirmPaymentInTx(tx, payment, now)
      const applied = outcome.kind === 'confirmed' || outcome.kind === 'already'
      return { status: applied ? ('applied' as const) : ('ignored' as const), payment, outcome }
    }
    if (event === 'payment.failed') {
      const failed = await tx
        .update(paymentOrders)
        .set({ status: 'failed' })
        .where(and(eq(paymentOrders.id, entity.order_id), ne(paymentOrders.status, 'paid')))
        .returning({ id: paymentOrders.id })
      return { status: failed.length > 0 ? ('applied' as const) : ('ignored' as const) }
    }
    return { status: 'ignored' as const }
  })
  if ('outcome' in result && result.outcome) {
    await afterConfirm(deps, result.payment, result.outcome as ConfirmOutcome, 'webhook')
  }
  return { ok: true, answer: { status: result.status } }
}
