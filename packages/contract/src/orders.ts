import { z } from 'zod'
import { Order } from './checkout.ts'
import { Rupees, Timestamp, text } from './common.ts'
import { REFUND_METHODS } from './core/cancellation.ts'
import { ORDER_STATUS } from './core/checkout.ts'
import {
  ORDER_HISTORY_ACTORS,
  ORDER_PERIODS,
  ORDER_SEARCH_MAX,
  ORDER_STATUS_FILTER_MESSAGE,
} from './core/orders.ts'
import { atMostCharactersMessage } from './core/text.ts'

/*
 * The order list and an order's page. An order is one seller's part of a checkout, in the shape the
 * checkout's order summary already sends (checkout.ts `Order`). Rules in docs/product.md, "Orders".
 */

/**
 * `GET /get-orders`: the period (all by default), an optional product-name search, an optional status and
 * the page.
 */
export const OrdersQuery = z.object({
  period: z.enum(ORDER_PERIODS, { error: 'The period is all, 6m, 1y or 2y.' }).default('all'),
  search: text()
    .trim()
    .max(ORDER_SEARCH_MAX, atMostCharactersMessage(ORDER_SEARCH_MAX))
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: z.coerce
    .number({ error: 'The page is a whole number from 1.' })
    .int('The page is a whole number from 1.')
    .min(1, 'The page is a whole number from 1.')
    .max(10_000, 'The page is a whole number from 1.')
    .default(1),
  /** Only orders in this status (the delivered-order page asks for the latest delivered one). */
  status: z.coerce
    .number({ error: ORDER_STATUS_FILTER_MESSAGE })
    .int(ORDER_STATUS_FILTER_MESSAGE)
    .min(ORDER_STATUS.processing, ORDER_STATUS_FILTER_MESSAGE)
    .max(ORDER_STATUS.cancelled, ORDER_STATUS_FILTER_MESSAGE)
    .optional(),
})
export type OrdersQuery = z.input<typeof OrdersQuery>

/** A page of orders, newest first, and how many there are in all under the filter. */
export const OrdersAnswer = z.object({
  orders: z.array(Order),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})
export type OrdersAnswer = z.infer<typeof OrdersAnswer>

export const OrderIdParams = z.object({
  orderId: text({ error: 'An order id is required.' })
    .trim()
    .min(1, 'An order id is required.')
    .max(64, atMostCharactersMessage(64)),
})

/**
 * One step of an order's history, oldest first: the first is the order being placed (its own date), then
 * every status a seller, the shopper (cancelling) or the system set, with the tracking number given when
 * it was shipped.
 */
export const OrderHistoryEntry = z.object({
  status: z.number().int(),
  /** The status in words (the first entry reads Placed). */
  label: z.string(),
  at: Timestamp,
  actor: z.enum(ORDER_HISTORY_ACTORS),
  trackingNumber: z.string().nullable(),
  note: z.string(),
})
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>

/** One cancellation of items of the order and what it gave back, as the server computed it then. */
export const OrderCancellationEntry = z.object({
  at: Timestamp,
  /** Why, in the shopper's words (the reason's label). */
  reason: z.string(),
  /** Where the money went: the wallet or the original payment (nothing is refunded on cash on delivery). */
  refundMethod: z.enum(REFUND_METHODS),
  /** Money given back, in rupees (0 for cash on delivery), and coins given back. */
  refund: Rupees,
  coins: z.number().int().nonnegative(),
  /** The payment gateway's refund id when the money went back to the original payment. */
  refundId: z.string().nullable(),
  /** The products it cancelled. */
  productIds: z.array(z.string()),
})
export type OrderCancellationEntry = z.infer<typeof OrderCancellationEntry>

/**
 * `GET /order-inner-details/{orderId}`: the order, what it saved, its checkout's totals, its tracking
 * number, its history and its cancellations with their refunds.
 */
export const OrderDetailsAnswer = Order.extend({
  /** Whether it may still be cancelled (status at most CANCELLABLE_MAX_STATUS). */
  cancellable: z.boolean(),
  /** Σ (MRP − price paid) × quantity of this order's items. */
  savings: Rupees,
  /** The checkout this order is part of: its items' total, the coins' discount and what was paid. */
  checkout: z.object({
    itemsTotal: Rupees,
    coinDiscount: Rupees,
    total: Rupees,
    /** How many orders (sellers) the checkout made. */
    orders: z.number().int().min(1),
  }),
  /** The tracking number the seller gave when shipping it; null before. */
  trackingNumber: z.string().nullable(),
  history: z.array(OrderHistoryEntry),
  /** Oldest first. */
  cancellations: z.array(OrderCancellationEntry),
})
export type OrderDetailsAnswer = z.infer<typeof OrderDetailsAnswer>
