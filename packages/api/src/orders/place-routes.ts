import { AsyncLocalStorage } from 'node:async_hooks'
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
import { type ConfirmationCheckout, sendConfirmationOf } from './confirmation.ts'
import { idempotencyKeyOf, requestHash } from './idempotency.ts'
import { type CheckoutKind, PlaceRefusal, placeCheckout } from './place.ts'

/** An order answer is the shopper's own: no browser cache or proxy keeps it. */
const PRIVATE_NO_STORE = 'private, no-store'

type Place = NonNullable<Awaited<ReturnType<typeof servedPlace>>>

/**
 * How many served pincodes placing remembers. India Post's pincodes are seed data that do not change
 * while the server runs, and shoppers order to few of them again and again; the cap keeps a stream of
 * different pincodes from growing the map without end.
 */
export const PLACE_CACHE_SIZE = 2_000

/**
 * A small least-recently-used memory of served pincodes (a Map keeps insertion order: a hit moves to the
 * end, the oldest goes first). Only places found are kept: a pincode we do not serve is rare at this
 * point (the address book checked it) and is asked again, so nothing is ever wrongly refused from memory.
 */
export function placeCache(
  lookup: (pincode: string) => Promise<Place | undefined>,
  size = PLACE_CACHE_SIZE,
): (pincode: string) => Promise<Place | undefined> {
  const known = new Map<string, Place>()
  return async (pincode) => {
    const hit = known.get(pincode)
    if (hit) {
      known.delete(pincode)
      known.set(pincode, hit)
      return hit
    }
    const place = await lookup(pincode)
    if (place) {
      if (known.size >= size) known.delete(known.keys().next().value as string)
      known.set(pincode, place)
    }
    return place
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when every order confirmation started so far has been sent (or has failed and been logged). */
    orderConfirmationsSent: () => Promise<void>
  }
}

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
  const placeOf = placeCache((pincode) => servedPlace(db, pincode, config.unserviceablePincodes))

  // The server's own context, captured outside any request: a confirmation sent after the answer must not
  // run as part of its request, whose queries the database gate drops once the request is over (as the
  // simulated gateway's webhook does in payments/routes.ts). Closing waits for the ones still sending.
  const outsideRequests = AsyncLocalStorage.snapshot()
  const sending = new Set<Promise<void>>()
  const confirmationsSent = async () => {
    await Promise.allSettled([...sending])
  }
  app.decorate('orderConfirmationsSent', confirmationsSent)
  app.addHook('onClose', confirmationsSent)
  /** Starts the confirmation without waiting for it: the shopper's answer does not wait for a provider. */
  const confirmLater = (log: FastifyRequest['log'], checkout: ConfirmationCheckout) => {
    const sent: Promise<void> = outsideRequests(() =>
      sendConfirmationOf({ messages: app.messages, log }, checkout),
    ).finally(() => sending.delete(sent))
    sending.add(sent)
  }

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
    const destination = await placeOf(address.pincode)
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
      // After the commit, and not awaited: a message that fails is logged and the order stands, so the
      // answer need not wait for the SMS and e-mail providers. An online payment is confirmed by the
      // payment's verification instead.
      if (confirmation) confirmLater(request.log, confirmation)
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
