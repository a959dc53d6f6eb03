import { ORDER_STATUS } from '@haat/contract/core'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { orderItems, orders, parentOrders, products, type ShipTo, users } from '../schema.ts'
import { DEMO_SHOPPER } from './demo-shopper.ts'

/**
 * The demo shopper's past orders: three delivered checkouts (so the products in them can be rated), one
 * still processing (bought, but not yet rateable), and (AFTER_THE_SALE below) one shipped, one out for
 * delivery and one cancelled, so My Orders shows every status. The products are fixed ids of the demo
 * catalogue, among its first products, so every seed size (the tests' 200 and the default 2,400) has them;
 * e2e journeys and tests import these lists to find a product the shopper may rate, or one they may not.
 */
export const demoShopperPurchases = {
  /** Delivered: the demo shopper may rate each of these. */
  delivered: [
    '7s1dy7avFguEnZi7rFif', // Pixelon Spark 4 Max 5G Smartphone
    'L9bqdRDNmdHc5fSpWGiW', // Zenvolt 10000 mAh Power Bank
    '8rPx0wQIxZRuw9YQIupA', // Desi Threads Stretchable Jeans
    'Zn25ce4huTOlgreN6RfB', // UrbanKurta Chikankari Kurta
    'b5D7U0azlNbQ68PvwHQc', // Griha Living Cast Iron Tawa
    'Lf7kS3h81mezxRCy5EZd', // Annapurna Farms Multigrain Atta
    'p0LxuTQWZFnxmOghWsLQ', // Desi Roots Garam Masala
    // Rated by only five shoppers: one more rating visibly moves its average (the e2e journey rates it).
    'DIjSrqtUGXXknczhJTyp', // Willowcraft Resistance Bands Set
  ],
  /** Ordered and still processing: not rateable until it is delivered. */
  processing: ['vkaiPumV3VyBRi51UJND'], // Nexa Mobile Wave Neo Smart Watch
} as const

/** A product the demo shopper has never ordered (the keypad mobile right after the smartphone). */
export const DEMO_SHOPPER_NOT_BOUGHT = '1e6gP0y0GlNoi1GlCYtA'

const DAY = 86_400_000

/** Where the demo orders went: a Mumbai address in a district the demo delivers to. */
const DEMO_SHIP_TO: ShipTo = {
  name: DEMO_SHOPPER.name,
  phoneNumber: DEMO_SHOPPER.phone,
  houseName: 'Flat 402, Sea Breeze Apartments',
  localArea: 'Lokhandwala, Andheri West',
  landMark: 'Near Infiniti Mall',
  state: 'Maharashtra',
  pincode: '400053',
}

/** Each checkout: its id, how many days ago it was placed, the products, payment and status. */
const CHECKOUTS = [
  {
    id: 'DemoParentOrder00001',
    daysAgo: 190,
    paymentMode: 'Pre-paid',
    status: 3,
    productIds: ['7s1dy7avFguEnZi7rFif', 'L9bqdRDNmdHc5fSpWGiW'],
  },
  {
    id: 'DemoParentOrder00002',
    daysAgo: 64,
    paymentMode: 'COD',
    status: 3,
    productIds: ['8rPx0wQIxZRuw9YQIupA', 'Zn25ce4huTOlgreN6RfB', 'b5D7U0azlNbQ68PvwHQc'],
  },
  {
    id: 'DemoParentOrder00003',
    daysAgo: 16,
    paymentMode: 'Pre-paid',
    status: 3,
    productIds: ['Lf7kS3h81mezxRCy5EZd', 'p0LxuTQWZFnxmOghWsLQ', 'DIjSrqtUGXXknczhJTyp'],
  },
  {
    id: 'DemoParentOrder00004',
    daysAgo: 1,
    paymentMode: 'COD',
    status: 0,
    productIds: ['vkaiPumV3VyBRi51UJND'],
  },
] as const

/** Why the demo's cancelled order was cancelled, one of the cancel page's reasons. */
const DEMO_CANCELLATION_REASON = 'Found better price elsewhere'

/**
 * The checkouts added after the first four, for the order list and tracker: products among the demo
 * catalogue's first ones that are in none of demoShopperPurchases' lists (so no rating rule changes: only a
 * delivered item counts as bought). The cancelled one's items are cancelled a day after it was placed.
 */
const AFTER_THE_SALE = [
  {
    id: 'DemoParentOrder00005',
    daysAgo: 2,
    paymentMode: 'Pre-paid',
    status: 1,
    productIds: [
      'i3HvQB7VeXI8csWzqLRc', // Nexa Mobile Vector 16 Intel Core i7 Laptop (Delhi Gadget Point)
      'PxzBkJ5itwLnMXWNpGQi', // Lumio Airdopes 651 Wired Earphones (Bengaluru Tech Bazaar)
    ],
  },
  {
    id: 'DemoParentOrder00006',
    daysAgo: 4,
    paymentMode: 'COD',
    status: 2,
    productIds: ['dhjyntWPTunbWEAQJjVy'], // Vastra & Co Round Neck Cotton T-Shirt
  },
  {
    id: 'DemoParentOrder00007',
    daysAgo: 40,
    // Paid online, so its cancellation shows a refund to the wallet in the demo wallet's history.
    paymentMode: 'Pre-paid',
    status: 4,
    productIds: [
      'aAgRH4w1DCNeHNJktwQg', // Zenvolt Boom 78W Portable Bluetooth Speaker
      'exA9PZJSBqCyINvy6HDP', // Pixelon Silent Wireless Mouse
    ],
  },
] as const

type DemoCheckout = (typeof CHECKOUTS)[number] | (typeof AFTER_THE_SALE)[number]

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Adds the demo shopper's past orders unless the shopper has any order already (so it runs once, on a
 * fresh seed or on a data folder seeded before orders existed); a data folder that has the first four demo
 * checkouts gets the later ones (AFTER_THE_SALE) that it lacks. One order per seller of each checkout,
 * items at the product's offer price of today, every checkout placed. Does nothing when the demo shopper
 * is missing.
 */
export async function ensureDemoShopperOrders(
  tx: Tx | Db,
  opts: { now?: Date } = {},
): Promise<{ added: boolean }> {
  const now = (opts.now ?? new Date()).getTime()
  const [shopper] = await tx.select({ id: users.id }).from(users).where(sql`${users.id} = ${DEMO_SHOPPER.id}`)
  if (!shopper) return { added: false }
  const [existing] = await tx
    .select({ id: parentOrders.id })
    .from(parentOrders)
    .where(sql`${parentOrders.userId} = ${DEMO_SHOPPER.id}`)
    .limit(1)
  let checkouts: readonly DemoCheckout[] = [...CHECKOUTS, ...AFTER_THE_SALE]
  if (existing) {
    // A data folder seeded with the first four gets the later ones once; a shopper whose orders are not
    // the demo's own gets nothing.
    const present = await tx
      .select({ id: parentOrders.id })
      .from(parentOrders)
      .where(inArray(parentOrders.id, [CHECKOUTS[0].id, ...AFTER_THE_SALE.map((checkout) => checkout.id)]))
    const ids = new Set(present.map((row) => row.id))
    if (!ids.has(CHECKOUTS[0].id)) return { added: false }
    checkouts = AFTER_THE_SALE.filter((checkout) => !ids.has(checkout.id))
    if (checkouts.length === 0) return { added: false }
  }
  const wanted = checkouts.flatMap((checkout) => [...checkout.productIds])
  const found = await tx
    .select({
      id: products.id,
      name: products.name,
      imageUrls: products.imageUrls,
      sellerId: products.sellerId,
      offerPricePaise: products.offerPricePaise,
      pricePaise: products.pricePaise,
    })
    .from(products)
    .where(inArray(products.id, wanted))
  const byId = new Map(found.map((product) => [product.id, product]))
  let added = false
  for (const checkout of checkouts) {
    const items = checkout.productIds.flatMap((id) => byId.get(id) ?? [])
    if (items.length === 0) continue
    const placed = new Date(now - checkout.daysAgo * DAY - 3 * 3_600_000)
    const bySeller = new Map<string, typeof items>()
    for (const item of items) bySeller.set(item.sellerId, [...(bySeller.get(item.sellerId) ?? []), item])
    const total = items.reduce((sum, item) => sum + item.offerPricePaise, 0)
    await tx.insert(parentOrders).values({
      id: checkout.id,
      userId: DEMO_SHOPPER.id,
      paymentMode: checkout.paymentMode,
      itemsTotalPaise: total,
      shipTo: DEMO_SHIP_TO,
      createdAt: placed,
    })
    let sellerIndex = 0
    for (const [sellerId, sellerItems] of bySeller) {
      sellerIndex++
      const orderId = `${checkout.id.replace('DemoParentOrder', 'DemoOrder')}${sellerIndex}`
      const delivered = checkout.status === 3
      await tx.insert(orders).values({
        id: orderId,
        parentOrderId: checkout.id,
        userId: DEMO_SHOPPER.id,
        sellerId,
        status: checkout.status,
        orderAmountPaise: sellerItems.reduce((sum, item) => sum + item.offerPricePaise, 0),
        orderDate: placed,
        expectedDeliveryDate: new Date(placed.getTime() + 5 * DAY),
        deliveredDate: delivered ? new Date(placed.getTime() + 4 * DAY) : null,
      })
      await tx.insert(orderItems).values(
        sellerItems.map((item, i) => ({
          id: `${orderId}Item${i + 1}`,
          orderId,
          productId: item.id,
          productName: item.name,
          productImage: item.imageUrls[0] ?? '',
          unitPricePaise: item.offerPricePaise,
          mrpPaise: item.pricePaise,
          quantity: 1,
          status: checkout.status,
          ...(checkout.status === ORDER_STATUS.cancelled
            ? { cancellationReason: DEMO_CANCELLATION_REASON, cancelledAt: new Date(placed.getTime() + DAY) }
            : {}),
        })),
      )
    }
    added = true
  }
  return { added }
}
