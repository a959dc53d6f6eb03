import { z } from 'zod'
import { ImageUrl, Rupees, Timestamp, text } from './common.ts'
import { PAYMENT_MODES } from './core/checkout.ts'
import type { sellerAreaRoutes } from './core/routes/sellerArea.ts'
import {
  isTrackingNumber,
  normalizeTrackingNumber,
  SELLER_STATUS_FILTERS,
  TRACKING_NUMBER_INVALID_MESSAGE,
  TRACKING_NUMBER_MAX,
} from './core/sellerArea.ts'
import { atMostCharactersMessage } from './core/text.ts'
import { OrderHistoryEntry, OrderIdParams } from './orders.ts'
import type { RouteSchemas } from './routes.ts'

/* The seller area: a seller's own orders and the status changes they make (docs/product.md, "Seller area"). */

/** `GET /seller/account`: the seller the signed-in member works for. */
export const SellerAccountAnswer = z.object({
  sellerId: z.string(),
  storeName: z.string(),
  userName: z.string(),
})
export type SellerAccountAnswer = z.infer<typeof SellerAccountAnswer>

const PAGE_MESSAGE = 'The page is a whole number from 1.'

/** `GET /seller/orders`: one status (or all, the default) and the page. */
export const SellerOrdersQuery = z.object({
  status: z.enum(SELLER_STATUS_FILTERS, { error: 'The status is all or 0 to 4.' }).default('all'),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(10_000, PAGE_MESSAGE)
    .default(1),
})
export type SellerOrdersQuery = z.input<typeof SellerOrdersQuery>

/** One item of a seller's order, at the price paid for one unit. */
export const SellerOrderItem = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: ImageUrl,
  quantity: z.number().int().min(1),
  price: Rupees,
  status: z.number().int(),
})
export type SellerOrderItem = z.infer<typeof SellerOrderItem>

/** One of the seller's orders as the list shows it: where it goes (not the street), items and status. */
export const SellerOrderSummary = z.object({
  orderId: z.string(),
  status: z.number().int(),
  /** The one status the seller may move it to now, or null when delivered or cancelled. */
  nextStatus: z.number().int().nullable(),
  orderDate: Timestamp,
  expectedDeliveryDate: Timestamp,
  deliveredDate: Timestamp.nullable(),
  trackingNumber: z.string().nullable(),
  paymentMode: z.enum(PAYMENT_MODES),
  /** What the items not cancelled count for (rupees). */
  amount: Rupees,
  shipTo: z.object({ name: z.string(), localArea: z.string(), state: z.string(), pincode: z.string() }),
  items: z.array(SellerOrderItem),
})
export type SellerOrderSummary = z.infer<typeof SellerOrderSummary>

/** `GET /seller/orders`: a page of the seller's orders, newest first. */
export const SellerOrdersAnswer = z.object({
  orders: z.array(SellerOrderSummary),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})
export type SellerOrdersAnswer = z.infer<typeof SellerOrdersAnswer>

/**
 * `GET /seller/orders/{orderId}`: the order, the whole address it ships to and its history in the order
 * page's shape (placing first, then every status change).
 */
export const SellerOrderAnswer = SellerOrderSummary.extend({
  shipTo: z.object({
    name: z.string(),
    houseName: z.string(),
    landMark: z.string().nullable(),
    localArea: z.string(),
    state: z.string(),
    pincode: z.string(),
    phoneNumber: z.string(),
  }),
  history: z.array(OrderHistoryEntry),
})
export type SellerOrderAnswer = z.infer<typeof SellerOrderAnswer>

/**
 * `POST /seller/orders/{orderId}/status`: the status asked for (the server accepts only the order's next
 * one) and, to ship, the courier's tracking number (trimmed and raised to capitals before the check).
 */
export const SellerOrderStatusBody = z.object({
  status: z.number({ error: 'The status is 1, 2 or 3.' }).int('The status is 1, 2 or 3.').min(1).max(3),
  trackingNumber: text()
    .max(TRACKING_NUMBER_MAX + 20, atMostCharactersMessage(TRACKING_NUMBER_MAX))
    .transform(normalizeTrackingNumber)
    .refine(isTrackingNumber, TRACKING_NUMBER_INVALID_MESSAGE)
    .optional(),
})
export type SellerOrderStatusBody = z.input<typeof SellerOrderStatusBody>

/** The schemas of every call in `sellerAreaRoutes`, by name. */
export const sellerAreaSchemas = {
  sellerAccount: { response: SellerAccountAnswer },
  sellerOrders: { querystring: SellerOrdersQuery, response: SellerOrdersAnswer },
  sellerOrder: { params: OrderIdParams, response: SellerOrderAnswer },
  sellerOrderStatus: { params: OrderIdParams, body: SellerOrderStatusBody, response: SellerOrderAnswer },
} as const satisfies Record<keyof typeof sellerAreaRoutes, RouteSchemas>
