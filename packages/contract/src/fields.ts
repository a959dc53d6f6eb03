import { z } from 'zod'
import { text } from './common.ts'
import { CART_PRODUCT_ID_REQUIRED_MESSAGE, CART_QUANTITY_MAX, CART_QUANTITY_MESSAGE } from './core/cart.ts'
import { PRODUCT_ID_MAX } from './core/product.ts'
import { atMostCharactersMessage } from './core/text.ts'

/*
 * Request fields the cart and checkout both take, built once so a product id or a quantity is refused
 * with the same words wherever a shopper sends one. Functions, not shared instances, so each schema can
 * add its own `.default()` or `.optional()` without touching the other's.
 */

/** A product's id as a request names it: trimmed, required, at most PRODUCT_ID_MAX characters. */
export const productId = () =>
  text({ error: CART_PRODUCT_ID_REQUIRED_MESSAGE })
    .trim()
    .min(1, CART_PRODUCT_ID_REQUIRED_MESSAGE)
    .max(PRODUCT_ID_MAX, atMostCharactersMessage(PRODUCT_ID_MAX))

/** How many of a product: a whole number from 1 to the cart's cap. */
export const quantity = () =>
  z
    .number({ error: CART_QUANTITY_MESSAGE })
    .int(CART_QUANTITY_MESSAGE)
    .min(1, CART_QUANTITY_MESSAGE)
    .max(CART_QUANTITY_MAX, CART_QUANTITY_MESSAGE)
