import { ADDED_TO_WISHLIST_MESSAGE, ITEM_ADDED_TO_CART_MESSAGE } from '@haat/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { getCartItems, getCartSummary, getWishlistItems } from './query.ts'
import { addToCart, addToWishlist, CartRefusal, removeFromWishlist } from './writes.ts'

/** A shopper's own lists: never kept by a browser cache or a proxy. */
const PRIVATE_NO_STORE = 'private, no-store'

/** The refusal's status and message, or the error again when it is not a refusal. */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof CartRefusal) return reply.code(error.status).send({ message: error.message })
  throw error
}

/**
 * The signed-in shopper's cart and wishlist. Every call is a bearer call and works on the session's own
 * shopper: no request names whose cart it is (see docs/product.md, "Cart and wishlist").
 */
export function registerCartRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'addToCart', 'cart', async ({ body, session, reply }) => {
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

  contractRoute(app, 'addToWishlist', 'wishlist', async ({ body, session, reply }) => {
    try {
      await addToWishlist(db, session.userId, body.productId, app.clock.now())
      return { message: ADDED_TO_WISHLIST_MESSAGE }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'removeFromWishlist', 'wishlist', async ({ body, session, reply }) => {
    await removeFromWishlist(db, session.userId, body.productId)
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getWishlistItems(db, session.userId)
  })

  contractRoute(app, 'wishlistProducts', 'wishlist', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getWishlistItems(db, session.userId)
  })
}
