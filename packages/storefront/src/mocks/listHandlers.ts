import {
  type Answer,
  addedToListMessage,
  alreadyInListMessage,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  LIST_CREATED_MESSAGE,
  LIST_DELETED_MESSAGE,
  LIST_FULL_MESSAGE,
  LIST_ITEM_REMOVED_MESSAGE,
  LIST_ITEMS_MAX,
  LIST_NAME_LENGTH_MESSAGE,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED_MESSAGE,
  LIST_NOT_FOUND_MESSAGE,
  LISTS_FULL_MESSAGE,
  LISTS_MAX,
  type ListProduct,
  listNameTakenMessage,
  SHARED_LIST_NOT_FOUND_MESSAGE,
  SHARING_STOPPED_MESSAGE,
  type SharableList,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { bodyOf, fail, findRecordedProduct, signedIn, url } from './mockSupport.ts'
import { recorded } from './recorded/index.ts'

const param = (params: Record<string, unknown>, name: string) =>
  typeof params[name] === 'string' ? params[name] : ''

/**
 * A product of any recorded answer, as a list shows it: a listing card or a product page's details both
 * carry what a list product needs (prices, pictures, stock and the five rating counts).
 */
export function findListProduct(productId: string): ListProduct | undefined {
  const fields = findRecordedProduct(
    productId,
    (candidate) =>
      Array.isArray(candidate.imageUrls) &&
      typeof candidate.offerPrice === 'number' &&
      typeof candidate.sellingPrice === 'number' &&
      typeof candidate.stock === 'number' &&
      typeof candidate.fiveRating === 'number',
  )
  return fields && listProductOf(fields)
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0)

/** The fields of a list product, from a recorded product that carries them (see findListProduct). */
function listProductOf(fields: Record<string, unknown>): ListProduct {
  const price = count(fields.price)
  const offerPrice = count(fields.offerPrice)
  return {
    productId: String(fields.productId),
    name: String(fields.name),
    imageUrls: fields.imageUrls as string[],
    sellingPrice: count(fields.sellingPrice),
    price,
    offerPrice,
    // docs/product.md, Money and numbers: the saving over the price, in whole percent.
    discountPercentage:
      typeof fields.discountPercentage === 'number'
        ? fields.discountPercentage
        : price > 0
          ? Math.round(((price - offerPrice) / price) * 100)
          : 0,
    stock: count(fields.stock),
    oneRating: count(fields.oneRating),
    twoRating: count(fields.twoRating),
    threeRating: count(fields.threeRating),
    fourRating: count(fields.fourRating),
    fiveRating: count(fields.fiveRating),
  }
}

export interface ListMockOptions {
  /** The lists the signed-in shopper starts with (default: the demo shopper's recorded lists). */
  lists?: SharableList[]
}

/**
 * The shopper's named lists, kept in memory from the demo shopper's recorded lists, answering the nine
 * calls as the server does (docs/product.md, "Named lists"): the limits and refusals in the contract's
 * words, 401 without a bearer token for the owner's calls, and the public read of a shared list by its
 * share id, which answers 404 once sharing stops. A new share id is made from the list's id (the server's
 * are random), so stories can name the link.
 */
export function listHandlers({ lists: startLists = recorded('sharableLists') }: ListMockOptions = {}) {
  let lists: SharableList[] = structuredClone(startLists)
  let created = 0
  const bearer =
    <P extends Record<string, unknown>>(
      answer: (request: Request, params: P) => Promise<Response> | Response,
    ) =>
    ({ request, params }: { request: Request; params: P }) =>
      signedIn(request) ? answer(request, params) : fail(401, TOKEN_MISSING_MESSAGE)
  const ownList = (listId: string) => lists.find((list) => list.id === listId)
  const nameTaken = (name: string) =>
    lists.find((list) => list.listName.toLowerCase() === name.toLowerCase())?.listName

  return [
    http.get(
      url('sharableLists'),
      bearer(() => HttpResponse.json(lists satisfies Answer<'sharableLists'>)),
    ),
    http.get(
      url('productInLists'),
      bearer((_request, params) => {
        const productId = param(params, 'productId')
        const answer: Answer<'productInLists'> = lists.map((list) => ({
          id: list.id,
          listName: list.listName,
          hasProduct: list.products.some((product) => product.productId === productId),
        }))
        return HttpResponse.json(answer)
      }),
    ),
    http.post(
      url('createSharableList'),
      bearer(async (request) => {
        const body = await bodyOf(request, 'createSharableList')
        const name = String(body.listName ?? '').trim()
        if (name === '') return fail(400, LIST_NAME_REQUIRED_MESSAGE)
        if (name.length > LIST_NAME_MAX) return fail(400, LIST_NAME_LENGTH_MESSAGE)
        const taken = nameTaken(name)
        if (taken !== undefined) return fail(409, listNameTakenMessage(taken))
        if (lists.length >= LISTS_MAX) return fail(409, LISTS_FULL_MESSAGE)
        const items = [...new Set(body.items ?? [])]
        const products = items.map(findListProduct)
        if (products.some((product) => product === undefined))
          return fail(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
        created += 1
        const id = `mock-list-${created}`
        lists = [...lists, { id, listName: name, shareId: null, products: products as ListProduct[] }]
        const answer: Answer<'createSharableList'> = {
          message: LIST_CREATED_MESSAGE,
          id,
          listName: name,
          items,
        }
        return HttpResponse.json(answer)
      }),
    ),
    http.post(
      url('addProductToList'),
      bearer(async (request) => {
        const { listId, itemId } = await bodyOf(request, 'addProductToList')
        const list = ownList(listId)
        if (!list) return fail(404, LIST_NOT_FOUND_MESSAGE)
        const product = findListProduct(itemId)
        if (!product) return fail(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
        if (list.products.some((each) => each.productId === itemId))
          return fail(409, alreadyInListMessage(list.listName))
        if (list.products.length >= LIST_ITEMS_MAX) return fail(409, LIST_FULL_MESSAGE)
        lists = lists.map((each) =>
          each.id === listId ? { ...each, products: [product, ...each.products] } : each,
        )
        const answer: Answer<'addProductToList'> = { message: addedToListMessage(list.listName) }
        return HttpResponse.json(answer)
      }),
    ),
    http.delete(
      url('deleteListItem'),
      bearer((_request, params) => {
        const listId = param(params, 'listId')
        const productId = param(params, 'productId')
        if (!ownList(listId)) return fail(404, LIST_NOT_FOUND_MESSAGE)
        lists = lists.map((list) =>
          list.id === listId
            ? { ...list, products: list.products.filter((product) => product.productId !== productId) }
            : list,
        )
        return HttpResponse.json({ message: LIST_ITEM_REMOVED_MESSAGE } satisfies Answer<'deleteListItem'>)
      }),
    ),
    http.delete(
      url('deleteList'),
      bearer((_request, params) => {
        const listId = param(params, 'listId')
        if (!ownList(listId)) return fail(404, LIST_NOT_FOUND_MESSAGE)
        lists = lists.filter((list) => list.id !== listId)
        return HttpResponse.json({ message: LIST_DELETED_MESSAGE } satisfies Answer<'deleteList'>)
      }),
    ),
    http.post(
      url('shareList'),
      bearer((_request, params) => {
        const list = ownList(param(params, 'listId'))
        if (!list) return fail(404, LIST_NOT_FOUND_MESSAGE)
        const shareId = list.shareId ?? `share-${list.id}`
        lists = lists.map((each) => (each.id === list.id ? { ...each, shareId } : each))
        return HttpResponse.json({ shareId } satisfies Answer<'shareList'>)
      }),
    ),
    http.delete(
      url('stopSharingList'),
      bearer((_request, params) => {
        const listId = param(params, 'listId')
        if (!ownList(listId)) return fail(404, LIST_NOT_FOUND_MESSAGE)
        lists = lists.map((list) => (list.id === listId ? { ...list, shareId: null } : list))
        return HttpResponse.json({ message: SHARING_STOPPED_MESSAGE } satisfies Answer<'stopSharingList'>)
      }),
    ),
    // Public: anyone holding the link reads the list, with nothing of its owner.
    http.get(url('sharedList'), ({ params }) => {
      const shareId = param(params, 'shareId')
      const list = lists.find((each) => each.shareId !== null && each.shareId === shareId)
      if (!list) return fail(404, SHARED_LIST_NOT_FOUND_MESSAGE)
      const answer: Answer<'sharedList'> = { listName: list.listName, products: list.products }
      return HttpResponse.json(answer)
    }),
  ]
}
