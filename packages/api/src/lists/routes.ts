import {
  addedToListMessage,
  LIST_CREATED_MESSAGE,
  LIST_DELETED_MESSAGE,
  LIST_ITEM_REMOVED_MESSAGE,
  SHARED_LIST_NOT_FOUND_MESSAGE,
  SHARING_STOPPED_MESSAGE,
} from '@haat/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { getProductInLists, getSharedList, getShopperLists } from './query.ts'
import {
  addProductToList,
  createList,
  deleteList,
  ListRefusal,
  removeListItem,
  shareList,
  stopSharingList,
} from './writes.ts'

/**
 * A shopper's own lists, and a shared list too: sharing may stop at any moment, so no browser cache or
 * proxy may keep a copy that would outlive the link.
 */
const PRIVATE_NO_STORE = 'private, no-store'

/** The refusal's status and message, or the error again when it is not a refusal. */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ListRefusal) return reply.code(error.status).send({ message: error.message })
  throw error
}

/**
 * The signed-in shopper's named lists, and the public read of a shared one. Every owner's call is a
 * bearer call on the session's own lists: a list id of another shopper answers 404, as an unknown one
 * does (see docs/product.md, "Named lists"). The public read has only the general rate limit of every
 * call: a share id carries 144 random bits, so trying ids finds nothing.
 */
export function registerListRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'sharableLists', 'lists', async ({ session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getShopperLists(db, session.userId)
  })

  contractRoute(app, 'createSharableList', 'lists', async ({ body, session, reply }) => {
    try {
      const list = await createList(db, session.userId, body.listName, body.items, app.clock.now())
      return { message: LIST_CREATED_MESSAGE, ...list }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'addProductToList', 'lists', async ({ body, session, reply }) => {
    try {
      const listName = await addProductToList(db, session.userId, body.listId, body.itemId, app.clock.now())
      return { message: addedToListMessage(listName) }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'deleteListItem', 'lists', async ({ params, session, reply }) => {
    try {
      await removeListItem(db, session.userId, params.listId, params.productId)
      return { message: LIST_ITEM_REMOVED_MESSAGE }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'deleteList', 'lists', async ({ params, session, reply }) => {
    try {
      await deleteList(db, session.userId, params.listId)
      return { message: LIST_DELETED_MESSAGE }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'productInLists', 'lists', async ({ params, session, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    return getProductInLists(db, session.userId, params.productId)
  })

  contractRoute(app, 'shareList', 'lists', async ({ params, session, reply }) => {
    try {
      return { shareId: await shareList(db, session.userId, params.listId) }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'stopSharingList', 'lists', async ({ params, session, reply }) => {
    try {
      await stopSharingList(db, session.userId, params.listId)
      return { message: SHARING_STOPPED_MESSAGE }
    } catch (error) {
      return refuse(reply, error)
    }
  })

  contractRoute(app, 'sharedList', 'lists', async ({ params, reply }) => {
    reply.header('cache-control', PRIVATE_NO_STORE)
    const list = await getSharedList(db, params.shareId)
    if (!list) return reply.code(404).send({ message: SHARED_LIST_NOT_FOUND_MESSAGE })
    return list
  })
}
