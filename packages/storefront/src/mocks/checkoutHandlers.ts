import {
  type Answer,
  type Body,
  CASH_ON_DELIVERY,
  type CartItem,
  type CheckoutLine,
  type CheckoutState,
  COIN_REDEEM_MAX_PERCENT,
  COIN_VALUE_PAISE,
  COINS_CHANGED_MESSAGE,
  CUSTOMER_NOTES_SAVED_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  type ListingProduct,
  NOT_IN_CART_AT_ORDER_MESSAGE,
  ORDER_DUPLICATE_PRODUCT_MESSAGE,
  ORDER_LINES_MESSAGE,
  ORDER_NOT_AWAITING_PAYMENT_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_PRODUCT_UNAVAILABLE_MESSAGE,
  ORDER_STATUS,
  ORDERED_PRODUCT_NOT_FOUND_MESSAGE,
  type Order,
  orderLimitMessage,
  orderPlacedMessage,
  outOfStockAtOrderMessage,
  PAYMENT_CURRENCY,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
  PAYMENT_WINDOW_CLOSED_MESSAGE,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMode,
  type PaymentProvider,
  PREPAID,
  type RouteName,
  SELECT_ADDRESS_MESSAGE,
  SHIPPING_CHARGES_RUPEES,
  type ShipTo,
  SINGLE_PRODUCT_ORDER_MESSAGE,
  STANDARD_DELIVERY_DAYS,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { shopper } from './authFixtures.ts'
import { bodyOf, fail, findRecordedProduct, signedIn, url } from './mockSupport.ts'
import { recordings } from './recorded/index.ts'

/*
 * Checkout's mocks: the coin range, what a checkout costs, placing (with its Idempotency-Key), the simulated
 * gateway, verifying and the order summary, kept in memory as the server keeps them (docs/product.md,
 * "Checkout" and "Payments"). The cart is the cart mocks' own (cartHandlers.ts): these read it and remove
 * the ordered lines through the cart's calls, so both mocks agree on one cart as the server's one database
 * does. Amounts are worked out in paise, as on the server.
 */

/** The simulated gateway's fixed signature: verify-payment accepts it, and nothing else. */
export const MOCK_PAYMENT_SIGNATURE = 'a'.repeat(64)
/** The simulated gateway's public key, as a test key reads. */
export const MOCK_PAYMENT_KEY_ID = 'rzp_test_HaatSimulated'
/** What the test bank page says when the shopper picks Failure. */
export const MOCK_PAYMENT_FAILURE_DESCRIPTION = 'Payment failed: the bank declined this test payment.'
/** The most of a product the mocks let one order take when a recording does not say. */
const MOCK_ORDER_LIMIT = 10

const paise = (rupees: number) => Math.round(rupees * 100)
const rupees = (paiseAmount: number) => paiseAmount / 100
const timestamp = (ms: number) => ({ _seconds: Math.floor(ms / 1000), _nanoseconds: 0 })
const DAY_MS = 24 * 60 * 60 * 1000

/** Coins that may be redeemed on an order of this many paise: the balance, up to the coins' share. */
export function redeemableCoins(balance: number, totalPaise: number): number {
  const share = Math.floor((totalPaise * COIN_REDEEM_MAX_PERCENT) / 100 / COIN_VALUE_PAISE)
  return Math.max(0, Math.min(balance, share))
}

/** A product that can be ordered, with what an order needs to know of it. */
export interface OrderableProduct {
  productId: string
  name: string
  imageUrl: string
  brandId: string
  brandName: string
  sellerId: string
  storeName: string
  price: number
  offerPrice: number
  stock: number
  maxQuantity: number
  cashOnDelivery: boolean
}

/** A cart line as a product an order can take (the cart knows its seller, stock and limit). */
export const orderableOfLine = (line: CartItem): OrderableProduct => ({
  productId: line.productId,
  name: line.name,
  imageUrl: line.imageUrls[0] ?? '',
  brandId: line.brandDetails.brandId,
  brandName: line.brandDetails.brandName,
  sellerId: line.sellerDetails.sellerId,
  storeName: line.sellerDetails.storedetails.storename ?? '',
  price: line.price,
  offerPrice: line.offerPrice,
  stock: line.stock,
  maxQuantity: line.b2cMaxQty,
  cashOnDelivery: true,
})

/** A product the mocks know from a listing card of any recording. */
function recordedOrderable(productId: string): OrderableProduct | undefined {
  const listed = findRecordedProduct(
    productId,
    (fields) => 'sellingPrice' in fields && 'brand' in fields && 'sellerId' in fields,
  ) as ListingProduct | undefined
  if (!listed) return undefined
  return {
    productId,
    name: listed.name,
    imageUrl: listed.imageUrls[0] ?? '',
    brandId: listed.brandId,
    brandName: listed.brand,
    sellerId: listed.sellerId,
    storeName: '',
    price: listed.price,
    offerPrice: listed.offerPrice,
    stock: listed.stock,
    maxQuantity: MOCK_ORDER_LIMIT,
    cashOnDelivery: true,
  }
}

/** One product of a checkout with its quantity and note. */
export interface MockOrderLine {
  product: OrderableProduct
  quantity: number
  productNote?: string
}

export interface MockOrderSummaryInput {
  parentOrderId: string
  lines: readonly MockOrderLine[]
  shipTo: ShipTo
  paymentMode?: PaymentMode
  state?: CheckoutState
  creditCoins?: number
  /** When it was placed (ms); now unless said. */
  placedAt?: number
  /** Each order's status (ORDER_STATUS); Processing unless said. */
  status?: number
}

/**
 * A checkout's order summary as the server answers it: one order per seller (in the order the sellers first
 * appear), every item at its offer price, the coins' discount taken off the total, the savings on MRP.
 * Stories build theirs with it too.
 */
export function mockOrderSummary({
  parentOrderId,
  lines,
  shipTo,
  paymentMode = CASH_ON_DELIVERY,
  state = 'placed',
  creditCoins = 0,
  placedAt = Date.now(),
  status = ORDER_STATUS.processing,
}: MockOrderSummaryInput): Answer<'orderSummary'> {
  const bySeller = new Map<string, MockOrderLine[]>()
  for (const line of lines) {
    bySeller.set(line.product.sellerId, [...(bySeller.get(line.product.sellerId) ?? []), line])
  }
  let itemsPaise = 0
  let savingsPaise = 0
  const orders: Order[] = [...bySeller.entries()].map(([sellerId, sellerLines], index) => {
    const orderId = `${parentOrderId.slice(0, 14)}S${String(index + 1).padStart(5, '0')}`
    let orderPaise = 0
    const items = sellerLines.map(({ product, quantity, productNote = '' }) => {
      const linePaise = paise(product.offerPrice) * quantity
      orderPaise += linePaise
      savingsPaise += Math.max(0, paise(product.price) - paise(product.offerPrice)) * quantity
      return {
        productId: product.productId,
        productName: product.name,
        productImage: product.imageUrl,
        productPrice: rupees(linePaise),
        quantity,
        status,
        productNote,
        customerNotes: '',
        brandDetails: { brandName: product.brandName },
        sellerDetails: { storedetails: { storename: product.storeName } },
        productDetails: { price: product.price, offerPrice: product.offerPrice },
        cancel: null,
      }
    })
    itemsPaise += orderPaise
    return {
      id: orderId,
      orderId,
      parentOrderId,
      orderDate: timestamp(placedAt),
      expectedDeliveryDate: timestamp(placedAt + STANDARD_DELIVERY_DAYS * DAY_MS),
      deliveredDate: null,
      status,
      paymentMode,
      creditCoins: index === 0 ? creditCoins : 0,
      coinValue: rupees(COIN_VALUE_PAISE),
      shipTo,
      sellerDetails: { sellerId, storename: sellerLines[0]?.product.storeName ?? '' },
      product: { orderAmount: rupees(orderPaise), items },
      cancelledOrders: [],
    }
  })
  const coinPaise = creditCoins * COIN_VALUE_PAISE
  return {
    parentOrderId,
    state,
    paymentMode,
    orderDate: timestamp(placedAt),
    itemsTotal: rupees(itemsPaise),
    creditCoins,
    coinDiscount: rupees(coinPaise),
    total: rupees(itemsPaise - coinPaise),
    savings: rupees(savingsPaise),
    shipTo,
    payBy: state === 'pending_payment' ? timestamp(placedAt + PAYMENT_WINDOW_MINUTES * 60_000) : null,
    orders,
  }
}

/** The checkout summary of these lines, as the server totals it. */
function checkoutSummaryOf(lines: readonly MockOrderLine[], now: number): Answer<'checkoutSummary'> {
  const sellers: Answer<'checkoutSummary'>['sellers'] = []
  let items = 0
  let pricePaise = 0
  let offerPaise = 0
  for (const { product, quantity } of lines) {
    const mrp = Math.max(paise(product.price), paise(product.offerPrice))
    const line: CheckoutLine = {
      productId: product.productId,
      name: product.name,
      imageUrl: product.imageUrl,
      brandDetails: { brandId: product.brandId, brandName: product.brandName, brandPage: '' },
      sellerDetails: { sellerId: product.sellerId, name: '', storedetails: { storename: product.storeName } },
      quantity,
      offerPrice: product.offerPrice,
      price: product.price,
      discountPercentage: mrp > 0 ? Math.round(((mrp - paise(product.offerPrice)) * 100) / mrp) : 0,
      lineTotal: rupees(paise(product.offerPrice) * quantity),
      youSave: rupees((mrp - paise(product.offerPrice)) * quantity),
      maxQuantity: Math.max(0, Math.min(product.maxQuantity, product.stock)),
      cashOnDelivery: product.cashOnDelivery,
      expectedDeliveryDate: timestamp(now + STANDARD_DELIVERY_DAYS * DAY_MS),
    }
    const group = sellers.find((seller) => seller.sellerId === product.sellerId)
    if (group) group.lines.push(line)
    else sellers.push({ sellerId: product.sellerId, storeName: product.storeName, lines: [line] })
    items += quantity
    pricePaise += mrp * quantity
    offerPaise += paise(product.offerPrice) * quantity
  }
  return {
    sellers,
    items,
    price: rupees(pricePaise),
    discount: rupees(pricePaise - offerPaise),
    subTotal: rupees(offerPaise),
    shippingCharges: SHIPPING_CHARGES_RUPEES,
    cashOnDelivery: lines.every(({ product }) => product.cashOnDelivery),
  }
}

const shipToOf = (address: NonNullable<Body<'placeOrder'>['address']>): ShipTo => ({
  name: address.name,
  houseName: address.houseName,
  landMark: address.landMark ? address.landMark : null,
  localArea: address.localArea,
  state: address.state,
  pincode: address.pincode,
  phoneNumber: address.phoneNumber,
})

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const gatewayId = (prefix: 'order' | 'pay') =>
  `${prefix}_${Array.from({ length: 14 }, () => ALPHANUMERIC[Math.floor(Math.random() * 62)]).join('')}`

/** One checkout the mocks hold, with what confirming or paying for it needs. */
interface Checkout {
  summary: Answer<'orderSummary'>
  kind: 'cart' | 'single'
  productIds: string[]
}

export interface CheckoutMockOptions {
  /** The shopper's coin balance to start with (default: the demo shopper's). */
  coins?: number
  /** The payment provider the server says (default: the simulated gateway). */
  provider?: PaymentProvider
  /** Checkouts the shopper already has, readable by their parentOrderId (default: the recorded ones). */
  orders?: Answer<'orderSummary'>[]
}

/** The demo shopper's seeded checkouts, as recorded. */
const recordedOrders = (): Answer<'orderSummary'>[] =>
  recordings.orderSummary.flatMap((recording) =>
    recording.status === 200 ? [recording.answer as Answer<'orderSummary'>] : [],
  )

/**
 * Every checkout call. Placing follows the server's rules: a valid Idempotency-Key (the same key and request
 * answer the same order, the same key with another request 422), products of the cart in their quantities
 * (cart checkout) or exactly one (single-product), stock and order limits, coins within the redeemable range,
 * an address. Cash on delivery is placed at once and its cart lines leave; Pre-paid waits for its payment
 * (create-order, the simulated gateway, verify-payment with MOCK_PAYMENT_SIGNATURE), and its lines leave when
 * it is paid. Every call answers 401 without a bearer token.
 */
export function checkoutHandlers({
  coins: startCoins = shopper.coin,
  provider = 'simulated',
  orders: startOrders = recordedOrders(),
}: CheckoutMockOptions = {}) {
  let coins = startCoins
  let made = 0
  const checkouts = new Map<string, Checkout>(
    startOrders.map((summary) => [
      summary.parentOrderId,
      {
        summary: structuredClone(summary),
        kind: 'cart',
        productIds: summary.orders.flatMap((order) => order.product.items.map((item) => item.productId)),
      },
    ]),
  )
  /** Idempotency-Key → the request it was first sent with and the checkout it made. */
  const keys = new Map<string, { request: string; parentOrderId: string }>()
  /** Gateway order id → its checkout, and the payments made on it. */
  const gatewayOrders = new Map<string, { parentOrderId: string; payments: Set<string> }>()

  const bearer =
    (answer: (request: Request) => Promise<Response> | Response) =>
    ({ request }: { request: Request }) =>
      signedIn(request) ? answer(request) : fail(401, TOKEN_MISSING_MESSAGE)

  /** A call to the cart mocks as the same shopper (the server's one cart). */
  const cartCall = (request: Request, name: RouteName, body?: unknown) =>
    fetch(new URL(url(name), request.url), {
      method: name === 'cartProducts' ? 'GET' : 'POST',
      headers: {
        Authorization: request.headers.get('Authorization') ?? '',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
  const readCart = async (request: Request): Promise<CartItem[]> => {
    const response = await cartCall(request, 'cartProducts')
    return response.ok ? ((await response.json()) as CartItem[]) : []
  }
  const removeFromCart = async (request: Request, productIds: readonly string[]) => {
    for (const productId of productIds) await cartCall(request, 'removeFromCart', { productId })
  }

  /**
   * The server's sweep, done as a checkout is read: a checkout still waiting for its payment after payBy is
   * released and its coins go back.
   */
  const released = (checkout: Checkout): Checkout => {
    const { summary } = checkout
    if (summary.state === 'pending_payment' && summary.payBy && summary.payBy._seconds * 1000 <= Date.now()) {
      summary.state = 'released'
      coins += summary.creditCoins
    }
    return checkout
  }

  /** Marks a checkout placed (cash on delivery, or paid); its cart lines leave. */
  const confirm = async (request: Request, checkout: Checkout) => {
    checkout.summary.state = 'placed'
    checkout.summary.payBy = null
    if (checkout.kind === 'cart') await removeFromCart(request, checkout.productIds)
  }

  const place = (kind: 'cart' | 'single') =>
    bearer(async (request) => {
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return fail(400, IDEMPOTENCY_KEY_MESSAGE)
      const body = await bodyOf(request, 'placeOrder')
      const canonical = JSON.stringify({ kind, body })
      const known = keys.get(key)
      if (known) {
        if (known.request !== canonical) return fail(422, IDEMPOTENCY_KEY_REUSED_MESSAGE)
        const again = checkouts.get(known.parentOrderId)
        if (again) return HttpResponse.json(placedAnswer(released(again).summary))
      }
      if (!body.address) return fail(400, SELECT_ADDRESS_MESSAGE)
      const products = body.products ?? []
      if (products.length === 0) return fail(400, ORDER_LINES_MESSAGE)
      if (kind === 'single' && products.length !== 1) return fail(400, SINGLE_PRODUCT_ORDER_MESSAGE)
      if (new Set(products.map((product) => product.id)).size !== products.length)
        return fail(400, ORDER_DUPLICATE_PRODUCT_MESSAGE)
      const cart = await readCart(request)
      const lines: MockOrderLine[] = []
      for (const { id, quantity, productNote } of products) {
        const inCart = cart.find((line) => line.productId === id)
        if (kind === 'cart' && inCart?.quantity !== quantity) return fail(409, NOT_IN_CART_AT_ORDER_MESSAGE)
        const product = inCart ? orderableOfLine(inCart) : recordedOrderable(id)
        if (!product) return fail(409, ORDER_PRODUCT_UNAVAILABLE_MESSAGE)
        if (quantity > product.stock) return fail(409, outOfStockAtOrderMessage(product.name, product.stock))
        if (quantity > product.maxQuantity)
          return fail(409, orderLimitMessage(product.name, product.maxQuantity))
        lines.push({ product, quantity, productNote: productNote ?? '' })
      }
      const itemsPaise = lines.reduce((sum, line) => sum + paise(line.product.offerPrice) * line.quantity, 0)
      const creditCoins = body.creditCoins ?? 0
      if (creditCoins > redeemableCoins(coins, itemsPaise)) return fail(409, COINS_CHANGED_MESSAGE)
      coins -= creditCoins
      made += 1
      const parentOrderId = `MockParentOrder${String(made).padStart(5, '0')}`
      const paymentMode = body.paymentMode
      const checkout: Checkout = {
        summary: mockOrderSummary({
          parentOrderId,
          lines,
          shipTo: shipToOf(body.address),
          paymentMode,
          state: paymentMode === PREPAID ? 'pending_payment' : 'placed',
          creditCoins,
        }),
        kind,
        productIds: lines.map((line) => line.product.productId),
      }
      checkouts.set(parentOrderId, checkout)
      keys.set(key, { request: canonical, parentOrderId })
      if (paymentMode !== PREPAID) await confirm(request, checkout)
      return HttpResponse.json(placedAnswer(checkout.summary))
    })

  return [
    http.get(
      url('coinRange'),
      bearer((request) => {
        const orderTotal = Number(new URL(request.url).searchParams.get('orderTotal'))
        if (!Number.isFinite(orderTotal) || orderTotal < 0)
          return fail(400, 'An order total in rupees is required.')
        const redeemable = redeemableCoins(coins, paise(orderTotal))
        const answer: Answer<'coinRange'> = {
          success: true,
          data: {
            redeemableCoins: redeemable,
            coinValue: rupees(COIN_VALUE_PAISE),
            percentage: COIN_REDEEM_MAX_PERCENT,
            balance: coins,
            discount: rupees(redeemable * COIN_VALUE_PAISE),
          },
        }
        return HttpResponse.json(answer)
      }),
    ),
    http.get(
      url('checkoutSummary'),
      bearer(async (request) => {
        const query = new URL(request.url).searchParams
        const productId = query.get('productId')
        const cart = await readCart(request)
        if (productId) {
          const inCart = cart.find((line) => line.productId === productId)
          const product = inCart ? orderableOfLine(inCart) : recordedOrderable(productId)
          if (!product) return fail(404, ORDER_PRODUCT_UNAVAILABLE_MESSAGE)
          const quantity = Number(query.get('quantity') ?? 1)
          return HttpResponse.json(checkoutSummaryOf([{ product, quantity }], Date.now()))
        }
        // The cart's countable lines: those without a problem, as the order summary counts them.
        const lines = cart
          .filter((line) => line.problem === null)
          .map((line) => ({ product: orderableOfLine(line), quantity: line.quantity }))
        return HttpResponse.json(checkoutSummaryOf(lines, Date.now()))
      }),
    ),
    http.post(url('placeOrder'), place('cart')),
    http.post(url('singleProductPlaceOrder'), place('single')),
    http.post(
      url('createPaymentOrder'),
      bearer(async (request) => {
        const { parentOrderId } = await bodyOf(request, 'createPaymentOrder')
        const checkout = checkouts.get(parentOrderId)
        if (!checkout) return fail(404, ORDER_NOT_FOUND_MESSAGE)
        if (released(checkout).summary.state !== 'pending_payment')
          return fail(409, ORDER_NOT_AWAITING_PAYMENT_MESSAGE)
        const open = [...gatewayOrders.entries()].find(([, order]) => order.parentOrderId === parentOrderId)
        const orderId = open?.[0] ?? gatewayId('order')
        if (!open) gatewayOrders.set(orderId, { parentOrderId, payments: new Set() })
        const answer: Answer<'createPaymentOrder'> = {
          orderId,
          amount: paise(checkout.summary.total),
          currency: PAYMENT_CURRENCY,
          provider,
          keyId: MOCK_PAYMENT_KEY_ID,
          parentOrderId,
          payBy: checkout.summary.payBy ?? timestamp(Date.now() + PAYMENT_WINDOW_MINUTES * 60_000),
          prefill: { name: shopper.name, email: shopper.email, contact: checkout.summary.shipTo.phoneNumber },
        }
        return HttpResponse.json(answer)
      }),
    ),
    http.post(
      url('simulatedPayment'),
      bearer(async (request) => {
        const { razorpay_order_id, outcome } = await bodyOf(request, 'simulatedPayment')
        const order = gatewayOrders.get(razorpay_order_id)
        if (!order) return fail(404, ORDER_NOT_FOUND_MESSAGE)
        const paymentId = gatewayId('pay')
        if (outcome === 'failure') {
          const answer: Answer<'simulatedPayment'> = {
            outcome: 'failure',
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: MOCK_PAYMENT_FAILURE_DESCRIPTION,
              reason: 'payment_failed',
              metadata: { order_id: razorpay_order_id, payment_id: paymentId },
            },
          }
          return HttpResponse.json(answer)
        }
        order.payments.add(paymentId)
        const answer: Answer<'simulatedPayment'> = {
          outcome: 'success',
          razorpay_order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: MOCK_PAYMENT_SIGNATURE,
        }
        return HttpResponse.json(answer)
      }),
    ),
    http.post(
      url('verifyPayment'),
      bearer(async (request) => {
        const payment = await bodyOf(request, 'verifyPayment')
        const order = gatewayOrders.get(payment.razorpay_order_id)
        const checkout = order && checkouts.get(order.parentOrderId)
        if (
          !order ||
          !checkout ||
          payment.razorpay_signature !== MOCK_PAYMENT_SIGNATURE ||
          !order.payments.has(payment.razorpay_payment_id)
        )
          return fail(400, PAYMENT_VERIFICATION_FAILED_MESSAGE)
        // The mocks keep no stock to take again: a payment after the window closed is refused.
        if (released(checkout).summary.state === 'released') return fail(409, PAYMENT_WINDOW_CLOSED_MESSAGE)
        // A second verify of the same payment answers success again; confirming happens once.
        if (checkout.summary.state === 'pending_payment') await confirm(request, checkout)
        const answer: Answer<'verifyPayment'> = {
          status: 'success',
          success: true,
          message: orderPlacedMessage(order.parentOrderId),
          orderId: order.parentOrderId,
        }
        return HttpResponse.json(answer)
      }),
    ),
    // The gateway's webhook: the mocks' payments are all confirmed by verify-payment, so it changes nothing.
    http.post(url('razorpayWebhook'), () =>
      HttpResponse.json({ status: 'ignored' } satisfies Answer<'razorpayWebhook'>),
    ),
    http.get(url('orderSummary'), ({ request, params }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const checkout = checkouts.get(String(params.parentOrderId))
      if (!checkout) return fail(404, ORDER_NOT_FOUND_MESSAGE)
      return HttpResponse.json(released(checkout).summary satisfies Answer<'orderSummary'>)
    }),
    http.patch(
      url('updateCustomerNotes'),
      bearer(async (request) => {
        const { orderId, orderedProductId, customerNotes } = await bodyOf(request, 'updateCustomerNotes')
        const order = [...checkouts.values()]
          .filter((checkout) => checkout.summary.state === 'placed')
          .flatMap((checkout) => checkout.summary.orders)
          .find((candidate) => candidate.orderId === orderId)
        if (!order) return fail(404, ORDER_NOT_FOUND_MESSAGE)
        const item = order.product.items.find((candidate) => candidate.productId === orderedProductId)
        if (!item) return fail(404, ORDERED_PRODUCT_NOT_FOUND_MESSAGE)
        item.customerNotes = customerNotes.trim()
        return HttpResponse.json({
          message: CUSTOMER_NOTES_SAVED_MESSAGE,
        } satisfies Answer<'updateCustomerNotes'>)
      }),
    ),
  ]

  function placedAnswer(summary: Answer<'orderSummary'>): Answer<'placeOrder'> {
    return {
      message: summary.state === 'placed' ? orderPlacedMessage(summary.parentOrderId) : '',
      orderId: summary.parentOrderId,
      state: summary.state,
      paymentMode: summary.paymentMode,
      itemsTotal: summary.itemsTotal,
      coinDiscount: summary.coinDiscount,
      total: summary.total,
      payBy: summary.payBy,
    }
  }
}
