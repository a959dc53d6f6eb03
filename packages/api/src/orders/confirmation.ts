import { asc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { orderItems, orders, parentOrders, users } from '../db/schema.ts'
import type { MessageTransport, OutgoingMessage } from '../messages/transport.ts'

export interface ConfirmationDeps {
  db: Db
  messages: MessageTransport
  log: FastifyBaseLogger
}

/**
 * One formatter for every amount: building an Intl.NumberFormat (which toLocaleString does on each call)
 * cost more than the rest of a confirmation's text.
 */
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Paise as rupees the way Indian shoppers read them: ₹1,23,456.50. */
export function formatRupees(paise: number): string {
  return `₹${RUPEES.format(paise / 100)}`
}

/** Where the shopper sees the checkout again (the storefront's order completed page). */
export const orderCompletedPath = (parentOrderId: string) => `/order-completed-page/${parentOrderId}`

export const orderConfirmationSubject = (parentOrderId: string) => `Your Haat order ${parentOrderId}`

export interface ConfirmationItem {
  name: string
  quantity: number
  unitPricePaise: number
}

/** What a confirmation tells: the checkout, where it goes, and whom to tell. */
export interface ConfirmationCheckout {
  id: string
  paymentMode: 'COD' | 'Pre-paid'
  itemsTotalPaise: number
  coinDiscountPaise: number
  shipTo: {
    name: string
    houseName: string
    localArea: string
    landMark: string | null
    state: string
    pincode: string
    phoneNumber: string
  }
  shopper: { name: string; email: string | null; emailVerified: boolean; phone: string | null }
  items: ConfirmationItem[]
}

export function orderConfirmationEmail(checkout: ConfirmationCheckout): string {
  const total = checkout.itemsTotalPaise - checkout.coinDiscountPaise
  const units = checkout.items.reduce((sum, item) => sum + item.quantity, 0)
  const lines = checkout.items.map(
    (item) => `- ${item.name} × ${item.quantity}: ${formatRupees(item.unitPricePaise * item.quantity)}`,
  )
  const ship = checkout.shipTo
  const address = [ship.name, ship.houseName, ship.localArea, ship.landMark, `${ship.state} ${ship.pincode}`]
    .filter((part) => part)
    .join(', ')
  return [
    `Hello ${checkout.shopper.name},`,
    '',
    `Thank you for your order ${checkout.id}. ${units} ${units === 1 ? 'item' : 'items'}:`,
    ...lines,
    '',
    `Items: ${formatRupees(checkout.itemsTotalPaise)}`,
    ...(checkout.coinDiscountPaise > 0 ? [`Coins: −${formatRupees(checkout.coinDiscountPaise)}`] : []),
    `Total: ${formatRupees(total)}`,
    `Payment: ${checkout.paymentMode === 'COD' ? 'Cash on Delivery' : 'Paid online'}`,
    `Ship to: ${address} (phone ${ship.phoneNumber})`,
    '',
    `See your order: ${orderCompletedPath(checkout.id)}`,
  ].join('\n')
}

export function orderConfirmationSms(checkout: ConfirmationCheckout): string {
  const total = checkout.itemsTotalPaise - checkout.coinDiscountPaise
  const units = checkout.items.reduce((sum, item) => sum + item.quantity, 0)
  return `Haat: your order ${checkout.id} of ${units} ${units === 1 ? 'item' : 'items'} (${formatRupees(total)}, ${
    checkout.paymentMode === 'COD' ? 'Cash on Delivery' : 'paid online'
  }) is placed. ${orderCompletedPath(checkout.id)}`
}

async function readCheckout(db: Db, parentOrderId: string): Promise<ConfirmationCheckout | undefined> {
  const [parent] = await db
    .select({
      id: parentOrders.id,
      paymentMode: parentOrders.paymentMode,
      itemsTotalPaise: parentOrders.itemsTotalPaise,
      coinDiscountPaise: parentOrders.coinDiscountPaise,
      shipTo: parentOrders.shipTo,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
    })
    .from(parentOrders)
    .innerJoin(users, eq(users.id, parentOrders.userId))
    .where(eq(parentOrders.id, parentOrderId))
  if (!parent) return undefined
  const items = await db
    .select({
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.parentOrderId, parentOrderId))
    .orderBy(asc(orders.id), asc(orderItems.id))
  return {
    id: parent.id,
    paymentMode: parent.paymentMode,
    itemsTotalPaise: parent.itemsTotalPaise,
    coinDiscountPaise: parent.coinDiscountPaise,
    shipTo: parent.shipTo,
    shopper: {
      name: parent.name,
      email: parent.email,
      emailVerified: parent.emailVerified,
      phone: parent.phone,
    },
    items,
  }
}

/**
 * Tells the shopper their checkout is placed: an e-mail to a proven address, and an SMS to the account's
 * phone. Called after the placing (or the payment's) transaction committed; the order stands whatever
 * happens here, so nothing is thrown: a failure is logged and the next message is still tried
 * (docs/product.md, "Checkout").
 */
export async function sendOrderConfirmation(deps: ConfirmationDeps, parentOrderId: string): Promise<void> {
  let checkout: ConfirmationCheckout | undefined
  try {
    checkout = await readCheckout(deps.db, parentOrderId)
  } catch (error) {
    deps.log.error({ err: error, parentOrderId }, 'reading the checkout to confirm failed')
    return
  }
  if (!checkout) {
    deps.log.warn({ parentOrderId }, 'no checkout to confirm')
    return
  }
  await sendConfirmationOf(deps, checkout)
}

/**
 * The same confirmation from a checkout the caller already holds (placing has every fact in hand, so
 * the busiest call reads nothing more). Never throws.
 */
export async function sendConfirmationOf(
  deps: Pick<ConfirmationDeps, 'messages' | 'log'>,
  checkout: ConfirmationCheckout,
): Promise<void> {
  const outgoing: OutgoingMessage[] = []
  const { email, emailVerified, phone } = checkout.shopper
  // An unproven e-mail may be anybody's: the order's details do not go there.
  if (email && emailVerified) {
    outgoing.push({
      channel: 'email',
      to: email,
      subject: orderConfirmationSubject(checkout.id),
      body: orderConfirmationEmail(checkout),
    })
  }
  if (phone) outgoing.push({ channel: 'sms', to: `+91${phone}`, body: orderConfirmationSms(checkout) })
  for (const message of outgoing) {
    try {
      await deps.messages.send(message)
    } catch (error) {
      deps.log.error(
        { err: error, parentOrderId: checkout.id, channel: message.channel },
        'sending the order confirmation failed',
      )
    }
  }
}
