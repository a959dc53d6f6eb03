import {
  type Answer,
  alreadyInListMessage,
  LIST_NAME_REQUIRED_MESSAGE,
  LIST_NOT_FOUND_MESSAGE,
  listNameTakenMessage,
  SHARED_LIST_NOT_FOUND_MESSAGE,
} from '@haat/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { findListProduct, listHandlers } from './listHandlers.ts'
import { recorded } from './recorded/index.ts'
import { callMock, listeningMockServer } from './testServer.ts'

const server = listeningMockServer()
// Each test starts from the demo shopper's recorded lists.
beforeEach(() => server.resetHandlers(...listHandlers()))

const call = callMock
const myLists = async () => (await call('sharableLists')).body as Answer<'sharableLists'>

const demo = recorded('sharableLists')
const [first, second] = demo
if (!first || !second) throw new Error("The recording needs the demo shopper's two lists")
/** A recorded product in neither of the demo lists. */
const other = recorded('searchListing').products.find(
  (product) => !demo.some((list) => list.products.some((each) => each.productId === product.productId)),
)
if (!other) throw new Error('The search recording needs a product outside the demo lists')

describe('list mocks', () => {
  it("answer the owner's calls 401 without a token, and the shared page without one", async () => {
    expect((await call('sharableLists', { token: false })).status).toBe(401)
    expect((await call('deleteList', { params: { listId: first.id }, token: false })).status).toBe(401)
    expect(first.shareId).not.toBeNull()
    const shared = await call('sharedList', { params: { shareId: first.shareId ?? '' }, token: false })
    expect(shared.status).toBe(200)
    expect(shared.body).toEqual({ listName: first.listName, products: first.products })
  })

  it('add a product at the head of a list, and say which lists hold it', async () => {
    const added = await call('addProductToList', { body: { listId: second.id, itemId: other.productId } })
    expect(added.body).toEqual({ message: `Added to "${second.listName}"` })
    expect((await myLists())[1]?.products[0]?.productId).toBe(other.productId)
    const holding = await call('productInLists', { params: { productId: other.productId } })
    expect(holding.body).toEqual([
      { id: first.id, listName: first.listName, hasProduct: false },
      { id: second.id, listName: second.listName, hasProduct: true },
    ])
    const again = await call('addProductToList', { body: { listId: second.id, itemId: other.productId } })
    expect(again).toEqual({ status: 409, body: { message: alreadyInListMessage(second.listName) } })
  })

  it('create a list with its first product, refusing a blank or taken name', async () => {
    expect((await call('createSharableList', { body: { listName: '  ', items: [] } })).body).toEqual({
      message: LIST_NAME_REQUIRED_MESSAGE,
    })
    const taken = await call('createSharableList', { body: { listName: first.listName.toUpperCase() } })
    expect(taken).toEqual({ status: 409, body: { message: listNameTakenMessage(first.listName) } })
    const made = await call('createSharableList', {
      body: { listName: ' Office desk ', items: [other.productId] },
    })
    expect(made.status).toBe(200)
    const lists = await myLists()
    expect(lists.map((list) => list.listName)).toEqual([first.listName, second.listName, 'Office desk'])
    expect(lists[2]?.products).toEqual([findListProduct(other.productId)])
  })

  it('remove an item and delete a list; an unknown list answers 404', async () => {
    const gone = first.products[0]?.productId ?? ''
    await call('deleteListItem', { params: { listId: first.id, productId: gone } })
    await call('deleteList', { params: { listId: second.id } })
    const lists = await myLists()
    expect(lists.map((list) => list.id)).toEqual([first.id])
    expect(lists[0]?.products.map((product) => product.productId)).not.toContain(gone)
    expect(await call('deleteList', { params: { listId: second.id } })).toEqual({
      status: 404,
      body: { message: LIST_NOT_FOUND_MESSAGE },
    })
  })

  it('share a list under one id until sharing stops, after which its link answers 404', async () => {
    const shared = await call('shareList', { params: { listId: second.id } })
    const shareId = (shared.body as Answer<'shareList'>).shareId
    expect((await call('shareList', { params: { listId: second.id } })).body).toEqual({ shareId })
    expect((await call('sharedList', { params: { shareId }, token: false })).status).toBe(200)
    await call('stopSharingList', { params: { listId: second.id } })
    expect(await call('sharedList', { params: { shareId }, token: false })).toEqual({
      status: 404,
      body: { message: SHARED_LIST_NOT_FOUND_MESSAGE },
    })
  })
})

describe('findListProduct', () => {
  it('builds a list product from a product page recording as well as from a listing', () => {
    const details = recorded('productDetails', { query: { pId: 'i3HvQB7VeXI8csWzqLRc' } }).productDetails
    expect(findListProduct(details.productId)).toMatchObject({
      productId: details.productId,
      name: details.name,
      offerPrice: details.offerPrice,
      stock: details.stock,
    })
    expect(findListProduct('NOPE')).toBeUndefined()
  })
})
