/**
 * Checkout's fixed texts, enums and limits: payment, coins, placing an order and the order completed
 * page. The shopper-facing wording is the specification's where it gives one; the refusals and the
 * limits are ours. The rules are in docs/product.md, "Checkout" and "Payments".
 */

/** How an order is paid, as orders store and send it. */
export const PAYMENT_MODES = ['COD', 'Pre-paid'] as const
export type PaymentMode = (typeof PAYMENT_MODES)[number]
export const CASH_ON_DELIVERY: PaymentMode = 'COD'
export const PREPAID: PaymentMode = 'Pre-paid'

/** The payment choices of the Payment Options step, with their labels. */
export const PAYMENT_METHODS = ['upi', 'cod'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  upi: 'UPI Or Other',
  cod: 'Cash on Delivery',
}
export const PAYMENT_MODE_OF_METHOD: Readonly<Record<PaymentMethod, PaymentMode>> = {
  upi: PREPAID,
  cod: CASH_ON_DELIVERY,
}

/**
 * Where a checkout stands with its money. `placed`: cash on delivery, or paid and verified. `pending_payment`:
 * an online payment not yet proven, its stock and coins held until PAYMENT_WINDOW_MINUTES have passed.
 * `released`: no payment came in time; stock and coins went back. Only placed checkouts are orders a
 * shopper or seller sees.
 */
export const CHECKOUT_STATES = ['placed', 'pending_payment', 'released'] as const
export type CheckoutState = (typeof CHECKOUT_STATES)[number]

/** Order and item status numbers, as the specification numbers them. */
export const ORDER_STATUS = {
  processing: 0,
  shipped: 1,
  outForDelivery: 2,
  delivered: 3,
  cancelled: 4,
} as const
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]
export const ORDER_STATUS_LABELS: readonly string[] = [
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
]
export const UNKNOWN_ORDER_STATUS_LABEL = 'Unknown Status'
export const orderStatusLabel = (status: number): string =>
  ORDER_STATUS_LABELS[status] ?? UNKNOWN_ORDER_STATUS_LABEL

/** Coins: what one coin is worth in paise (the specification's default 0.1 rupee). */
export const COIN_VALUE_PAISE = 10
/** Ours: the largest share of an order's total that coins may pay, in percent. */
export const COIN_REDEEM_MAX_PERCENT = 10
/** Ours: coins a new account starts with (the welcome entry of its ledger). */
export const WELCOME_COINS = 0
/** Why a coin ledger entry exists. */
export const COIN_LEDGER_REASONS = [
  'welcome',
  'redeemed',
  'refunded',
  'released',
  'earned',
  'referral',
] as const
export type CoinLedgerReason = (typeof COIN_LEDGER_REASONS)[number]

/** The gateway's currency, and the payment dialog's theme (the specification's purple). */
export const PAYMENT_CURRENCY = 'INR'
export const PAYMENT_THEME_COLOR = '#5f259f'
/** Ours: how long a pending online payment holds its stock and coins before they are released. */
export const PAYMENT_WINDOW_MINUTES = 15
/** The payment providers the server can use (`PAYMENT_PROVIDER`). */
export const PAYMENT_PROVIDERS = ['simulated', 'razorpay'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]
/** What the simulated gateway's dialog offers, as Razorpay's test mode does. */
export const SIMULATED_PAYMENT_OUTCOMES = ['success', 'failure'] as const
export type SimulatedPaymentOutcome = (typeof SIMULATED_PAYMENT_OUTCOMES)[number]
/** The checkout script Razorpay serves; loaded only when the provider is razorpay. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'

/**
 * One checkout attempt's key: the storefront makes one per attempt and sends it with place-order, so a
 * double click or a retried request answers the order the first made.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/
/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24

/** The most products one checkout holds, and the longest note per product. */
export const ORDER_LINES_MAX = 100
export const PRODUCT_NOTE_MAX = 200
export const CUSTOMER_NOTES_MAX = 500

/** Fixed texts of both checkouts (the specification's wording). */
export const SECURED_CHECKOUT_TEXT = 'Secured Checkout'
export const SECURED_TRANSACTIONS_TEXT = '256 bit Secured Transactions'
export const PLACE_ORDER_TEXT = 'Place Order'
export const PAY_NOW_TEXT = 'Pay Now'
export const PROCEED_TO_PAYMENT_TEXT = 'Proceed to Payment'
export const CHECKOUT_LOADING_TEXT = 'Loading'
export const INCL_GST_TEXT = 'Incl. GST'
export const YOU_SAVE_TEXT = 'You Save'
export const SUB_TOTAL_TEXT = 'Sub Total'
export const SHIPPING_CHARGES_TEXT = 'Shipping Charges'
export const CHECKOUT_STEP_TITLES = {
  delivery: 'Select Address',
  summary: 'Order Summary',
  payment: 'Payment Options',
} as const
export const REDEEM_COINS_TEXT = 'Redeem Thara coins'
export const ADD_NEW_ADDRESS_TEXT = 'Add New Address'

/** Outcomes of paying and placing (the specification's wording). */
export const PAYMENT_SUCCESS_MESSAGE = 'Payment Successful!'
export const PAYMENT_VERIFICATION_FAILED_MESSAGE = 'Payment verification failed!'
export const PAYMENT_VERIFY_ERROR_MESSAGE = 'Failed to verify payment. Please contact customer support.'
export const PAYMENT_INIT_FAILED_MESSAGE = 'Failed to initiate payment. Please try again.'
export const PREPAID_ORDER_FAILED_MESSAGE =
  'Error placing order. Please contact support with your payment ID.'
export const COD_ORDER_FAILED_MESSAGE = 'Error placing order. Please try again.'
export const orderPlacedMessage = (orderId: string) => `Order placed successfully! Order ID: ${orderId}`
export const SELECT_ADDRESS_MESSAGE = 'Please select a delivery address'
export const NO_AUTH_TOKEN_MESSAGE = 'No auth token found'
export const ORDER_DETAILS_FAILED_MESSAGE = 'Failed to fetch order details'
export const NO_ITEMS_IN_ORDER_MESSAGE = 'No items found in this order.'

/** Ours: refusals of placing, paying and reading orders. */
export const outOfStockAtOrderMessage = (productName: string, left: number) =>
  left <= 0
    ? `${productName} is out of stock.`
    : `Only ${left} of ${productName} ${left === 1 ? 'is' : 'are'} left in stock.`
export const orderLimitMessage = (productName: string, max: number) =>
  `You can buy at most ${max} of ${productName} in one order.`
/** An online checkout placed and waiting for its payment (its items held for PAYMENT_WINDOW_MINUTES). */
export const PAYMENT_AWAITED_MESSAGE = 'Your order is waiting for its payment.'
/** Cash on Delivery asked for a product its seller ships only prepaid. */
export const codUnavailableMessage = (productName: string) =>
  `Cash on Delivery is not available for ${productName}.`
export const ORDER_PRODUCT_UNAVAILABLE_MESSAGE = 'A product in this order is no longer available.'
export const ORDER_DUPLICATE_PRODUCT_MESSAGE = 'Each product can appear once in an order.'
export const ORDER_LINES_MESSAGE = `An order holds from 1 to ${ORDER_LINES_MAX} products.`
export const SINGLE_PRODUCT_ORDER_MESSAGE = 'This checkout buys exactly one product.'
export const NOT_IN_CART_AT_ORDER_MESSAGE = 'Your cart changed. Review it and place the order again.'
export const COINS_CHANGED_MESSAGE = 'Your coin balance changed. Review the total and place the order again.'
export const IDEMPOTENCY_KEY_MESSAGE =
  'Each checkout attempt needs an Idempotency-Key of 16 to 100 letters, digits, - or _.'
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This checkout attempt was already used for a different order. Reload the page and try again.'
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found'
export const ORDER_NOT_AWAITING_PAYMENT_MESSAGE = 'This order is not waiting for a payment.'
export const PAYMENT_WINDOW_CLOSED_MESSAGE =
  'The time to pay for this order has run out, and its items were released. Please place the order again.'
export const PAYMENT_PROVIDER_DOWN_MESSAGE =
  'The payment service is not answering. Please try again in a minute.'
export const CUSTOMER_NOTES_SAVED_MESSAGE = 'Note saved'
export const ORDERED_PRODUCT_NOT_FOUND_MESSAGE = 'This product is not in this order.'

/** Ours: the payment webhook's refusals (read by the gateway's delivery log, never by a shopper). */
export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature is missing or does not match its body.'
export const WEBHOOK_BODY_MESSAGE = 'The webhook body is not a JSON event.'
export const WEBHOOK_EVENT_ID_MESSAGE = 'The webhook event id is not valid.'
