import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { releaseIconSet } from '../../media/emoji.ts'
import type { Db } from '../client.ts'
import * as schema from '../schema.ts'
import { ensureBrowseData } from './browse.ts'
import { buildDemoCatalogue, DEFAULT_PRODUCT_COUNT } from './build.ts'
import { ensureDemoAccount } from './demo-account.ts'
import { ensureDemoShopperAddresses } from './demo-addresses.ts'
import { ensureDemoShopperNamedLists } from './demo-lists.ts'
import { ensureDemoOrderHistory } from './demo-order-history.ts'
import { ensureDemoSeller } from './demo-seller.ts'
import { ensureDemoShopper } from './demo-shopper.ts'
import { ensureDemoShopperWallet } from './demo-wallet.ts'
import { ensureDemoShopperOrders } from './orders.ts'
import { ensurePincodes, ensureSellerPincodes } from './pincodes.ts'
import { ensureProductQuestions } from './questions.ts'
import { ensureProductReviews } from './reviews.ts'
import { ensureDemoShopperLists } from './shopper-lists.ts'
import { ensureSearchSynonyms } from './synonyms.ts'
import { ensureTaxDetails } from './tax-details.ts'

export { buildDemoCatalogue, DEFAULT_PRODUCT_COUNT } from './build.ts'
export { DEMO_SELLER, demoSellerProducts } from './demo-seller.ts'
export { DEMO_SHOPPER } from './demo-shopper.ts'
export { DEMO_SHOPPER_NOT_BOUGHT, demoShopperPurchases } from './orders.ts'

/** Any number: it only has to be the same for every server copy that might seed at once. */
const SEED_LOCK_KEY = 7_240_2026

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Rows per INSERT: large enough to be quick, small enough to stay under PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 250

async function insertInBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + BATCH_ROWS))
  }
}

/**
 * Seeds the demo catalogue unless the database already has one. Everything happens in one transaction
 * under an advisory lock, so a crash leaves nothing half-written and two servers starting together on
 * one PostgreSQL seed it once.
 */
export async function seedIfEmpty(
  db: Db,
  opts: { products?: number; now?: Date } = {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const existing = await tx.select({ id: schema.siteSettings.id }).from(schema.siteSettings).limit(1)
    if (existing.length > 0) {
      // Seeded before accounts existed: the catalogue stays, the demo shopper is added once.
      if ((await ensureDemoShopper(tx)).added) {
        await ensureDemoShopperLists(tx, opts.now)
        await ensureDemoShopperNamedLists(tx, opts.now)
        await ensureDemoShopperAddresses(tx, opts.now)
      }
      await ensureBrowseData(tx, { now: opts.now })
      await ensurePincodes(tx)
      await ensureSellerPincodes(tx)
      await ensureTaxDetails(tx)
      await ensureSearchSynonyms(tx)
      const questions = await ensureProductQuestions(tx, { now: opts.now })
      await ensureDemoShopperOrders(tx, { now: opts.now })
      await ensureDemoShopperWallet(tx, { now: opts.now })
      await ensureDemoOrderHistory(tx, { now: opts.now })
      await ensureDemoSeller(tx)
      const reviews = await ensureProductReviews(tx, { now: opts.now })
      await ensureDemoAccount(tx, {
        now: opts.now,
        catalogueReviews: reviews.added,
        catalogueQuestions: questions.added,
      })
      return { seeded: false }
    }

    const data = buildDemoCatalogue({
      products: opts.products ?? DEFAULT_PRODUCT_COUNT,
      now: opts.now ?? new Date(),
    })
    releaseIconSet()
    // Media rows are large (SVG bodies): fewer per statement.
    for (let start = 0; start < data.media.length; start += 50) {
      await tx.insert(schema.media).values(data.media.slice(start, start + 50))
    }
    await insertInBatches(tx, schema.categories, data.categories)
    await insertInBatches(tx, schema.brands, data.brands)
    await insertInBatches(tx, schema.sellers, data.sellers)
    await insertInBatches(tx, schema.products, data.products)
    await insertInBatches(tx, schema.homeBanners, data.homeBanners)
    await insertInBatches(tx, schema.topDeals, data.topDeals)
    await insertInBatches(tx, schema.topDealProducts, data.topDealProducts)
    await insertInBatches(tx, schema.limitedTimeDeals, data.limitedTimeDeals)
    await insertInBatches(tx, schema.limitedTimeDealProducts, data.limitedTimeDealProducts)
    await insertInBatches(tx, schema.featuredBrands, data.featuredBrands)
    await insertInBatches(tx, schema.featuredBrandBrands, data.featuredBrandBrands)
    await insertInBatches(tx, schema.topStores, data.topStores)
    await insertInBatches(tx, schema.newArrivals, data.newArrivals)
    await insertInBatches(tx, schema.newArrivalProducts, data.newArrivalProducts)
    await insertInBatches(tx, schema.newArrivalVariants, data.newArrivalVariants)
    await insertInBatches(tx, schema.featuredProducts, data.featuredProducts)
    await insertInBatches(tx, schema.topBrands, data.topBrands)
    await insertInBatches(tx, schema.discountsForYou, data.discountsForYou)
    await ensureDemoShopper(tx)
    await ensureDemoShopperLists(tx, opts.now)
    await ensureDemoShopperNamedLists(tx, opts.now)
    await ensureDemoShopperAddresses(tx, opts.now)
    await ensureBrowseData(tx, { now: opts.now })
    await ensurePincodes(tx)
    await ensureSellerPincodes(tx)
    await ensureTaxDetails(tx)
    await ensureSearchSynonyms(tx)
    const questions = await ensureProductQuestions(tx, { now: opts.now })
    await ensureDemoShopperOrders(tx, { now: opts.now })
    await ensureDemoShopperWallet(tx, { now: opts.now })
    await ensureDemoOrderHistory(tx, { now: opts.now })
    await ensureDemoSeller(tx)
    const reviews = await ensureProductReviews(tx, { now: opts.now })
    await ensureDemoAccount(tx, {
      now: opts.now,
      catalogueReviews: reviews.added,
      catalogueQuestions: questions.added,
    })
    // Written last: its presence is what marks the database as seeded.
    await tx.insert(schema.siteSettings).values(data.siteSettings)
    return { seeded: true }
  })
}
