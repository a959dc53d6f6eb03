import { groupIndian } from './number.ts'

/** ₹ with two decimals and Indian digit grouping: 123456.5 → "₹1,23,456.50". */
export function formatRupees(rupees: number): string {
  return `₹${groupIndian(rupees, { minFraction: 2 })}`
}

/** Discount percent: the rounded (price − sale price) ÷ price, 0 when there is no saving. */
export function discountPercent(price: number, salePrice: number): number {
  if (!(price > 0) || !(salePrice < price)) return 0
  return Math.round(((price - salePrice) / price) * 100)
}
