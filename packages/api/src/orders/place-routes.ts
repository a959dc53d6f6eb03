import {
  IDEMPOTENCY_KEY_MESSAGE,
  notServiceableMessage,
  ORDER_DUPLICATE_PRODUCT_MESSAGE,
  SELECT_ADDRESS_MESSAGE,
} from '@haat/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { servedPlace } from '../delivery/routes.ts'
import { type BodyOf, contractRoute } from '../http/contract-route.ts'
import { sendConfirmationOf } from './confirmation.ts'
import { idempotencyKeyOf, requestHash } from './idempotency.ts'
import { type CheckoutKind, PlaceRefusal, placeCheckout } from './place.ts'

/** An order answer is the shopper's own: no browser cache or proxy keeps it. */
const PRIVATE_NO_STORE = 'private, no-store'

/**
 * Placing a checkout: the cart's and the single product's (docs/product.md, "Checkout"). Both take the
 * products, address, payment mode and coins from the body and every amount from the database; the
 * session says whose checkout it is.
 */
export function registerPlaceOrderRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'unserviceablePincodes'>,
): void {
  const { db } = app

  async function place(
    kind: CheckoutKind,
    route: 'placeOrder' | 'singleProductPlaceOrder',
    body: BodyOf<'placeOrder'>,
    userId: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const refuse = (status: number, message: string) => reply.code(status).send({ message })

    const key = idempotencyKeyOf(request)
    if (!key) return refuse(400, IDEMPOTENCY_KEY_MESSAGE)
    const ids = new Set(body.products.map((line) => line.id))
    if (ids.size !== body.products.length) return refuse(400, ORDER_DUPLICATE_PRODUCT_MESSAGE)
    const { address } = body
    if (!address) return refuse(400, SELECT_ADDRESS_MESSAGE)
    const destination = await servedPlace(db, address.pincode, config.unserviceablePincodes)
    if (!destination) return refuse(400, notServiceableMessage(address.pincode))

    const products = body.products.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      productNote: line.productNote,
    }))
    // What the order is made of: the amounts and flags the server ignores are left out, so a retry whose
    // stale totalPrice differs is still the same attempt.
    const hash = requestHash({
      paymentMode: body.paymentMode,
      products: [...products].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      address,
      creditCoins: body.creditCoins,
    })
    try {
      const { answer, confirmation } = await placeCheckout(
        db,
        {
          userId,
          kind,
          paymentMode: body.paymentMode,
          products,
          shipTo: {
            name: address.name,
            phoneNumber: address.phoneNumber,
            houseName: address.houseName,
            localArea: address.localArea,
            landMark: address.landMark ?? '',
            state: address.state,
            pincode: address.pincode,
          },
          destination,
          creditCoins: body.creditCoins,
          idempotency: { key, route, requestHash: hash },
        },
        app.clock.now(),
      )
      // After the commit: a message that fails is logged and the order stands. An online payment is
      // confirmed by the payment's verification instead.
      if (confirmation) await sendConfirmationOf({ messages: app.messages, log: request.log }, confirmation)
      return answer
    } catch (error) {
      if (error instanceof PlaceRefusal) return refuse(error.status, error.message)
      throw error
    }
  }

  contractRoute(app, 'placeOrder', 'checkout', ({ body, session, request, reply }) =>
    place('cart', 'placeOrder', body, session.userId, request, reply),
  )
  contractRoute(app, 'singleProductPlaceOrder', 'checkout', ({ body, session, request, reply }) =>
    place('single', 'singleProductPlaceOrder', body, session.userId, request, reply),
  )
}
