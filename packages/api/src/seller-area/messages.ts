import { orderStatusLabel, pageHref, sellerStatusMessageSubject } from '@haat/contract'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import type { MessageTransport, OutgoingMessage } from '../messages/transport.ts'
import type { StatusChange } from './status.ts'

/** What the shopper reads when the seller moves their order on: the status, tracking and coins earned. */
export function statusChangeText(change: StatusChange): string {
  const label = orderStatusLabel(change.status)
  const tracking = change.trackingNumber ? ` Tracking number: ${change.trackingNumber}.` : ''
  const coins = change.coinsEarned > 0 ? ` You earned ${change.coinsEarned} coins.` : ''
  return `Haat: your order ${change.orderId} is ${label}.${tracking}${coins} ${pageHref('orderDetails', { orderId: change.orderId })}`
}

/**
 * Tells the shopper their order moved on: an e-mail to a proven address and an SMS to the account's
 * phone, as the order confirmation does. Called after the change committed; the change stands whatever
 * happens here, so nothing is thrown: a failure is logged.
 */
export async function sendStatusChangeMessages(
  deps: { db: Db; messages: MessageTransport; log: FastifyBaseLogger },
  change: StatusChange,
): Promise<void> {
  try {
    const [shopper] = await deps.db
      .select({
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        phone: users.phone,
      })
      .from(users)
      .where(eq(users.id, change.shopperId))
    if (!shopper) return
    const body = statusChangeText(change)
    const outgoing: OutgoingMessage[] = []
    // An unproven e-mail may be anybody's: the order's details do not go there.
    if (shopper.email && shopper.emailVerified) {
      outgoing.push({
        channel: 'email',
        to: shopper.email,
        subject: sellerStatusMessageSubject(change.orderId, orderStatusLabel(change.status)),
        body: `Hello ${shopper.name},\n\n${body}`,
      })
    }
    if (shopper.phone) outgoing.push({ channel: 'sms', to: `+91${shopper.phone}`, body })
    for (const message of outgoing) {
      try {
        await deps.messages.send(message)
      } catch (error) {
        deps.log.error(
          { err: error, orderId: change.orderId, channel: message.channel },
          'sending the order status message failed',
        )
      }
    }
  } catch (error) {
    deps.log.error({ err: error, orderId: change.orderId }, 'reading the shopper to tell failed')
  }
}
