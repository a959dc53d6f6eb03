import { routeTable } from '../route.ts'

/**
 * Checkout: coins, placing an order, paying for it and the order completed page. Every call works on the
 * session's own cart, coins and orders; another shopper's order answers 404 as an unknown one does (see
 * docs/product.md, "Checkout" and "Payments").
 */
export const checkoutRoutes = routeTable({
  /** The coins the shopper may redeem on an order of `orderTotal` rupees, from their coin ledger. */
  coinRange: { method: 'GET', path: '/get-coin-range', auth: 'bearer' },
  /**
   * Ours: what a checkout would cost, computed by the server: the cart's countable lines, or one product
   * (`productId`, `quantity`) for the single-product checkout.
   */
  checkoutSummary: { method: 'GET', path: '/get-checkout-summary', auth: 'bearer' },
  /** Places the cart's checkout (needs an Idempotency-Key header). */
  placeOrder: { method: 'POST', path: '/place-order', auth: 'bearer' },
  /** Places the single-product checkout (needs an Idempotency-Key header). */
  singleProductPlaceOrder: { method: 'POST', path: '/single-product-place-order', auth: 'bearer' },
  /** Opens a gateway order for a checkout waiting for its online payment; the amount is the server's. */
  createPaymentOrder: { method: 'POST', path: '/create-order', auth: 'bearer' },
  /** Checks a payment's signature and, when it is valid, confirms the checkout it pays. */
  verifyPayment: { method: 'POST', path: '/verify-payment', auth: 'bearer' },
  /** The gateway's events (payment captured or failed), signed over the raw body; each applied once. */
  razorpayWebhook: { method: 'POST', path: '/razorpay-webhook' },
  /**
   * Ours, only with the simulated provider: the test-mode gateway's side of the payment dialog. It pays
   * or fails a gateway order and answers what Razorpay Checkout hands the page.
   */
  simulatedPayment: { method: 'POST', path: '/simulated-gateway/pay', auth: 'bearer' },
  /** A checkout's orders (one per seller) with their items, for its owner only. */
  orderSummary: { method: 'GET', path: '/get-order-summery/:parentOrderId', auth: 'bearer' },
  /** Sets the shopper's note on one ordered product. */
  updateCustomerNotes: { method: 'PATCH', path: '/update-customer-notes', auth: 'bearer' },
})
