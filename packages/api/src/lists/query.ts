import type { ListProduct, ProductInListsAnswer, SharableList, SharedListAnswer } from '@haat/contract'
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { discountPercent, paiseToRupees, productCardColumns } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { products, sharableListItems, sharableLists } from '../db/schema.ts'

/**
 * The reads of named lists: the shopper's own lists, the Add to list dialog's "which lists hold it", and
 * the public read of a shared list. Each product is joined at read time, so a list shows the price and
 * stock the catalogue has now. Lists go oldest first; items newest first, and items added in the same
 * instant (a list created with several products) go by product id so the order is stable.
 */

const listProductColumns = {
  listId: sharableListItems.listId,
  ...productCardColumns,
}

type ListProductRow = {
  [K in keyof typeof listProductColumns]: (typeof listProductColumns)[K]['_']['data']
}

function toListProduct({
  listId: _listId,
  pricePaise,
  offerPricePaise,
  sellingPricePaise,
  ...row
}: ListProductRow): ListProduct {
  return {
    ...row,
    price: paiseToRupees(pricePaise),
    offerPrice: paiseToRupees(offerPricePaise),
    sellingPrice: paiseToRupees(sellingPricePaise),
    discountPercentage: discountPercent(pricePaise, offerPricePaise),
  }
}

/** The products of the given lists, newest item first, grouped by list id. */
async function productsOfLists(db: Db, listIds: string[]): Promise<Map<string, ListProduct[]>> {
  const byList = new Map<string, ListProduct[]>(listIds.map((id) => [id, []]))
  if (listIds.length === 0) return byList
  const rows = await db
    .select(listProductColumns)
    .from(sharableListItems)
    .innerJoin(products, eq(products.id, sharableListItems.productId))
    .where(inArray(sharableListItems.listId, listIds))
    .orderBy(desc(sharableListItems.addedAt), asc(products.id))
  for (const row of rows) byList.get(row.listId)?.push(toListProduct(row))
  return byList
}

/** The shopper's lists, oldest first, each with its products as they are now (two queries in all). */
export async function getShopperLists(db: Db, userId: string): Promise<SharableList[]> {
  const lists = await db
    .select({ id: sharableLists.id, listName: sharableLists.listName, shareId: sharableLists.shareId })
    .from(sharableLists)
    .where(eq(sharableLists.userId, userId))
    .orderBy(asc(sharableLists.createdAt), asc(sharableLists.id))
  const products = await productsOfLists(
    db,
    lists.map((list) => list.id),
  )
  return lists.map((list) => ({ ...list, products: products.get(list.id) ?? [] }))
}

/** Every list of the shopper, oldest first, saying whether it holds the product. */
export async function getProductInLists(
  db: Db,
  userId: string,
  productId: string,
): Promise<ProductInListsAnswer> {
  return db
    .select({
      id: sharableLists.id,
      listName: sharableLists.listName,
      hasProduct: sql<boolean>`exists (
        select 1 from ${sharableListItems}
        where ${sharableListItems.listId} = ${sharableLists.id} and ${sharableListItems.productId} = ${productId}
      )`,
    })
    .from(sharableLists)
    .where(eq(sharableLists.userId, userId))
    .orderBy(asc(sharableLists.createdAt), asc(sharableLists.id))
}

/**
 * A shared list as anyone sees it: its name and products, nothing of its owner (no shopper id, no list
 * id). Undefined when no list is shared under that id (never shared, stopped, or deleted).
 */
export async function getSharedList(db: Db, shareId: string): Promise<SharedListAnswer | undefined> {
  const [list] = await db
    .select({ id: sharableLists.id, listName: sharableLists.listName })
    .from(sharableLists)
    .where(eq(sharableLists.shareId, shareId))
    .limit(1)
  if (!list) return undefined
  const products = await productsOfLists(db, [list.id])
  return { listName: list.listName, products: products.get(list.id) ?? [] }
}
