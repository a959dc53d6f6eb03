/**
 * After the sale: the shopper's order list and an order's page. Texts are the specification's where it
 * gives them; the filter's periods are its 180, 360 and 720 days. Rules in docs/product.md, "Orders".
 */
import { ORDER_STATUS, orderStatusLabel } from './checkout.ts'

/** The My Orders date filter: its value in the URL and the query, its days back (null: every order). */
export const ORDER_PERIODS = ['all', '6m', '1y', '2y'] as const
export type OrderPeriod = (typeof ORDER_PERIODS)[number]
export const ORDER_PERIOD_DAYS: Readonly<Record<OrderPeriod, number | null>> = {
  all: null,
  '6m': 180,
  '1y': 360,
  '2y': 720,
}
export const ORDER_PERIOD_LABELS: Readonly<Record<OrderPeriod, string>> = {
  all: 'All orders',
  '6m': 'Last 6 months',
  '1y': 'Last 1 year',
  '2y': 'Last 2 years',
}
/** Orders a page of My Orders holds, and the longest product search. */
export const ORDERS_PAGE_SIZE = 10
export const ORDER_SEARCH_MAX = 100
/** A status filter of the order list that is not one of the statuses. */
export const ORDER_STATUS_FILTER_MESSAGE = 'The status is a whole number from 0 to 4.'
/** Orders the My Account dashboard shows before its see-more toggle. */
export const DASHBOARD_ORDERS = 2

/** An order may be cancelled while its status is at most this (Processing or Shipped). */
export const CANCELLABLE_MAX_STATUS = ORDER_STATUS.shipped
export const isCancellable = (status: number): boolean => status >= 0 && status <= CANCELLABLE_MAX_STATUS

/** The tracker's stages, and the one a cancelled order shows after Placed. */
export const ORDER_TRACKER_STAGES = ['Placed', 'Shipped', 'Out for Delivery', 'Delivered'] as const
export const CANCELLED_STAGE = 'Cancelled'
/** The element id of the tracker on the order page (`/order-inner-page/{id}#track-details`). */
export const TRACK_DETAILS_ANCHOR = 'track-details'

/**
 * Which stages of the tracker an order has reached: Placed always; Shipped from status 1; Out for
 * Delivery when the status is above 1 and at most 3; Delivered at 3. A cancelled order (4) shows Placed
 * then Cancelled. Any other status reaches only Placed (its label says Unknown Status).
 */
export function orderTrackerStages(status: number): Array<{ label: string; reached: boolean }> {
  if (status === ORDER_STATUS.cancelled) {
    return [
      { label: ORDER_TRACKER_STAGES[0], reached: true },
      { label: CANCELLED_STAGE, reached: true },
    ]
  }
  const known = status >= 0 && status <= ORDER_STATUS.delivered
  return [
    { label: ORDER_TRACKER_STAGES[0], reached: true },
    { label: ORDER_TRACKER_STAGES[1], reached: known && status >= 1 },
    { label: ORDER_TRACKER_STAGES[2], reached: known && status > 1 && status <= 3 },
    { label: ORDER_TRACKER_STAGES[3], reached: status === ORDER_STATUS.delivered },
  ]
}

/** The specification's texts of the order screens. */
export const NO_ORDERS_MESSAGE = 'No orders'
export const NO_ORDERS_FOUND_MESSAGE = 'No orders found'
export const ORDERS_FETCH_FAILED_MESSAGE = 'Failed to fetch orders'
export const ORDERS_LOADING_TEXT = 'Loading...'
export const CANNOT_CANCEL_TEXT = 'Cannot Cancel'
export const CANCEL_ORDER_TEXT = 'Cancel'
export const errorTextOf = (message: string) => `Error: ${message}`

/** Who changed an order's status, as its history says: its seller, the shopper (cancelling) or the system. */
export const ORDER_HISTORY_ACTORS = ['seller', 'shopper', 'system'] as const
export type OrderHistoryActor = (typeof ORDER_HISTORY_ACTORS)[number]
/** The label of the history's first entry: the order being placed (the order's own date). */
export const ORDER_PLACED_LABEL = ORDER_TRACKER_STAGES[0]
/** A shopper's cancellation of some of the order's items, which leaves the order's status as it was. */
export const ITEMS_CANCELLED_LABEL = 'Items cancelled'

/**
 * What a kept status change is called in the order's history: the status in words, except a shopper's
 * cancellation of only some items, which changed no status (it would otherwise read "Processing").
 */
export function historyEntryLabel(status: number, actor: OrderHistoryActor): string {
  if (actor === 'shopper' && status !== ORDER_STATUS.cancelled) return ITEMS_CANCELLED_LABEL
  return orderStatusLabel(status)
}

/** Texts of the order page's after-the-sale parts. */
export const ORDER_HISTORY_HEADING = 'Order history'
export const ORDER_REFUNDS_HEADING = 'Cancellations and refunds'
export const TRACKING_NUMBER_LABEL = 'Tracking number'
export const RATE_ORDERED_PRODUCT_TEXT = 'Rate the product'
/** The element id of the ratings section on a product's page, where Rate the product leads. */
export const PRODUCT_RATINGS_ANCHOR = 'ratings-and-reviews'
/** Who made a history entry, in the shopper's words. */
export const ORDER_HISTORY_ACTOR_LABELS: Readonly<Record<OrderHistoryActor, string>> = {
  seller: 'By the seller',
  shopper: 'By you',
  system: 'By Haat',
}

/*
 * /order-inner-page-delivered: the shopper's latest delivered order, or, when they have none, a fixed
 * sample in the order page's shape (the specification's static demo), always labelled as a sample.
 */
export const SAMPLE_ORDER_LABEL = 'Sample'
export const SAMPLE_ORDER_NOTICE =
  'You have no delivered order yet. This sample shows how a delivered order looks here.'

/** A plain parcel picture, inline so the sample needs no stored media. */
const SAMPLE_PICTURE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23f3ede2'/%3E%3Cpath d='M14 24l18-9 18 9v18l-18 9-18-9z' fill='%23c89b5e'/%3E%3Cpath d='M14 24l18 9 18-9M32 33v18' stroke='%23805a2b' stroke-width='2' fill='none'/%3E%3C/svg%3E"
const sampleAt = (iso: string) => ({ _seconds: Date.parse(iso) / 1000, _nanoseconds: 0 })
const SAMPLE_STORE = 'Sample Store'
const sampleItem = (
  productId: string,
  productName: string,
  brandName: string,
  price: number,
  mrp: number,
) => ({
  productId,
  productName,
  productImage: SAMPLE_PICTURE,
  productPrice: price,
  quantity: 1,
  status: ORDER_STATUS.delivered as number,
  productNote: '',
  customerNotes: '',
  brandDetails: { brandName },
  sellerDetails: { storedetails: { storename: SAMPLE_STORE } },
  productDetails: { price: mrp, offerPrice: price },
  cancel: null,
})

/** The sample delivered order: two items, paid online, shipped, out for delivery and delivered. */
export const SAMPLE_DELIVERED_ORDER = {
  id: 'SampleOrder0001',
  orderId: 'SampleOrder0001',
  parentOrderId: 'SampleCheckout01',
  orderDate: sampleAt('2026-01-05T05:30:00Z'),
  expectedDeliveryDate: sampleAt('2026-01-12T05:30:00Z'),
  deliveredDate: sampleAt('2026-01-09T09:15:00Z'),
  status: ORDER_STATUS.delivered as number,
  paymentMode: 'Pre-paid' as const,
  creditCoins: 0,
  coinValue: 0.1,
  shipTo: {
    name: 'Sample Shopper',
    houseName: '12, Sample Residency',
    landMark: null,
    localArea: 'MG Road',
    state: 'Karnataka',
    pincode: '560001',
    phoneNumber: '9000000000',
  },
  sellerDetails: { sellerId: 'SampleSeller01', storename: SAMPLE_STORE },
  product: {
    orderAmount: 1148,
    items: [
      sampleItem('SampleProduct01', 'Cotton Kurta', 'Sample Brand', 799, 1299),
      sampleItem('SampleProduct02', 'Steel Water Bottle', 'Sample Brand', 349, 499),
    ],
  },
  cancelledOrders: [] as string[],
  cancellable: false,
  savings: 650,
  checkout: { itemsTotal: 1148, coinDiscount: 0, total: 1148, orders: 1 },
  trackingNumber: 'SAMPLE-0001',
  history: [
    {
      status: ORDER_STATUS.processing as number,
      label: ORDER_PLACED_LABEL,
      at: sampleAt('2026-01-05T05:30:00Z'),
      actor: 'shopper' as OrderHistoryActor,
      trackingNumber: null as string | null,
      note: '',
    },
    {
      status: ORDER_STATUS.shipped as number,
      label: orderStatusLabel(ORDER_STATUS.shipped),
      at: sampleAt('2026-01-06T07:00:00Z'),
      actor: 'seller' as OrderHistoryActor,
      trackingNumber: 'SAMPLE-0001' as string | null,
      note: '',
    },
    {
      status: ORDER_STATUS.outForDelivery as number,
      label: orderStatusLabel(ORDER_STATUS.outForDelivery),
      at: sampleAt('2026-01-09T03:30:00Z'),
      actor: 'seller' as OrderHistoryActor,
      trackingNumber: null as string | null,
      note: '',
    },
    {
      status: ORDER_STATUS.delivered as number,
      label: orderStatusLabel(ORDER_STATUS.delivered),
      at: sampleAt('2026-01-09T09:15:00Z'),
      actor: 'seller' as OrderHistoryActor,
      trackingNumber: null as string | null,
      note: '',
    },
  ],
  cancellations: [] as never[],
}
