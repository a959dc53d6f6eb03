import { z } from 'zod'
import { AddressInput } from './addresses.ts'
import { CartBrandDetails, CartSellerDetails } from './cart.ts'
import { ImageUrl, Rupees, Timestamp, text } from './common.ts'
import { CART_QUANTITY_MESSAGE, SHIPPING_CHARGES_RUPEES } from './core/cart.ts'
import {
  CHECKOUT_STATES,
  CUSTOMER_NOTES_MAX,
  ORDER_LINES_MAX,
  ORDER_LINES_MESSAGE,
  PAYMENT_CURRENCY,
  PAYMENT_MODES,
  PAYMENT_PROVIDERS,
  PRODUCT_NOTE_MAX,
  SELECT_ADDRESS_MESSAGE,
  SIMULATED_PAYMENT_OUTCOMES,
  SINGLE_PRODUCT_ORDER_MESSAGE,
} from './core/checkout.ts'
import { atMostCharactersMessage } from './core/text.ts'
import { productId, quantity } from './fields.ts'

/*
 * Checkout's requests and answers. Every amount in an answer is the server's, computed in paise from the
 * database and sent as rupees; the amounts a request carries (totalPrice, coinValue, a payment amount)
 * are accepted for the specification's shape and never used. Rules in docs/product.md, "Checkout".
 */

/** An id the server made (a parent order, an order): letters and digits. */
const documentId = (what: string) =>
  text({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(64, atMostCharactersMessage(64))
/** A query-string amount in rupees. */
const rupeesQuery = z.coerce
  .number({ error: 'An order total in rupees is required.' })
  .min(0, 'An order total is 0 or more.')
  .max(10_000_000, 'An order total is at most ₹1,00,00,000.')

// --- Coins ---

/** `GET /get-coin-range?orderTotal=`: the total in rupees the coins would reduce. */
export const CoinRangeQuery = z.object({ orderTotal: rupeesQuery })
export type CoinRangeQuery = z.infer<typeof CoinRangeQuery>

/** What the shopper may redeem: the specification's three fields, and ours. */
export const CoinInfo = z.object({
  /** Coins that may be redeemed on this total: the lower of the balance and the share coins may pay. */
  redeemableCoins: z.number().int().nonnegative(),
  /** Rupees per coin. */
  coinValue: z.number().positive(),
  /** The largest share of a total coins may pay, in percent. */
  percentage: z.number().min(0).max(100),
  /** Ours: the shopper's balance, and what redeeming takes off (redeemableCoins × coinValue). */
  balance: z.number().int().nonnegative(),
  discount: Rupees,
})
export type CoinInfo = z.infer<typeof CoinInfo>
export const CoinRangeAnswer = z.object({ success: z.literal(true), data: CoinInfo })
export type CoinRangeAnswer = z.infer<typeof CoinRangeAnswer>

// --- What a checkout costs ---

/** `GET /get-checkout-summary`: no product for the cart's checkout, or one product and its quantity. */
export const CheckoutSummaryQuery = z.object({
  productId: productId().optional(),
  quantity: z.coerce.number({ error: CART_QUANTITY_MESSAGE }).pipe(quantity()).optional(),
})
export type CheckoutSummaryQuery = z.infer<typeof CheckoutSummaryQuery>

/** One product of a checkout as the order summary step shows it. */
export const CheckoutLine = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: ImageUrl,
  brandDetails: CartBrandDetails,
  sellerDetails: CartSellerDetails,
  quantity: z.number().int().min(1),
  /** The price one unit sells for now, and its MRP. */
  offerPrice: Rupees,
  price: Rupees,
  discountPercentage: z.number().int().min(0).max(100),
  /** offerPrice × quantity, and (price − offerPrice) × quantity. */
  lineTotal: Rupees,
  youSave: Rupees,
  /** The most this checkout may take of the product now: its order limit and its stock, the lower. */
  maxQuantity: z.number().int().nonnegative(),
  cashOnDelivery: z.boolean(),
  /** The expected delivery date if ordered now. */
  expectedDeliveryDate: Timestamp,
})
export type CheckoutLine = z.infer<typeof CheckoutLine>

/** The lines of one seller: a checkout makes one order per seller. */
export const CheckoutSellerGroup = z.object({
  sellerId: z.string(),
  storeName: z.string(),
  lines: z.array(CheckoutLine),
})

export const CheckoutSummary = z.object({
  sellers: z.array(CheckoutSellerGroup),
  /** Units in the checkout. */
  items: z.number().int().nonnegative(),
  /** Sum of the lines at MRP, the discount from it, and the sub total (sum of the line totals). */
  price: Rupees,
  discount: Rupees,
  subTotal: Rupees,
  shippingCharges: z.literal(SHIPPING_CHARGES_RUPEES),
  /** Whether every line may be paid on delivery. */
  cashOnDelivery: z.boolean(),
})
export type CheckoutSummary = z.infer<typeof CheckoutSummary>

// --- Placing ---

/** One product of an order request. */
export const OrderRequestProduct = z.object({
  id: productId(),
  quantity: quantity(),
  productNote: text()
    .trim()
    .max(PRODUCT_NOTE_MAX, atMostCharactersMessage(PRODUCT_NOTE_MAX))
    .nullish()
    .transform((value) => value ?? ''),
})
export type OrderRequestProduct = z.input<typeof OrderRequestProduct>

/**
 * `POST /place-order` and `POST /single-product-place-order`: the specification's order request. The
 * server reads the products, their quantities and notes, the address, the payment mode and how many coins
 * to redeem; it ignores totalPrice, coinValue and cod (the mode says it) and computes every amount itself.
 */
export const PlaceOrderBody = z.object({
  paymentMode: z.enum(PAYMENT_MODES, { error: 'The payment mode is COD or Pre-paid.' }),
  cod: z.boolean().optional(),
  products: z
    .array(OrderRequestProduct, { error: ORDER_LINES_MESSAGE })
    .min(1, ORDER_LINES_MESSAGE)
    .max(ORDER_LINES_MAX, ORDER_LINES_MESSAGE),
  totalPrice: z.number().optional(),
  address: AddressInput.nullish().refine((value) => value != null, SELECT_ADDRESS_MESSAGE),
  creditCoins: z
    .number({ error: 'Coins to redeem are a whole number.' })
    .int('Coins to redeem are a whole number.')
    .min(0, 'Coins to redeem are 0 or more.')
    .max(100_000_000, 'Too many coins.')
    .default(0),
  coinValue: z.number().optional(),
  paymentId: text().max(100).nullish(),
})
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>

export const SingleProductPlaceOrderBody = PlaceOrderBody.extend({
  products: z.array(OrderRequestProduct).length(1, SINGLE_PRODUCT_ORDER_MESSAGE),
})
export type SingleProductPlaceOrderBody = z.input<typeof SingleProductPlaceOrderBody>

/**
 * A placed checkout. Cash on delivery is `placed` at once; an online payment is `pending_payment` until
 * its payment is verified (create-order, the dialog, verify-payment), and `payBy` says until when its items
 * are held.
 */
export const PlaceOrderAnswer = z.object({
  message: z.string(),
  /** The parent order's id: the completed page's and the payment's. */
  orderId: z.string(),
  state: z.enum(CHECKOUT_STATES),
  paymentMode: z.enum(PAYMENT_MODES),
  itemsTotal: Rupees,
  coinDiscount: Rupees,
  total: Rupees,
  payBy: Timestamp.nullable(),
})
export type PlaceOrderAnswer = z.infer<typeof PlaceOrderAnswer>

// --- Paying ---

/** `POST /create-order`: the checkout to pay. The amount (the specification's fixed 1) is ignored. */
export const CreatePaymentOrderBody = z.object({
  parentOrderId: documentId('An order id'),
  amount: z.number().optional(),
})
export type CreatePaymentOrderBody = z.input<typeof CreatePaymentOrderBody>

/** What the page needs to open the gateway's dialog. `amount` is in paise, as the gateway counts. */
export const PaymentOrderAnswer = z.object({
  orderId: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal(PAYMENT_CURRENCY),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The gateway's public key id (the simulated gateway's is a fixed test key). */
  keyId: z.string(),
  parentOrderId: z.string(),
  /** Until when the order waits for its payment; the dialog closes itself then. */
  payBy: Timestamp,
  prefill: z.object({ name: z.string(), email: z.string().nullable(), contact: z.string().nullable() }),
})
export type PaymentOrderAnswer = z.infer<typeof PaymentOrderAnswer>

const gatewayId = (prefix: string, what: string) =>
  text({ error: `${what} is required.` })
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `${what} is not valid.`)

/** What the gateway's dialog hands the page after a payment, as Razorpay Checkout names it. */
export const VerifyPaymentBody = z.object({
  razorpay_order_id: gatewayId('order', 'A payment order id'),
  razorpay_payment_id: gatewayId('pay', 'A payment id'),
  razorpay_signature: text({ error: 'A payment signature is required.' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'A payment signature is 64 hexadecimal digits.'),
})
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>

/** A verified payment: `status` is `success` only then (a refusal answers 400 with a message). */
export const VerifyPaymentAnswer = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  message: z.string(),
  /** The parent order the payment confirmed. */
  orderId: z.string(),
})
export type VerifyPaymentAnswer = z.infer<typeof VerifyPaymentAnswer>

/** `POST /simulated-gateway/pay`: pay or fail a gateway order, as the test mode's bank page does. */
export const SimulatedPaymentBody = z.object({
  razorpay_order_id: gatewayId('order', 'A payment order id'),
  outcome: z.enum(SIMULATED_PAYMENT_OUTCOMES),
  method: z.enum(['upi', 'card', 'netbanking']).default('upi'),
})
export type SimulatedPaymentBody = z.input<typeof SimulatedPaymentBody>

/** Razorpay Checkout's handler arguments on success, or its failure event's error. */
export const SimulatedPaymentAnswer = z.union([
  z.object({
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({
      code: z.string(),
      description: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
])
export type SimulatedPaymentAnswer = z.infer<typeof SimulatedPaymentAnswer>

export const WebhookAnswer = z.object({ status: z.enum(['applied', 'ignored', 'duplicate']) })
export type WebhookAnswer = z.infer<typeof WebhookAnswer>

// --- Orders ---

/** Where an order goes: the address it was placed with. */
export const ShipTo = z.object({
  name: z.string(),
  houseName: z.string(),
  landMark: z.string().nullable(),
  localArea: z.string(),
  state: z.string(),
  pincode: z.string(),
  phoneNumber: z.string(),
})
export type ShipTo = z.infer<typeof ShipTo>

/** One product of an order, at the price paid. `productPrice` is what the line cost (unit × quantity). */
export const OrderItem = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: ImageUrl,
  productPrice: Rupees,
  quantity: z.number().int().min(1),
  status: z.number().int(),
  productNote: z.string(),
  customerNotes: z.string(),
  brandDetails: z.object({ brandName: z.string() }),
  sellerDetails: z.object({ storedetails: z.object({ storename: z.string() }) }),
  /** One unit's MRP and price paid: the savings per unit are price − offerPrice. */
  productDetails: z.object({ price: Rupees, offerPrice: Rupees }),
  cancel: z.object({ cancellationDate: Timestamp, cancellationReason: z.string() }).nullable(),
})
export type OrderItem = z.infer<typeof OrderItem>

/** One seller's part of a checkout, in the specification's shape. */
export const Order = z.object({
  id: z.string(),
  orderId: z.string(),
  parentOrderId: z.string(),
  orderDate: Timestamp,
  expectedDeliveryDate: Timestamp,
  deliveredDate: Timestamp.nullable(),
  status: z.number().int(),
  paymentMode: z.enum(PAYMENT_MODES),
  creditCoins: z.number().int().nonnegative(),
  coinValue: z.number().positive(),
  shipTo: ShipTo,
  sellerDetails: z.object({ sellerId: z.string(), storename: z.string() }),
  product: z.object({ orderAmount: Rupees, items: z.array(OrderItem) }),
  cancelledOrders: z.array(z.string()),
})
export type Order = z.infer<typeof Order>

export const ParentOrderParams = z.object({ parentOrderId: documentId('An order id') })

/** `GET /get-order-summery/{parentOrderId}`: the checkout and its orders; totals are the server's. */
export const OrderSummaryAnswer = z.object({
  parentOrderId: z.string(),
  state: z.enum(CHECKOUT_STATES),
  paymentMode: z.enum(PAYMENT_MODES),
  orderDate: Timestamp,
  /** Sum of the items' productPrice, the coins' discount, and what was (or is to be) paid. */
  itemsTotal: Rupees,
  creditCoins: z.number().int().nonnegative(),
  coinDiscount: Rupees,
  total: Rupees,
  /** What the shopper saved on MRP: the sum of (price − offerPrice) × quantity. */
  savings: Rupees,
  shipTo: ShipTo,
  payBy: Timestamp.nullable(),
  orders: z.array(Order),
})
export type OrderSummaryAnswer = z.infer<typeof OrderSummaryAnswer>

/** `PATCH /update-customer-notes`: the shopper's note on one product of their order. */
export const UpdateCustomerNotesBody = z.object({
  orderId: documentId('An order id'),
  orderedProductId: productId(),
  customerNotes: text().trim().max(CUSTOMER_NOTES_MAX, atMostCharactersMessage(CUSTOMER_NOTES_MAX)),
})
export type UpdateCustomerNotesBody = z.infer<typeof UpdateCustomerNotesBody>
