import type { CartLineProblem } from '@haat/contract'

/** What a cart line's problem is judged on: the line as kept and its product as it is now. */
export interface CartLineFacts {
  quantity: number
  stock: number
  b2cMaxQty: number
  offerPricePaise: number
  addedOfferPricePaise: number
}

/**
 * Why a cart line cannot be bought as it stands, or null when it can (docs/product.md, "Cart and
 * wishlist"). One problem is named, the first of:
 * 1. `outOfStock`: nothing can be bought, whatever the shopper does to the line;
 * 2. `fewerLeft`: the line asks for more than the stock or the product's b2cMaxQty allow; lowering the
 *    quantity sets the line again at today's price, so it settles a changed price as well;
 * 3. `priceChanged`: the offer price is not the one the line was added (or last confirmed) at.
 * So the shopper is always shown the problem to settle first.
 */
export function cartLineProblem(line: CartLineFacts): CartLineProblem | null {
  if (line.stock <= 0) return 'outOfStock'
  if (line.quantity > line.stock || line.quantity > line.b2cMaxQty) return 'fewerLeft'
  if (line.offerPricePaise !== line.addedOfferPricePaise) return 'priceChanged'
  return null
}
