import { z } from 'zod'
import { Order } from './checkout.ts'
import { Rupees, text } from './common.ts'
import { ORDER_PERIODS, ORDER_SEARCH_MAX } from './core/orders.ts'
import { atMostCharactersMessage } from './core/text.ts'

/*
 * The order list and an order's page. An order is one seller's part of a checkout, in the shape the
 * checkout's order summary already sends (checkout.ts `Order`). Rules in docs/product.md, "Orders".
 */

/** `GET /get-orders`: the period (all by default), an optional product-name search and the page. */
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

/** `GET /order-inner-details/{orderId}`: the order, what it saved, and its checkout's totals. */
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
})
export type OrderDetailsAnswer = z.infer<typeof OrderDetailsAnswer>
