import { routeTable } from '../route.ts'

/**
 * The signed-in shopper's named lists and the public page of a shared one. The owner's calls work on the
 * session's own lists: a list id of another shopper answers 404 (see docs/product.md, "Named lists").
 */
export const listRoutes = routeTable({
  /** The shopper's lists, oldest first, each with its products as they are now. */
  sharableLists: { method: 'GET', path: '/getsharable-list', auth: 'bearer' },
  /** Creates a list, optionally with products in it. */
  createSharableList: { method: 'POST', path: '/create-sharable-list', auth: 'bearer' },
  /** Puts a product in one of the shopper's lists. */
  addProductToList: { method: 'POST', path: '/add-product-to-list', auth: 'bearer' },
  /** Takes a product out of one of the shopper's lists. */
  deleteListItem: {
    method: 'DELETE',
    path: '/delete-item-sharable-list/:listId/items/:productId',
    auth: 'bearer',
  },
  /** Deletes one of the shopper's lists with its items. */
  deleteList: { method: 'DELETE', path: '/delete-sharable-list/:listId', auth: 'bearer' },
  /** The shopper's lists, each saying whether it holds the product (the Add to list dialog). */
  productInLists: { method: 'GET', path: '/check-product-in-lists/:productId', auth: 'bearer' },
  /** Ours: turns sharing on for a list and answers its public share id (the same one while shared). */
  shareList: { method: 'POST', path: '/share-sharable-list/:listId', auth: 'bearer' },
  /** Ours: stops sharing a list; its public link then answers 404. */
  stopSharingList: { method: 'DELETE', path: '/share-sharable-list/:listId', auth: 'bearer' },
  /** Ours: a shared list as anyone sees it, by its share id; 404 once sharing has stopped. */
  sharedList: { method: 'GET', path: '/shared-list/:shareId' },
})
