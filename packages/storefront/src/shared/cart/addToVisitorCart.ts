import { DEFAULT_CART_QUANTITY } from '@haat/contract/core'
import type { AppDispatch, RootState } from '../../app/store.ts'
import { addToVisitorCart, type ProductLimits, type VisitorCartAdd } from './visitorCart.ts'
import { selectVisitorCartLines, visitorCartChanged } from './visitorCartSlice.ts'

/**
 * Add to Cart for a visitor (docs/product.md, "Cart and wishlist"): the product goes into the cart kept in
 * the browser, within the limits the page knows (its stock and b2cMaxQty, the cart's CART_LINES_MAX lines);
 * the answer says what went in or why nothing did, in the server's words.
 */
export const addToVisitorCartNow =
  (product: ProductLimits, quantity: number = DEFAULT_CART_QUANTITY, now: number = Date.now()) =>
  (dispatch: AppDispatch, getState: () => RootState): VisitorCartAdd => {
    const result = addToVisitorCart(selectVisitorCartLines(getState()), product, quantity, now)
    if (result.ok) dispatch(visitorCartChanged(result.lines))
    return result
  }
