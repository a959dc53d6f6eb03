import {
  ADDED_TO_WISHLIST_MESSAGE,
  cartMergedMessage,
  ITEM_ADDED_TO_CART_MESSAGE,
  MOVED_TO_CART_MESSAGE,
  MOVED_TO_WISHLIST_MESSAGE,
} from '@haat/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { getCartItems, getCartSummary, getWishlistItems } from './query.ts'
import {
  addToCart,
  addToWishlist,
  CartRefusal,
  mergeCart,
  moveToCart,
  moveToWishlist,
  removeFromCart,
  removeFromWishlist,
  updateCartQuantity,
} from './writes.ts'

/** A shopper's own lists: never kept by a browser cache or a proxy. */
const PRIVATE_NO_STORE = 'private, no-store'

/** The refusal's status and message, or the error again when it is not a refusal. */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof CartRefusal) return reply.code(error.status).send({ message: error.message })
  throw error
}

/**
 * The signed-in shopper's cart and wishlist. Every call is a bearer call and works on the session's own
 * shopper: no request names whose cart it is (see docs/product.md, "Cart and wishlist"). Every answer,
 * refusals included, is the shopper's own and is never stored by a cache.
 */
export function registerCartRoutes(app: FastifyInstance): void {
  const { db } = app
  /** A move answers both lists as they are after it, so the storefront replaces both at once. */
  const bothLists = async (userId: string) => ({
    cart: await getCartItems(db, userId),
    wishlist: await getWishlistItems(db, userId),
  })

  contractRoute(app, 'addToCart', 'cart', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      const quantity = await addToCart(db, session.userId, body.productId, body.quantity, app.clock.now())
      return { message: ITEM_ADDED_TO_CART_MESSAGE, productId: body.productId, quantity }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'cartProducts', 'cart', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getCartItems(db, session.userId)
  })

  contractRoute(app, 'cartSummary', 'cart', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getCartSummary(db, session.userId)
  })

  contractRoute(app, 'removeFromCart', 'cart', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    await removeFromCart(db, session.userId, body.productId)
    return getCartItems(db, session.userId)
  })

  contractRoute(app, 'updateCartQuantity', 'cart', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      await updateCartQuantity(db, session.userId, body.productId, body.quantity)
    } catch (error) {
      return refuse(reply, error)
    }
    return getCartItems(db, session.userId)
  })

  contractRoute(app, 'moveToWishlist', 'cart', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      await moveToWishlist(db, session.userId, body.productId, app.clock.now())
    } catch (error) {
      return refuse(reply, error)
    }
    return { message: MOVED_TO_WISHLIST_MESSAGE, ...(await bothLists(session.userId)) }
  })

  contractRoute(app, 'moveToCart', 'cart', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      await moveToCart(db, session.userId, body.productId, body.quantity, app.clock.now())
    } catch (error) {
      return refuse(reply, error)
    }
    return { message: MOVED_TO_CART_MESSAGE, ...(await bothLists(session.userId)) }
  })

  contractRoute(app, 'mergeCart', 'cart', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const { added, skipped } = await mergeCart(db, session.userId, body.items, app.clock.now())
    return {
      message: cartMergedMessage(added.length),
      added,
      skipped,
      cart: await getCartItems(db, session.userId),
    }
  })

  contractRoute(app, 'addToWishlist', 'wishlist', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    try {
      await addToWishlist(db, session.userId, body.productId, app.clock.now())
      return { message: ADDED_TO_WISHLIST_MESSAGE }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'removeFromWishlist', 'wishlist', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    await removeFromWishlist(db, session.userId, body.productId)
    return getWishlistItems(db, session.userId)
  })

  contractRoute(app, 'wishlistProducts', 'wishlist', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getWishlistItems(db, session.userId)
  })
}
