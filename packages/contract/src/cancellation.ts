import { z } from 'zod'
import { ImageUrl, Rupees } from './common.ts'
import {
  CANCEL_PRODUCTS_MAX,
  CANCEL_PRODUCTS_MAX_MESSAGE,
  CANCELLATION_REASONS,
  DEFAULT_REFUND_METHOD,
  DUPLICATE_CANCEL_ITEM_MESSAGE,
  REFUND_METHODS,
  SELECT_CANCELLATION_REASON_MESSAGE,
  SELECT_ITEMS_TO_CANCEL_MESSAGE,
} from './core/cancellation.ts'
import { PAYMENT_MODES } from './core/checkout.ts'
import type { cancellationRoutes } from './core/routes/cancellation.ts'
import { productId } from './fields.ts'
import { OrderIdParams } from './orders.ts'
import type { RouteSchemas } from './routes.ts'

/*
 * Cancelling items of an order and the refund it makes (docs/product.md, "Cancellation"). The request
 * names only what the shopper chose (which items, why, where the money goes); every amount in the answer
 * is the server's, computed in paise and sent as rupees.
 */

/** One item of the order as the cancellation page lists it. */
export const CancellationItem = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: ImageUrl,
  quantity: z.number().int().min(1),
  /** What one unit cost when the order was placed. */
  price: Rupees,
  status: z.number().int(),
  /** Cancelled already: shown, but not offered again. */
  cancelled: z.boolean(),
})
export type CancellationItem = z.infer<typeof CancellationItem>

/** `GET /order-cancellation/{orderId}`: the order's items and where a refund may go. */
export const OrderCancellationAnswer = z.object({
  orderId: z.string(),
  status: z.number().int(),
  /** Whether the order may still be cancelled (status at most CANCELLABLE_MAX_STATUS). */
  cancellable: z.boolean(),
  paymentMode: z.enum(PAYMENT_MODES),
  /**
   * The methods a refund may take: none for cash on delivery (nothing was paid), the wallet and the
   * original payment for a prepaid order the gateway can refund, the wallet alone otherwise.
   */
  refundMethods: z.array(z.enum(REFUND_METHODS)),
  items: z.array(CancellationItem),
})
export type OrderCancellationAnswer = z.infer<typeof OrderCancellationAnswer>

/** `POST /cancel-order`: which of the order's products to cancel, why, and where the refund goes. */
export const CancelOrderBody = z.object({
  orderId: OrderIdParams.shape.orderId,
  productIds: z
    .array(productId(), { error: SELECT_ITEMS_TO_CANCEL_MESSAGE })
    .min(1, SELECT_ITEMS_TO_CANCEL_MESSAGE)
    .max(CANCEL_PRODUCTS_MAX, CANCEL_PRODUCTS_MAX_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, DUPLICATE_CANCEL_ITEM_MESSAGE),
  cancellationReason: z.enum(CANCELLATION_REASONS, { error: SELECT_CANCELLATION_REASON_MESSAGE }),
  refundMethod: z
    .enum(REFUND_METHODS, { error: 'The refund method is original or wallet.' })
    .default(DEFAULT_REFUND_METHOD),
})
export type CancelOrderBody = z.input<typeof CancelOrderBody>

/** What one cancellation gave back. */
export const CancellationRefund = z.object({
  /** Money back in rupees (0 for cash on delivery). */
  amount: Rupees,
  /** Coins back: the cancelled items' share of the coins the checkout redeemed. */
  coins: z.number().int().nonnegative(),
  method: z.enum(REFUND_METHODS),
  /** The gateway's refund id when the money went back to the original payment. */
  refundId: z.string().nullable(),
})
export type CancellationRefund = z.infer<typeof CancellationRefund>

export const CancelOrderAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  refund: CancellationRefund,
  /** The order's status after the cancellation: 4 once every item is cancelled. */
  status: z.number().int(),
})
export type CancelOrderAnswer = z.infer<typeof CancelOrderAnswer>

/** The schemas of every call in `cancellationRoutes`, by name. */
export const cancellationSchemas = {
  orderCancellation: { params: OrderIdParams, response: OrderCancellationAnswer },
  cancelOrder: { body: CancelOrderBody, response: CancelOrderAnswer },
} as const satisfies Record<keyof typeof cancellationRoutes, RouteSchemas>
