/**
 * The seller area: status steps, tracking numbers and texts (docs/product.md, "Seller area").
 */

/**
 * Coins a delivered order earns its shopper: one coin for every full DELIVERY_COIN_RUPEES rupees the
 * order's items still count for (cancelled items earn nothing). A rule of ours, in the README.
 */
export const DELIVERY_COIN_RUPEES = 100
export const deliveryCoinsFor = (paidPaise: number): number =>
  Math.max(0, Math.floor(paidPaise / (DELIVERY_COIN_RUPEES * 100)))
