import type { Address, CheckoutLine, CheckoutSummary } from '@haat/contract'
import { PAY_NOW_TEXT, PLACE_ORDER_TEXT, PROCEED_TO_PAYMENT_TEXT } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import {
  addressLine,
  checkoutAction,
  checkoutTotals,
  clampQuantity,
  codUnavailableReason,
  firstStep,
  initialAddressIndex,
  keptAddressIndex,
  nextAttempt,
  orderProducts,
  placeRequest,
} from './checkoutView.ts'

const address = (change: Partial<Address> = {}): Address => ({
  name: 'Asha Rao',
  phoneNumber: '9876543210',
  alternativePhoneNumber: null,
  typeOfAddress: 'Home',
  primaryAddress: false,
  houseName: '12 Lake View',
  localArea: 'Indiranagar',
  landMark: null,
  pincode: '560038',
  state: 'Karnataka',
  country: 'India',
  location: null,
  ...change,
})

const line = (change: Partial<CheckoutLine>): CheckoutLine => ({
  productId: 'p-1',
  name: 'Headphones',
  imageUrl: 'https://example.com/h.jpg',
  brandDetails: { brandId: 'b-1', brandName: 'boAt', brandPage: 'b-1' },
  sellerDetails: { sellerId: 's-1', name: 'Ravi', storedetails: { storename: 'Sound Bazaar' } },
  quantity: 2,
  offerPrice: 1299,
  price: 3990,
  discountPercentage: 67,
  lineTotal: 2598,
  youSave: 5382,
  maxQuantity: 5,
  cashOnDelivery: true,
  expectedDeliveryDate: { _seconds: 1_800_000_000, _nanoseconds: 0 },
  ...change,
})

const summary = (lines: CheckoutLine[], change: Partial<CheckoutSummary> = {}): CheckoutSummary => ({
  sellers: [{ sellerId: 's-1', storeName: 'Sound Bazaar', lines }],
  items: lines.reduce((sum, one) => sum + one.quantity, 0),
  price: 0,
  discount: 0,
  subTotal: lines.reduce((sum, one) => sum + one.lineTotal, 0),
  shippingCharges: 40,
  cashOnDelivery: lines.every((one) => one.cashOnDelivery),
  ...change,
})

describe("the summary card's button", () => {
  it('asks for an address first, then for a payment choice, both as Proceed to Payment', () => {
    expect(checkoutAction(false, null)).toEqual({ label: PROCEED_TO_PAYMENT_TEXT, does: 'selectAddress' })
    expect(checkoutAction(false, 'cod')).toEqual({ label: PROCEED_TO_PAYMENT_TEXT, does: 'selectAddress' })
    expect(checkoutAction(true, null)).toEqual({ label: PROCEED_TO_PAYMENT_TEXT, does: 'choosePayment' })
  })
  it('places the order: Place Order for cash on delivery, Pay Now for online', () => {
    expect(checkoutAction(true, 'cod')).toEqual({ label: PLACE_ORDER_TEXT, does: 'place', method: 'cod' })
    expect(checkoutAction(true, 'upi')).toEqual({ label: PAY_NOW_TEXT, does: 'place', method: 'upi' })
  })
})

describe('the chosen address', () => {
  it('starts at the default, or the first, or none', () => {
    expect(initialAddressIndex([])).toBeNull()
    expect(initialAddressIndex([address(), address({ primaryAddress: true })])).toBe(1)
    expect(initialAddressIndex([address(), address()])).toBe(0)
  })
  it('stays while it still names an address, else goes back to the default', () => {
    const two = [address({ primaryAddress: true }), address()]
    expect(keptAddressIndex(1, two)).toBe(1)
    expect(keptAddressIndex(2, two)).toBe(0)
    expect(keptAddressIndex(null, two)).toBe(0)
    expect(keptAddressIndex(0, [])).toBeNull()
  })
  it('opens the order summary first when one is chosen', () => {
    expect(firstStep(true)).toBe('summary')
    expect(firstStep(false)).toBe('address')
  })
  it('reads as house, area, state and pincode', () => {
    expect(addressLine(address())).toBe('12 Lake View, Indiranagar, Karnataka – 560038')
  })
})

describe('cash on delivery', () => {
  it('is offered when every line allows it', () => {
    expect(codUnavailableReason(summary([line({})]))).toBeNull()
    expect(codUnavailableReason(undefined)).toBeNull()
  })
  it('names the product that does not allow it', () => {
    const reason = codUnavailableReason(
      summary([line({}), line({ productId: 'p-2', name: 'Television', cashOnDelivery: false })]),
    )
    expect(reason).toBe('Cash on Delivery is not available for Television.')
  })
  it('names every product that does not', () => {
    const reason = codUnavailableReason(
      summary([
        line({ cashOnDelivery: false }),
        line({ productId: 'p-2', name: 'Television', cashOnDelivery: false }),
        line({ productId: 'p-3', name: 'Fridge', cashOnDelivery: false }),
      ]),
    )
    expect(reason).toBe('Cash on Delivery is not available for Headphones, Television and Fridge.')
  })
})

describe('the totals', () => {
  const coins = { redeemableCoins: 129, discount: 12.9 }
  it("are the server's sub total while coins are not redeemed", () => {
    expect(checkoutTotals({ items: 2, subTotal: 2598 }, coins, false)).toEqual({
      items: 2,
      subTotal: 2598,
      coinDiscount: 0,
      total: 2598,
      creditCoins: 0,
    })
  })
  it("take off the coin range's discount and redeem every redeemable coin when checked", () => {
    expect(checkoutTotals({ items: 1, subTotal: 1299.1 }, coins, true)).toEqual({
      items: 1,
      subTotal: 1299.1,
      coinDiscount: 12.9,
      total: 1286.2,
      creditCoins: 129,
    })
  })
  it('redeem nothing when no coin may be redeemed or the range is not known yet', () => {
    expect(
      checkoutTotals({ items: 1, subTotal: 100 }, { redeemableCoins: 0, discount: 0 }, true).creditCoins,
    ).toBe(0)
    expect(checkoutTotals({ items: 1, subTotal: 100 }, undefined, true).total).toBe(100)
  })
})

describe('the order request', () => {
  const two = summary([line({}), line({ productId: 'p-2', quantity: 1, lineTotal: 500 })])
  it("sends each line's id, quantity and trimmed note", () => {
    expect(orderProducts(two, { 'p-2': '  Leave at the gate ' })).toEqual([
      { id: 'p-1', quantity: 2, productNote: '' },
      { id: 'p-2', quantity: 1, productNote: 'Leave at the gate' },
    ])
  })
  it('carries the payment choice, the saved address and the coins', () => {
    const chosen = address({ landMark: 'Near the park', location: { latitude: 12.9, longitude: 77.6 } })
    const totals = checkoutTotals(two, { redeemableCoins: 50, discount: 5 }, true)
    const body = placeRequest({
      summary: two,
      notes: {},
      address: chosen,
      method: 'upi',
      totals,
      coinValue: 0.1,
    })
    expect(body.method).toBe('upi')
    expect(body.cod).toBe(false)
    expect(body.creditCoins).toBe(50)
    expect(body.totalPrice).toBe(3093)
    expect(body.address).toEqual(chosen)
    expect(body.coinValue).toBe(0.1)
    expect(
      placeRequest({
        summary: two,
        notes: {},
        address: chosen,
        method: 'cod',
        totals,
        coinValue: undefined,
      }),
    ).toMatchObject({ method: 'cod', cod: true })
  })
})

describe('Pay Now again', () => {
  const two = summary([line({}), line({ productId: 'p-2', quantity: 1, lineTotal: 500 })])
  const request = (redeemable: number, method: 'upi' | 'cod' = 'upi') =>
    placeRequest({
      summary: two,
      notes: {},
      address: address(),
      method,
      totals: checkoutTotals(two, { redeemableCoins: redeemable, discount: redeemable / 10 }, true),
      coinValue: 0.1,
    })
  it('sends the request of the order waiting for its payment, though the held coins changed the range', () => {
    const first = { ...nextAttempt(null, request(250), true), awaitingPayment: true }
    const again = nextAttempt(first, request(0), true)
    expect(again.sent).toBe(first.sent)
    expect(again.sent.creditCoins).toBe(250)
  })
  it('sends the new request when the last one made no order, or a choice changed', () => {
    const refused = nextAttempt(null, request(250), true)
    expect(nextAttempt(refused, request(100), true).sent.creditCoins).toBe(100)
    const waiting = { ...refused, awaitingPayment: true }
    expect(nextAttempt(waiting, request(0), false).sent.creditCoins).toBe(0)
    expect(nextAttempt(waiting, request(0, 'cod'), true).sent.method).toBe('cod')
  })
})

describe("the single-product checkout's quantity", () => {
  it('stays between 1 and the most the server allows', () => {
    expect(clampQuantity(0, 5)).toBe(1)
    expect(clampQuantity(7, 5)).toBe(5)
    expect(clampQuantity(3, 5)).toBe(3)
    expect(clampQuantity(3, undefined)).toBe(3)
    expect(clampQuantity(3, 0)).toBe(1)
  })
})
