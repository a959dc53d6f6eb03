import type { Address, CheckoutLine, CheckoutSummary, CoinInfo, PlaceOrderBody } from '@haat/contract'
import {
  codUnavailableMessage,
  PAY_NOW_TEXT,
  type PaymentMethod,
  PLACE_ORDER_TEXT,
  PROCEED_TO_PAYMENT_TEXT,
} from '@haat/contract/core'
import type { CheckoutRequest } from '../../shared/checkout/useCheckoutPayment.ts'

/*
 * What both checkouts show and send, worked out from the server's answers (docs/product.md, "Checkout").
 * No amount is computed here that the server does not also say: the page shows the summary's sub total and
 * the coin range's discount, and the server prices the order again when it is placed.
 */

/** The steps of a checkout, in order. */
export type CheckoutStepName = 'address' | 'summary' | 'payment'

/**
 * What the summary card's button does now. With no address chosen it still reads Proceed to Payment, and a
 * click says an address is needed (and opens the address step); with an address but no payment choice it
 * opens Payment Options; then it places the order: Place Order for cash on delivery, Pay Now for online.
 */
export type CheckoutAction =
  | { label: string; does: 'selectAddress' }
  | { label: string; does: 'choosePayment' }
  | { label: string; does: 'place'; method: PaymentMethod }

export function checkoutAction(addressChosen: boolean, method: PaymentMethod | null): CheckoutAction {
  if (!addressChosen) return { label: PROCEED_TO_PAYMENT_TEXT, does: 'selectAddress' }
  if (method === null) return { label: PROCEED_TO_PAYMENT_TEXT, does: 'choosePayment' }
  return { label: method === 'cod' ? PLACE_ORDER_TEXT : PAY_NOW_TEXT, does: 'place', method }
}

/** The address chosen when the page opens: the default (the server lists it first), or none. */
export function initialAddressIndex(addresses: readonly Pick<Address, 'primaryAddress'>[]): number | null {
  if (addresses.length === 0) return null
  const primary = addresses.findIndex((address) => address.primaryAddress)
  return primary === -1 ? 0 : primary
}

/**
 * The chosen index once the list changed (an address added, edited or deleted): kept while it still names
 * an address, else the default again.
 */
export function keptAddressIndex(
  chosen: number | null,
  addresses: readonly Pick<Address, 'primaryAddress'>[],
): number | null {
  if (chosen !== null && chosen < addresses.length) return chosen
  return initialAddressIndex(addresses)
}

/** The step open first: the order summary when an address is already chosen, else the address step. */
export const firstStep = (addressChosen: boolean): CheckoutStepName => (addressChosen ? 'summary' : 'address')

/** The chosen address in one line, as a collapsed address step shows it. */
export const addressLine = (address: Pick<Address, 'houseName' | 'localArea' | 'state' | 'pincode'>) =>
  `${address.houseName}, ${address.localArea}, ${address.state} – ${address.pincode}`

/** The names of several products as one phrase: "A", "A and B", "A, B and C". */
const namesPhrase = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/** Why Cash on Delivery cannot be chosen, or null when every line may be paid on delivery. */
export function codUnavailableReason(summary: CheckoutSummary | undefined): string | null {
  if (!summary || summary.cashOnDelivery) return null
  const names = summaryLines(summary)
    .filter((line) => !line.cashOnDelivery)
    .map((line) => line.name)
  return codUnavailableMessage(names.length > 0 ? namesPhrase(names) : 'this order')
}

/** Every line of the summary, seller after seller. */
export const summaryLines = (summary: CheckoutSummary): CheckoutLine[] =>
  summary.sellers.flatMap((seller) => seller.lines)

/** The summary card's figures: the server's sub total, less the coins' discount when they are redeemed. */
export interface CheckoutTotals {
  items: number
  subTotal: number
  coinDiscount: number
  total: number
  /** Coins the order request redeems. */
  creditCoins: number
}

export function checkoutTotals(
  summary: Pick<CheckoutSummary, 'items' | 'subTotal'>,
  coins: Pick<CoinInfo, 'redeemableCoins' | 'discount'> | undefined,
  redeem: boolean,
): CheckoutTotals {
  const redeeming = redeem && coins !== undefined && coins.redeemableCoins > 0
  const coinDiscount = redeeming ? coins.discount : 0
  return {
    items: summary.items,
    subTotal: summary.subTotal,
    coinDiscount,
    // In paise, so the card never shows a float's tail (₹1,299.10 − ₹12.90).
    total: Math.max(0, Math.round(summary.subTotal * 100) - Math.round(coinDiscount * 100)) / 100,
    creditCoins: redeeming ? coins.redeemableCoins : 0,
  }
}

/** The address as the order request carries it: the saved one, field for field. */
export const addressInputOf = (address: Address): NonNullable<PlaceOrderBody['address']> => ({
  name: address.name,
  phoneNumber: address.phoneNumber,
  alternativePhoneNumber: address.alternativePhoneNumber,
  typeOfAddress: address.typeOfAddress,
  primaryAddress: address.primaryAddress,
  houseName: address.houseName,
  localArea: address.localArea,
  landMark: address.landMark,
  pincode: address.pincode,
  state: address.state,
  country: address.country,
  location: address.location,
})

/** Delivery notes by product id, as the shopper typed them in the Add a note dialog. */
export type ProductNotes = Readonly<Record<string, string>>

/** The order request's products: each line of the summary with its quantity and its note. */
export const orderProducts = (summary: CheckoutSummary, notes: ProductNotes) =>
  summaryLines(summary).map((line) => ({
    id: line.productId,
    quantity: line.quantity,
    productNote: notes[line.productId]?.trim() ?? '',
  }))

/**
 * The order request both checkouts send, with the payment choice the hook turns into its payment mode. The
 * amounts in it (totalPrice, coinValue) are the specification's shape only: the server prices the order.
 */
export function placeRequest(input: {
  summary: CheckoutSummary
  notes: ProductNotes
  address: Address
  method: PaymentMethod
  totals: CheckoutTotals
  coinValue: number | undefined
}): CheckoutRequest {
  return {
    method: input.method,
    cod: input.method === 'cod',
    products: orderProducts(input.summary, input.notes),
    totalPrice: input.totals.total,
    address: addressInputOf(input.address),
    creditCoins: input.totals.creditCoins,
    ...(input.coinValue === undefined ? {} : { coinValue: input.coinValue }),
  }
}

/** The last order request placed: what the shopper chose, what was sent, and whether it awaits payment. */
export interface PlacedAttempt {
  choice: string
  sent: CheckoutRequest
  awaitingPayment: boolean
}

/**
 * What to send when the shopper presses Pay Now again. An online order waiting for its payment holds its
 * coins, so the coin range read after it offers fewer and the request would differ (and place a second
 * order). While the shopper's own choices (products and quantities, notes, address, payment, redeeming)
 * are unchanged, the request that made the waiting order is sent again, with its Idempotency-Key the server
 * answers that same order. Any changed choice, or a last attempt that made no order, sends the new request.
 */
export function nextAttempt(
  last: PlacedAttempt | null,
  request: CheckoutRequest,
  redeem: boolean,
): PlacedAttempt {
  const choice = JSON.stringify([request.method, request.products, request.address, redeem])
  if (last?.awaitingPayment && last.choice === choice) return last
  return { choice, sent: request, awaitingPayment: false }
}

/** The single-product checkout's quantity kept within 1 and the most the server says may be bought. */
export const clampQuantity = (quantity: number, maxQuantity: number | undefined) =>
  Math.max(1, maxQuantity === undefined ? quantity : Math.min(quantity, Math.max(1, maxQuantity)))

/** Why + stops on the single-product checkout's stepper. */
export const quantityLimitHint = (maxQuantity: number) =>
  maxQuantity <= 0 ? undefined : `Max ${maxQuantity} for this order`
