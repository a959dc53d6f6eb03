import type { Answer } from '@haat/contract'
import { ORDER_STATUS, SAMPLE_DELIVERED_ORDER } from '@haat/contract/core'

/*
 * /order-inner-page-delivered: the shopper's latest delivered order shown as its order page, or, when they
 * have none, the fixed sample (the specification's static demo page), labelled as one.
 */

/** The list call that finds the latest delivered order: the first of the delivered ones, newest first. */
export const LATEST_DELIVERED_ARGS = {
  period: 'all',
  search: '',
  page: 1,
  status: ORDER_STATUS.delivered,
} as const

export type DeliveredOrderChoice = { kind: 'order'; orderId: string } | { kind: 'sample' }

/** The order to show: the newest delivered one the list answered, else the sample. */
export function deliveredOrderChoice(answer: Answer<'orders'>): DeliveredOrderChoice {
  // The server filters by status; a stray order of another status is still never shown as delivered.
  const latest = answer.orders.find((order) => order.status === ORDER_STATUS.delivered)
  return latest ? { kind: 'order', orderId: latest.orderId } : { kind: 'sample' }
}

/** The sample in the order page's answer shape (it is written in the contract to match it). */
export const sampleDeliveredOrder: Answer<'orderDetails'> = SAMPLE_DELIVERED_ORDER
