import { randomBytes } from 'node:crypto'
import {
  alreadyInListMessage,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  LIST_FULL_MESSAGE,
  LIST_ITEMS_MAX,
  LIST_NOT_FOUND_MESSAGE,
  LISTS_FULL_MESSAGE,
  LISTS_MAX,
  listNameTakenMessage,
} from '@haat/contract'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { newDocumentId } from '../db/ids.ts'
import { products, sharableListItems, sharableLists } from '../db/schema.ts'
import { lockShopper } from '../identity/users.ts'

/**
 * A list's public share id: 144 random bits in base64url (24 characters). Anyone holding the link can read
 * the list, so the id is the only secret and must not be guessable or derived from anything else.
 */
export function newShareId(): string {
  return randomBytes(18).toString('base64url')
}

/** A refusal the shopper is told about: the HTTP status and the contract's message. */
export class ListRefusal extends Error {
  readonly status: 404 | 409

  constructor(status: 404 | 409, message: string) {
    super(message)
    this.status = status
  }
}

/** The shopper's list of that id; another shopper's list is as unknown as one that does not exist. */
const ownList = (userId: string, listId: string) =>
  and(eq(sharableLists.id, listId), eq(sharableLists.userId, userId))

export interface CreatedList {
  id: string
  listName: string
  items: string[]
}

/**
 * Creates a list with its first products in one transaction (see docs/product.md, "Named lists"). Refuses
 * a name the shopper already has, whatever its letter case (409), a list past LISTS_MAX (409) and any
 * unknown product (404): a refusal creates nothing. A product named twice is put in once.
 */
export async function createList(
  db: Db,
  userId: string,
  listName: string,
  items: readonly string[],
  at: Date,
): Promise<CreatedList> {
  const name = listName.trim()
  const productIds = [...new Set(items)]
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const [taken] = await tx
      .select({ listName: sharableLists.listName })
      .from(sharableLists)
      .where(and(eq(sharableLists.userId, userId), sql`lower(${sharableLists.listName}) = lower(${name})`))
      .limit(1)
    // Named as the shopper wrote it the first time, which is how their list shows it.
    if (taken) throw new ListRefusal(409, listNameTakenMessage(taken.listName))
    const [lists] = await tx
      .select({ n: count() })
      .from(sharableLists)
      .where(eq(sharableLists.userId, userId))
    if ((lists?.n ?? 0) >= LISTS_MAX) throw new ListRefusal(409, LISTS_FULL_MESSAGE)
    if (productIds.length > 0) {
      const known = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, productIds))
      if (known.length < productIds.length) throw new ListRefusal(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
    }

    const id = newDocumentId()
    await tx.insert(sharableLists).values({ id, userId, listName: name, createdAt: at })
    if (productIds.length > 0) {
      await tx
        .insert(sharableListItems)
        .values(productIds.map((productId) => ({ listId: id, productId, addedAt: at })))
    }
    return { id, listName: name, items: productIds }
  })
}

/**
 * Puts a product in one of the shopper's lists in one transaction. Refuses a list that is not the
 * shopper's (404, the same as an unknown one), an unknown product (404), a product already there and a
 * full list (409). Answers the list's name for the message.
 */
export async function addProductToList(
  db: Db,
  userId: string,
  listId: string,
  productId: string,
  at: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId)
    const [list] = await tx
      .select({ listName: sharableLists.listName })
      .from(sharableLists)
      .where(ownList(userId, listId))
      .limit(1)
    if (!list) throw new ListRefusal(404, LIST_NOT_FOUND_MESSAGE)
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1)
    if (!product) throw new ListRefusal(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
    const [existing] = await tx
      .select({ id: sharableListItems.productId })
      .from(sharableListItems)
      .where(and(eq(sharableListItems.listId, listId), eq(sharableListItems.productId, productId)))
      .limit(1)
    if (existing) throw new ListRefusal(409, alreadyInListMessage(list.listName))
    const [items] = await tx
      .select({ n: count() })
      .from(sharableListItems)
      .where(eq(sharableListItems.listId, listId))
    if ((items?.n ?? 0) >= LIST_ITEMS_MAX) throw new ListRefusal(409, LIST_FULL_MESSAGE)
    await tx.insert(sharableListItems).values({ listId, productId, addedAt: at })
    return list.listName
  })
}

/**
 * Takes a product out of one of the shopper's lists. A list that is not the shopper's is refused (404);
 * a product that is not in the list changes nothing and is not an error (a remove pressed twice).
 */
export async function removeListItem(
  db: Db,
  userId: string,
  listId: string,
  productId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [list] = await tx
      .select({ id: sharableLists.id })
      .from(sharableLists)
      .where(ownList(userId, listId))
      .limit(1)
    if (!list) throw new ListRefusal(404, LIST_NOT_FOUND_MESSAGE)
    await tx
      .delete(sharableListItems)
      .where(and(eq(sharableListItems.listId, listId), eq(sharableListItems.productId, productId)))
  })
}

/** Deletes one of the shopper's lists; its items go with it (the foreign key cascades), and so does its link. */
export async function deleteList(db: Db, userId: string, listId: string): Promise<void> {
  const deleted = await db
    .delete(sharableLists)
    .where(ownList(userId, listId))
    .returning({ id: sharableLists.id })
  if (deleted.length === 0) throw new ListRefusal(404, LIST_NOT_FOUND_MESSAGE)
}

/**
 * Turns sharing on for one of the shopper's lists and answers its share id. A list already shared keeps
 * its id (sharing twice hands out the same link); one statement, so two shares at once agree on it.
 */
export async function shareList(db: Db, userId: string, listId: string): Promise<string> {
  const [list] = await db
    .update(sharableLists)
    .set({ shareId: sql`coalesce(${sharableLists.shareId}, ${newShareId()})` })
    .where(ownList(userId, listId))
    .returning({ shareId: sharableLists.shareId })
  if (!list?.shareId) throw new ListRefusal(404, LIST_NOT_FOUND_MESSAGE)
  return list.shareId
}

/**
 * Stops sharing one of the shopper's lists: its share id is forgotten, so the old link answers 404 for
 * good (sharing again makes a new id). Stopping a list that is not shared changes nothing.
 */
export async function stopSharingList(db: Db, userId: string, listId: string): Promise<void> {
  const updated = await db
    .update(sharableLists)
    .set({ shareId: null })
    .where(ownList(userId, listId))
    .returning({ id: sharableLists.id })
  if (updated.length === 0) throw new ListRefusal(404, LIST_NOT_FOUND_MESSAGE)
}
