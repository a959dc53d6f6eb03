import { pageHref, REFUND_METHOD_LABELS, type RefundMethod } from '@haat/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { MessageTransport, OutgoingMessage } from '../messages/transport.ts'
import { formatRupees } from '../orders/confirmation.ts'

/** What the shopper is told of one cancellation, gathered inside its transaction. */
export interface CancellationNotice {
  orderId: string
  shopper: { name: string; email: string | null; emailVerified: boolean; phone: string | null }
  /** The cancelled items' names. */
  items: string[]
  /** The reason, in the shopper's words. */
  reason: string
  refundPaise: number
  refundMethod: RefundMethod
  coins: number
  /** Whether the whole order is cancelled now. */
  orderCancelled: boolean
}

export const cancellationSubject = (orderId: string) => `Items of your Haat order ${orderId} are cancelled`

/** What came back, in one sentence: the money and where it went, and the coins. */
function refundSentence(notice: CancellationNotice): string {
  const parts: string[] = []
  if (notice.refundPaise > 0) {
    parts.push(
      `${formatRupees(notice.refundPaise)} refunded to your ${
        notice.refundMethod === 'wallet' ? 'Haat wallet' : 'original payment method'
      }`,
    )
  }
  if (notice.coins > 0) parts.push(`${notice.coins} ${notice.coins === 1 ? 'coin' : 'coins'} back`)
  return parts.length > 0 ? `${parts.join(' and ')}.` : 'Nothing was paid, so there is nothing to refund.'
}

export function cancellationEmail(notice: CancellationNotice): string {
  return [
    `Hello ${notice.shopper.name},`,
    '',
    notice.orderCancelled
      ? `Your order ${notice.orderId} is cancelled.`
      : `These items of your order ${notice.orderId} are cancelled:`,
    ...notice.items.map((name) => `- ${name}`),
    `Reason: ${notice.reason}`,
    '',
    refundSentence(notice),
    ...(notice.refundPaise > 0 ? [`Refund to: ${REFUND_METHOD_LABELS[notice.refundMethod]}`] : []),
    '',
    `See your order: ${pageHref('orderDetails', { orderId: notice.orderId })}`,
  ].join('\n')
}

export function cancellationSms(notice: CancellationNotice): string {
  const count = notice.items.length
  return `Haat: ${count} ${count === 1 ? 'item' : 'items'} of your order ${notice.orderId} cancelled. ${refundSentence(
    notice,
  )} ${pageHref('orderDetails', { orderId: notice.orderId })}`
}

/**
 * Tells the shopper what was cancelled and what came back: an e-mail to a proven address and an SMS to the
 * account's phone, after the cancellation committed. The cancellation stands whatever happens here, so
 * nothing is thrown: a failure is logged and the next message is still tried.
 */
export async function sendCancellationNotice(
  deps: { messages: MessageTransport; log: FastifyBaseLogger },
  notice: CancellationNotice,
): Promise<void> {
  const outgoing: OutgoingMessage[] = []
  const { email, emailVerified, phone } = notice.shopper
  if (email && emailVerified) {
    outgoing.push({
      channel: 'email',
      to: email,
      subject: cancellationSubject(notice.orderId),
      body: cancellationEmail(notice),
    })
  }
  if (phone) outgoing.push({ channel: 'sms', to: `+91${phone}`, body: cancellationSms(notice) })
  for (const message of outgoing) {
    try {
      await deps.messages.send(message)
    } catch (error) {
      deps.log.error(
        { err: error, orderId: notice.orderId, channel: message.channel },
        'sending the cancellation notice failed',
      )
    }
  }
}
