import type { CartItem, CartSummary } from '@haat/contract'
import {
  CART_LINE_OUT_OF_STOCK_TEXT,
  cartLineFewerLeftText,
  cartLinePriceChangedText,
} from '@haat/contract/core'
import { type CartLineProblemNotice, formatRupees, type OrderSummaryTotals } from '@haat/ui'

/**
 * The most of a line's product the shopper may hold now: its b2cMaxQty or its stock, whichever is lower
 * (0 when out of stock). The server refuses any quantity above it (docs/product.md, "Cart and wishlist").
 */
export const lineLimit = (line: Pick<CartItem, 'b2cMaxQty' | 'stock'>) =>
  Math.max(0, Math.min(line.b2cMaxQty, line.stock))

/** Why + stops at the limit: the per-order limit, or the stock when that is lower. */
export function limitHint(line: Pick<CartItem, 'b2cMaxQty' | 'stock'>): string | undefined {
  if (line.stock <= 0) return undefined
  return line.b2cMaxQty <= line.stock ? `Max ${line.b2cMaxQty} per order` : `Only ${line.stock} left in stock`
}

/** The sentence a line with a problem shows, in the contract's words; null for a line that counts. */
export function problemNotice(line: CartItem): CartLineProblemNotice | null {
  switch (line.problem) {
    case null:
      return null
    case 'outOfStock':
      return { kind: 'outOfStock', message: CART_LINE_OUT_OF_STOCK_TEXT }
    case 'fewerLeft':
      return { kind: 'fewerLeft', message: cartLineFewerLeftText(lineLimit(line)) }
    case 'priceChanged':
      return {
        kind: 'priceChanged',
        message: cartLinePriceChangedText(formatRupees(line.addedOfferPrice), formatRupees(line.offerPrice)),
      }
  }
}

/** The server's summary as the summary card shows it. */
export const summaryTotals = (summary: CartSummary): OrderSummaryTotals => ({
  items: summary.items,
  price: summary.price,
  discount: summary.discount,
  shippingCharges: summary.shippingCharges,
  total: summary.total,
  excludedLines: summary.excludedLines,
})
