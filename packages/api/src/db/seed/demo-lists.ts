import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import { newShareId } from '../../lists/writes.ts'
import type { Db } from '../client.ts'
import { newDocumentId } from '../ids.ts'
import { categories, products, sharableListItems, sharableLists } from '../schema.ts'
import { DEMO_SHOPPER, demoShopperHasNone } from './demo-shopper.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The demo shopper's named lists, oldest first: each takes the first well-stocked product (by id) of each
 * of its categories, so the lists read as what their names promise. The first list is shared.
 */
export const DEMO_LISTS = [
  { listName: 'Diwali gifts', categories: ['Snacks & Sweets', 'Home Decor', 'Smart Watches'], shared: true },
  { listName: 'For the new flat', categories: ['Pressure Cookers', 'Bedsheets'], shared: false },
] as const

/**
 * Gives the demo shopper two lists, the first shared under a random share id, so My Account's lists and
 * the shared page have something to show straight after the seed. Called where the demo shopper is
 * created, and only while the shopper has no list at all, so lists a shopper deleted do not come back.
 */
export async function ensureDemoShopperNamedLists(
  tx: Tx | Db,
  now: Date = new Date(),
): Promise<{ added: boolean }> {
  if (!(await demoShopperHasNone(tx, [{ table: sharableLists, userId: sharableLists.userId }])))
    return { added: false }
  const userId = DEMO_SHOPPER.id

  const names = DEMO_LISTS.flatMap((list) => [...list.categories])
  const candidates = await tx
    .select({ id: products.id, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(gt(products.stock, 10), inArray(categories.name, names)))
    .orderBy(asc(products.id))
  const firstOf = new Map<string, string>()
  for (const { id, category } of candidates) {
    if (category && !firstOf.has(category)) firstOf.set(category, id)
  }

  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000)
  for (const [index, list] of DEMO_LISTS.entries()) {
    const picked = list.categories.flatMap((category) => firstOf.get(category) ?? [])
    const id = newDocumentId()
    // Oldest first: the first list was made days before the second.
    const createdAt = hoursAgo(24 * (DEMO_LISTS.length - index) * 2)
    await tx.insert(sharableLists).values({
      id,
      userId,
      listName: list.listName,
      shareId: list.shared ? newShareId() : null,
      createdAt,
    })
    if (picked.length === 0) continue
    // Added one hour apart after the list was made, in the order of its categories (the last the newest).
    await tx.insert(sharableListItems).values(
      picked.map((productId, i) => ({
        listId: id,
        productId,
        addedAt: new Date(createdAt.getTime() + (i + 1) * 3_600_000),
      })),
    )
  }
  return { added: true }
}
