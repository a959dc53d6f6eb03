import {
  addedToListMessage,
  alreadyInListMessage,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  type CreateSharableListAnswer,
  LIST_CREATED_MESSAGE,
  LIST_DELETED_MESSAGE,
  LIST_FULL_MESSAGE,
  LIST_ID_REQUIRED_MESSAGE,
  LIST_ITEM_REMOVED_MESSAGE,
  LIST_ITEMS_MAX,
  LIST_NAME_LENGTH_MESSAGE,
  LIST_NAME_MAX,
  LIST_NAME_REQUIRED_MESSAGE,
  LIST_NOT_FOUND_MESSAGE,
  LISTS_FULL_MESSAGE,
  LISTS_MAX,
  listNameTakenMessage,
  type ProductInListsAnswer,
  routes,
  SHARED_LIST_NOT_FOUND_MESSAGE,
  SHARING_STOPPED_MESSAGE,
  type SharableList,
  type SharedListAnswer,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/client.ts'
import { sharableListItems, sharableLists, users } from '../../src/db/schema.ts'
import { DEMO_LISTS } from '../../src/db/seed/demo-lists.ts'
import { DEMO_SHOPPER } from '../../src/db/seed/index.ts'
import { createSession } from '../../src/identity/session.ts'
import { testTargets } from '../db/targets.ts'
import { type AuthTestApp, makeAuthTestApp } from '../identity/fixture.ts'

type Method = 'GET' | 'POST' | 'DELETE'

/** The path of a call, its `:name` segments filled in. */
function path(name: keyof typeof routes, params: Record<string, string> = {}): string {
  return `/api${routes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))}`
}

interface ProductRow {
  id: string
  name: string
  price_paise: number
  offer_price_paise: number
  selling_price_paise: number
  stock: number
}

describe.each(testTargets)('named lists on $name', ({ name }) => {
  let t: AuthTestApp
  let catalogue: ProductRow[]
  let first: ProductRow
  let second: ProductRow
  let third: ProductRow

  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query)
  let shoppers = 0
  /** A new shopper with a live session and no lists. */
  async function newShopper(): Promise<{ id: string; token: string }> {
    shoppers += 1
    const id = `ListShopper${name}${shoppers}`
    await t.database.db
      .insert(users)
      .values({ id, name: 'Kavya Rao', referralCode: `LIST${name}${shoppers}` })
    return { id, token: (await createSession(t.database.db, id, t.clock)).token }
  }
  const call = (
    method: Method,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    })
  const listsOf = async (token: string) => {
    const response = await call('GET', path('sharableLists'), token)
    expect(response.statusCode).toBe(200)
    return response.json<SharableList[]>()
  }
  const create = (token: string | undefined, listName: unknown, items?: unknown) =>
    call('POST', path('createSharableList'), token, items === undefined ? { listName } : { listName, items })
  const createOk = async (token: string, listName: string, items: string[] = []) => {
    const response = await create(token, listName, items)
    expect(response.statusCode).toBe(200)
    return response.json<CreateSharableListAnswer>()
  }
  const add = (token: string | undefined, listId: string, itemId: string) =>
    call('POST', path('addProductToList'), token, { listId, itemId })
  const removeItem = (token: string | undefined, listId: string, productId: string) =>
    call('DELETE', path('deleteListItem', { listId, productId }), token)
  const deleteList = (token: string | undefined, listId: string) =>
    call('DELETE', path('deleteList', { listId }), token)
  const inLists = (token: string | undefined, productId: string) =>
    call('GET', path('productInLists', { productId }), token)
  const share = (token: string | undefined, listId: string) =>
    call('POST', path('shareList', { listId }), token)
  const stopSharing = (token: string | undefined, listId: string) =>
    call('DELETE', path('stopSharingList', { listId }), token)
  const shared = (shareId: string) => call('GET', path('sharedList', { shareId }))

  beforeAll(async () => {
    t = await makeAuthTestApp(name)
    catalogue = await rows<ProductRow>(
      sql`select id, name, price_paise, offer_price_paise, selling_price_paise, stock
          from products order by id desc limit 3`,
    )
    expect(catalogue).toHaveLength(3)
    ;[first, second, third] = catalogue as [ProductRow, ProductRow, ProductRow]
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  describe('the seed', () => {
    it('gives the demo shopper "Diwali gifts" of three products, shared, and "For the new flat" of two', async () => {
      const { token } = await createSession(t.database.db, DEMO_SHOPPER.id, t.clock)
      const lists = await listsOf(token)
      expect(lists.map((list) => [list.listName, list.products.length])).toEqual([
        ['Diwali gifts', 3],
        ['For the new flat', 2],
      ])
      expect(DEMO_LISTS.map((list) => list.listName)).toEqual(['Diwali gifts', 'For the new flat'])
      const [diwali, flat] = lists as [SharableList, SharableList]
      expect(diwali.shareId).toMatch(/^[\w-]{22,}$/)
      expect(flat.shareId).toBeNull()
      for (const product of [...diwali.products, ...flat.products]) expect(product.stock).toBeGreaterThan(0)
      // The shared one reads signed out.
      const publicRead = await shared(diwali.shareId ?? '')
      expect(publicRead.statusCode).toBe(200)
      expect(publicRead.json<SharedListAnswer>()).toEqual({
        listName: 'Diwali gifts',
        products: diwali.products,
      })
    })

    it('seeds nothing more on a later start', async () => {
      const { seedIfEmpty } = await import('../../src/db/seed/index.ts')
      const before = await t.database.db.$count(sharableLists)
      await seedIfEmpty(t.database.db)
      expect(await t.database.db.$count(sharableLists)).toBe(before)
    })
  })

  describe('reads', () => {
    it('answers the lists oldest first, items newest first, with prices in rupees and the discount', async () => {
      const shopper = await newShopper()
      const older = await createOk(shopper.token, 'Older')
      t.clock.advance(1000)
      const newer = await createOk(shopper.token, 'Newer')
      t.clock.advance(1000)
      expect((await add(shopper.token, older.id, first.id)).statusCode).toBe(200)
      t.clock.advance(1000)
      expect((await add(shopper.token, older.id, second.id)).statusCode).toBe(200)

      const response = await call('GET', path('sharableLists'), shopper.token)
      expect(response.headers['cache-control']).toBe('private, no-store')
      const lists = response.json<SharableList[]>()
      expect(lists.map((list) => list.id)).toEqual([older.id, newer.id])
      expect(lists[0]?.products.map((product) => product.productId)).toEqual([second.id, first.id])
      expect(lists[1]?.products).toEqual([])
      const product = lists[0]?.products[1]
      expect(product).toMatchObject({
        productId: first.id,
        name: first.name,
        price: first.price_paise / 100,
        offerPrice: first.offer_price_paise / 100,
        sellingPrice: first.selling_price_paise / 100,
        stock: first.stock,
      })
      const expected =
        first.offer_price_paise < first.price_paise
          ? Math.round(((first.price_paise - first.offer_price_paise) / first.price_paise) * 100)
          : 0
      expect(product?.discountPercentage).toBe(expected)
      expect(typeof product?.fiveRating).toBe('number')
      expect(product?.imageUrls.length).toBeGreaterThan(0)
    })

    it('shows a product as it is now: a changed price and stock show on the next read', async () => {
      const shopper = await newShopper()
      const list = await createOk(shopper.token, 'Watching', [third.id])
      await t.database.db.execute(
        sql`update products set price_paise = 100000, offer_price_paise = 75000, stock = 7 where id = ${third.id}`,
      )
      const [product] = (await listsOf(shopper.token))[0]?.products ?? []
      expect(product).toMatchObject({
        productId: third.id,
        price: 1000,
        offerPrice: 750,
        discountPercentage: 25,
        stock: 7,
      })
      expect(list.items).toEqual([third.id])
    })

    it('says which of the lists hold a product', async () => {
      const shopper = await newShopper()
      const holds = await createOk(shopper.token, 'Holds it', [first.id])
      t.clock.advance(1000)
      const lacks = await createOk(shopper.token, 'Lacks it', [second.id])
      const response = await inLists(shopper.token, first.id)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.json<ProductInListsAnswer>()).toEqual([
        { id: holds.id, listName: 'Holds it', hasProduct: true },
        { id: lacks.id, listName: 'Lacks it', hasProduct: false },
      ])
      // A shopper without lists gets none; another shopper's lists never show.
      const other = await newShopper()
      expect((await inLists(other.token, first.id)).json()).toEqual([])
    })

    it('answers 401 without a token on every owner call', async () => {
      const shopper = await newShopper()
      const list = await createOk(shopper.token, 'Mine', [first.id])
      const answers = await Promise.all([
        call('GET', path('sharableLists')),
        create(undefined, 'Nope'),
        add(undefined, list.id, second.id),
        removeItem(undefined, list.id, first.id),
        deleteList(undefined, list.id),
        inLists(undefined, first.id),
        share(undefined, list.id),
        stopSharing(undefined, list.id),
      ])
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401)
        expect(answer.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
      }
      const [mine] = await listsOf(shopper.token)
      expect(mine?.products.map((product) => product.productId)).toEqual([first.id])
      expect(mine?.shareId).toBeNull()
    })
  })

  describe('create-sharable-list', () => {
    it('creates a list with its products, trimming the name and putting a product named twice in once', async () => {
      const shopper = await newShopper()
      const response = await create(shopper.token, '  Rakhi  ', [first.id, second.id, first.id])
      expect(response.statusCode).toBe(200)
      const answer = response.json<CreateSharableListAnswer>()
      expect(answer).toEqual({
        message: LIST_CREATED_MESSAGE,
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        listName: 'Rakhi',
        items: [first.id, second.id],
      })
      const [list] = await listsOf(shopper.token)
      expect(list).toMatchObject({ id: answer.id, listName: 'Rakhi', shareId: null })
      expect(list?.products.map((product) => product.productId).sort()).toEqual([first.id, second.id].sort())
    })

    it('creates an empty list when no items are given', async () => {
      const shopper = await newShopper()
      const response = await create(shopper.token, 'Someday')
      expect(response.statusCode).toBe(200)
      expect(response.json().items).toEqual([])
      expect((await listsOf(shopper.token)).map((list) => [list.listName, list.products])).toEqual([
        ['Someday', []],
      ])
    })

    it('refuses a name the shopper already has, whatever its letter case; another shopper may use it', async () => {
      const shopper = await newShopper()
      await createOk(shopper.token, 'Diwali gifts')
      const again = await create(shopper.token, ' DIWALI Gifts ')
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ message: listNameTakenMessage('Diwali gifts') })
      expect(await listsOf(shopper.token)).toHaveLength(1)
      const other = await newShopper()
      expect((await create(other.token, 'Diwali gifts')).statusCode).toBe(200)
    })

    it('refuses an unknown product and creates nothing', async () => {
      const shopper = await newShopper()
      const response = await create(shopper.token, 'Half known', [first.id, 'NO-SUCH-PRODUCT'])
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: CART_PRODUCT_NOT_FOUND_MESSAGE })
      expect(await listsOf(shopper.token)).toEqual([])
    })

    it(`keeps at most ${LISTS_MAX} lists a shopper`, async () => {
      const shopper = await newShopper()
      await t.database.db.insert(sharableLists).values(
        Array.from({ length: LISTS_MAX }, (_, i) => ({
          id: `Full${name}${shoppers}x${i}`,
          userId: shopper.id,
          listName: `List ${i}`,
        })),
      )
      const response = await create(shopper.token, 'One too many', [first.id])
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: LISTS_FULL_MESSAGE })
      expect(await listsOf(shopper.token)).toHaveLength(LISTS_MAX)
      // Deleting one makes room.
      expect((await deleteList(shopper.token, `Full${name}${shoppers}x0`)).statusCode).toBe(200)
      expect((await create(shopper.token, 'One too many')).statusCode).toBe(200)
    })

    it('makes one list of two creates of the same name at once', async () => {
      const shopper = await newShopper()
      const answers = await Promise.all([create(shopper.token, 'Twice'), create(shopper.token, 'twice')])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
      expect(await listsOf(shopper.token)).toHaveLength(1)
    })

    it.each([
      ['an empty name', '', LIST_NAME_REQUIRED_MESSAGE],
      ['a name of spaces', '   ', LIST_NAME_REQUIRED_MESSAGE],
      ['no name', undefined, LIST_NAME_REQUIRED_MESSAGE],
      [`${LIST_NAME_MAX + 1} characters`, 'x'.repeat(LIST_NAME_MAX + 1), LIST_NAME_LENGTH_MESSAGE],
      ['a NUL byte', 'Gifts\u0000', CONTROL_CHARACTERS_MESSAGE],
      ['a line break', 'Gifts\nfor Amma', CONTROL_CHARACTERS_MESSAGE],
    ])('refuses %s with 400', async (_what, listName, message) => {
      const shopper = await newShopper()
      const response = await create(shopper.token, listName)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(message)
      expect(await listsOf(shopper.token)).toEqual([])
    })

    it(`accepts a name of exactly ${LIST_NAME_MAX} characters, and Hindi`, async () => {
      const shopper = await newShopper()
      expect((await create(shopper.token, 'x'.repeat(LIST_NAME_MAX))).statusCode).toBe(200)
      expect((await create(shopper.token, 'दिवाली के तोहफ़े')).json().listName).toBe('दिवाली के तोहफ़े')
    })

    it(`refuses more than ${LIST_ITEMS_MAX} items`, async () => {
      const shopper = await newShopper()
      const items = Array.from({ length: LIST_ITEMS_MAX + 1 }, (_, i) => `P${i}`)
      expect((await create(shopper.token, 'Too many', items)).statusCode).toBe(400)
      expect(await listsOf(shopper.token)).toEqual([])
    })
  })

  describe('add-product-to-list', () => {
    it('adds a product once; the second time says it is already there', async () => {
      const shopper = await newShopper()
      const list = await createOk(shopper.token, 'Gifts')
      const added = await add(shopper.token, list.id, first.id)
      expect(added.statusCode).toBe(200)
      expect(added.json()).toEqual({ message: addedToListMessage('Gifts') })
      const again = await add(shopper.token, list.id, first.id)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ message: alreadyInListMessage('Gifts') })
      expect((await listsOf(shopper.token))[0]?.products.map((product) => product.productId)).toEqual([
        first.id,
      ])
    })

    it('answers 404 for an unknown product or an unknown list, and 400 without a list id', async () => {
      const shopper = await newShopper()
      const list = await createOk(shopper.token, 'Gifts')
      const unknownProduct = await add(shopper.token, list.id, 'NO-SUCH-PRODUCT')
      expect(unknownProduct.statusCode).toBe(404)
      expect(unknownProduct.json()).toEqual({ message: CART_PRODUCT_NOT_FOUND_MESSAGE })
      const unknownList = await add(shopper.token, 'NoSuchList0000000000', first.id)
      expect(unknownList.statusCode).toBe(404)
      expect(unknownList.json()).toEqual({ message: LIST_NOT_FOUND_MESSAGE })
      const noList = await call('POST', path('addProductToList'), shopper.token, { itemId: first.id })
      expect(noList.statusCode).toBe(400)
      expect(noList.json().message).toContain(LIST_ID_REQUIRED_MESSAGE)
      const blankList = await add(shopper.token, '  ', first.id)
      expect(blankList.statusCode).toBe(400)
      expect(blankList.json().message).toContain(LIST_ID_REQUIRED_MESSAGE)
      expect((await listsOf(shopper.token))[0]?.products).toEqual([])
    })

    it(`holds at most ${LIST_ITEMS_MAX} products a list`, async () => {
      const shopper = await newShopper()
      const list = await createOk(shopper.token, 'Big')
      const ids = (await rows<{ id: string }>(sql`select id from products order by id`)).map((row) => row.id)
      expect(ids.length).toBeGreaterThan(LIST_ITEMS_MAX)
      await t.database.db
        .insert(sharableListItems)
        .values(ids.slice(0, LIST_ITEMS_MAX).map((productId) => ({ listId: list.id, productId })))
      const response = await add(shopper.token, list.id, ids[LIST_ITEMS_MAX] ?? '')
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: LIST_FULL_MESSAGE })
      // Making room lets the next one in.
      expect((await removeItem(shopper.token, list.id, ids[0] ?? '')).statusCode).toBe(200)
      expect((await add(shopper.token, list.id, ids[LIST_ITEMS_MAX] ?? '')).statusCode).toBe(200)
    })
  })

  describe('removing', () => {
    it('takes a product out of a list; taking it out again is fine and changes nothing', async () => {
      const shopper = await newShopper()
      const list = await createOk(shopper.token, 'Gifts', [first.id, second.id])
      const removed = await removeItem(shopper.token, list.id, first.id)
      expect(removed.statusCode).toBe(200)
      expect(removed.json()).toEqual({ message: LIST_ITEM_REMOVED_MESSAGE })
      const again = await removeItem(shopper.token, list.id, first.id)
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual({ message: LIST_ITEM_REMOVED_MESSAGE })
      expect((await listsOf(shopper.token))[0]?.products.map((product) => product.productId)).toEqual([
        second.id,
      ])
      expect((await removeItem(shopper.token, 'NoSuchList0000000000', second.id)).statusCode).toBe(404)
    })

    it('deletes a list with its items; deleting it again answers 404', async () => {
      const shopper = await newShopper()
      const list = await createOk(shopper.token, 'Gone soon', [first.id, second.id])
      const kept = await createOk(shopper.token, 'Kept', [first.id])
      const response = await deleteList(shopper.token, list.id)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ message: LIST_DELETED_MESSAGE })
      expect((await listsOf(shopper.token)).map((l) => l.id)).toEqual([kept.id])
      const [left] = await rows<{ n: number }>(
        sql`select count(*)::int as n from sharable_list_items where list_id = ${list.id}`,
      )
      expect(left?.n).toBe(0)
      const again = await deleteList(shopper.token, list.id)
      expect(again.statusCode).toBe(404)
      expect(again.json()).toEqual({ message: LIST_NOT_FOUND_MESSAGE })
      // Its name is free again.
      expect((await create(shopper.token, 'Gone soon')).statusCode).toBe(200)
    })
  })

  describe("another shopper's list", () => {
    it('answers 404 to every owner call and leaves the list as it was', async () => {
      const owner = await newShopper()
      const list = await createOk(owner.token, 'Private', [first.id])
      const shareId = (await share(owner.token, list.id)).json().shareId as string
      const before = await listsOf(owner.token)

      const intruder = await newShopper()
      const answers = [
        await add(intruder.token, list.id, second.id),
        await removeItem(intruder.token, list.id, first.id),
        await deleteList(intruder.token, list.id),
        await share(intruder.token, list.id),
        await stopSharing(intruder.token, list.id),
      ]
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404)
        expect(answer.json()).toEqual({ message: LIST_NOT_FOUND_MESSAGE })
      }
      // The same answer as a list that does not exist: nothing tells the intruder it does.
      expect((await add(intruder.token, 'NoSuchList0000000000', second.id)).json()).toEqual(
        answers[0]?.json(),
      )
      expect(await listsOf(owner.token)).toEqual(before)
      expect((await shared(shareId)).statusCode).toBe(200)
      expect(await listsOf(intruder.token)).toEqual([])
      expect((await inLists(intruder.token, first.id)).json()).toEqual([])
    })
  })

  describe('sharing', () => {
    it('shares a list under an unguessable id that anyone can read signed out, without a word of its owner', async () => {
      const owner = await newShopper()
      const list = await createOk(owner.token, 'For Amma', [first.id, second.id])
      const response = await share(owner.token, list.id)
      expect(response.statusCode).toBe(200)
      const { shareId } = response.json<{ shareId: string }>()
      expect(shareId).toMatch(/^[A-Za-z0-9_-]{22,}$/)
      expect(shareId).not.toContain(list.id)
      // Sharing again hands out the same link.
      expect((await share(owner.token, list.id)).json()).toEqual({ shareId })
      expect((await listsOf(owner.token))[0]?.shareId).toBe(shareId)

      const publicRead = await shared(shareId)
      expect(publicRead.statusCode).toBe(200)
      expect(publicRead.headers['cache-control']).toBe('private, no-store')
      const answer = publicRead.json<SharedListAnswer>()
      expect(Object.keys(answer).sort()).toEqual(['listName', 'products'])
      expect(answer.listName).toBe('For Amma')
      expect(answer.products).toEqual((await listsOf(owner.token))[0]?.products)
      expect(publicRead.body).not.toContain(owner.id)
      expect(publicRead.body).not.toContain(list.id)
    })

    it('stops sharing: the link answers 404; sharing again makes a new link and the old one stays dead', async () => {
      const owner = await newShopper()
      const list = await createOk(owner.token, 'Wedding', [first.id])
      const { shareId: oldId } = (await share(owner.token, list.id)).json<{ shareId: string }>()
      const stopped = await stopSharing(owner.token, list.id)
      expect(stopped.statusCode).toBe(200)
      expect(stopped.json()).toEqual({ message: SHARING_STOPPED_MESSAGE })
      expect((await listsOf(owner.token))[0]?.shareId).toBeNull()
      const dead = await shared(oldId)
      expect(dead.statusCode).toBe(404)
      expect(dead.json()).toEqual({ message: SHARED_LIST_NOT_FOUND_MESSAGE })
      // Stopping a list that is not shared is fine.
      expect((await stopSharing(owner.token, list.id)).statusCode).toBe(200)

      const { shareId: newId } = (await share(owner.token, list.id)).json<{ shareId: string }>()
      expect(newId).not.toBe(oldId)
      expect((await shared(newId)).statusCode).toBe(200)
      expect((await shared(oldId)).statusCode).toBe(404)
    })

    it('answers 404 for the link of a deleted list and for an id never handed out', async () => {
      const owner = await newShopper()
      const list = await createOk(owner.token, 'Short lived', [first.id])
      const { shareId } = (await share(owner.token, list.id)).json<{ shareId: string }>()
      expect((await deleteList(owner.token, list.id)).statusCode).toBe(200)
      expect((await shared(shareId)).statusCode).toBe(404)
      const never = await shared('AAAAAAAAAAAAAAAAAAAAAAAA')
      expect(never.statusCode).toBe(404)
      expect(never.json()).toEqual({ message: SHARED_LIST_NOT_FOUND_MESSAGE })
    })

    it('shows a product taken out of the list no more', async () => {
      const owner = await newShopper()
      const list = await createOk(owner.token, 'Changing', [first.id, second.id])
      const { shareId } = (await share(owner.token, list.id)).json<{ shareId: string }>()
      await removeItem(owner.token, list.id, second.id)
      const answer = (await shared(shareId)).json<SharedListAnswer>()
      expect(answer.products.map((product) => product.productId)).toEqual([first.id])
    })
  })
})
