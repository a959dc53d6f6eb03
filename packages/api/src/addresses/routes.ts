import {
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  isSameState,
  NOT_YOUR_ADDRESSES_MESSAGE,
  notServiceableMessage,
  pincodeStateMessage,
} from '@haat/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Config } from '../config.ts'
import { servedPlace } from '../delivery/routes.ts'
import { contractRoute } from '../http/contract-route.ts'
import { getAddresses } from './query.ts'
import { AddressRefusal, addAddress, deleteAddress, updateAddress } from './writes.ts'

/** One shopper's addresses: no browser cache or proxy may keep a copy. */
const PRIVATE_NO_STORE = 'private, no-store'

/** The refusal's status and message, or the error again when it is not a refusal. */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof AddressRefusal) return reply.code(error.status).send({ message: error.message })
  throw error
}

/**
 * The signed-in shopper's address book (see docs/product.md, "Addresses"). Every call works on the
 * session's own addresses; a `:userId` in a path is only checked against the session (another id, known
 * or not, answers 403 before anything else is looked at). An address's pincode must be one we deliver to,
 * by the same check as the product page's delivery check, and its state the pincode's own.
 */
export function registerAddressRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'unserviceablePincodes'>,
): void {
  const { db } = app

  /**
   * Why an address cannot be saved where it says it is, or undefined: a pincode we do not deliver to
   * (India Post does not know it, or the configuration rules it out), or a state other than the
   * pincode's, which would put the wrong GST on the invoice.
   */
  const placeRefusal = async ({ pincode, state }: { pincode: string; state: string }) => {
    const place = await servedPlace(db, pincode, config.unserviceablePincodes)
    if (!place) return notServiceableMessage(pincode)
    if (!isSameState(state, place.state)) return pincodeStateMessage(pincode, place.state)
    return undefined
  }

  contractRoute(app, 'addresses', 'addresses', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getAddresses(db, session.userId)
  })

  contractRoute(app, 'addAddress', 'addresses', async ({ body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    // The contract lets exactly one address through.
    const [address] = body.address
    if (!address) throw new Error('add-address passed validation without an address')
    const misplaced = await placeRefusal(address)
    if (misplaced) return reply.code(400).send({ message: misplaced })
    try {
      const list = await addAddress(db, session.userId, address, app.clock.now())
      return { message: ADDRESS_ADDED_MESSAGE, address: list }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'updateAddress', 'addresses', async ({ params, body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    if (params.userId !== session.userId) return reply.code(403).send({ message: NOT_YOUR_ADDRESSES_MESSAGE })
    const misplaced = await placeRefusal(body)
    if (misplaced) return reply.code(400).send({ message: misplaced })
    const { addressIndex, ...address } = body
    try {
      const list = await updateAddress(db, session.userId, addressIndex, address)
      return { message: ADDRESS_UPDATED_MESSAGE, address: list }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'deleteAddress', 'addresses', async ({ params, body, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    if (params.userId !== session.userId) return reply.code(403).send({ message: NOT_YOUR_ADDRESSES_MESSAGE })
    try {
      const list = await deleteAddress(db, session.userId, body.addressIndex)
      return { message: ADDRESS_DELETED_MESSAGE, address: list }
    } catch (error) {
      return refuse(reply, error)
    }
  })
}
