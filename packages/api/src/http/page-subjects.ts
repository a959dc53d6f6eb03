import { type PageName, pageHref } from '@haat/contract/core'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { brands, categories, sellers } from '../db/schema.ts'
import type { PageMatch, ProductOffer } from './page-head.ts'
import { findProductReviewsSubject, findProductSubject } from './product-head.ts'

/** What a page is about, as the database names it. */
export interface PageSubject {
  /** The name to show, or undefined when the catalogue has none (the page's own title is used). */
  name: string | undefined
  /** An image of it (a path under /media or an absolute address). */
  image?: string
  /** The page's canonical path when it differs from the address asked for. */
  canonicalPath?: string
  /** The subject's own description (a product's), instead of the rule's sentence about the name. */
  description?: string
  /** The image is a wide picture (a product photo, a banner), not a logo: link previews show it large. */
  wideImage?: boolean
  ogType?: 'product'
  productOffer?: ProductOffer
  /** schema.org data, every address absolute. */
  structuredData?: Record<string, unknown>
}

interface SubjectRule {
  /**
   * The subject, or null when the id names nothing (the page answers 404). `publicUrl` is the store's
   * address, for what must name absolute addresses (JSON-LD).
   */
  find(db: Db, params: Record<string, string>, publicUrl: string): Promise<PageSubject | null>
  title(name: string): string
  description(name: string): string
}

const blankToUndefined = (text: string | null) => (text?.trim() ? text : undefined)

async function findBrand(db: Db, params: Record<string, string>): Promise<PageSubject | null> {
  const [row] = await db
    .select({ name: brands.name, logo: brands.logo })
    .from(brands)
    .where(eq(brands.id, params.brandId ?? ''))
    .limit(1)
  return row ? { name: blankToUndefined(row.name), image: row.logo } : null
}

async function findCategory(db: Db, params: Record<string, string>): Promise<PageSubject | null> {
  const categoryId = params.categoryId ?? ''
  const [row] = await db
    .select({ name: categories.name, banner: categories.banner, icon: categories.icon })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1)
  if (!row) return null
  const name = blankToUndefined(row.name)
  return {
    name,
    image: row.banner ?? row.icon ?? undefined,
    wideImage: Boolean(row.banner),
    canonicalPath: categoryPath(categoryId, name),
  }
}

/**
 * One address for a category whatever name its link carries (the storefront's links carry the name): its
 * canonical link and its sitemap entry.
 */
export function categoryPath(categoryId: string, name: string | null | undefined): string {
  return name?.trim() ? pageHref('categoryNamed', { categoryId, name }) : pageHref('category', { categoryId })
}

async function findSeller(db: Db, params: Record<string, string>): Promise<PageSubject | null> {
  const [row] = await db
    .select({ storeName: sellers.storeName, storeImage: sellers.storeImage })
    .from(sellers)
    .where(eq(sellers.id, params.sellerId ?? ''))
    .limit(1)
  return row ? { name: blankToUndefined(row.storeName), image: row.storeImage } : null
}

const brandPage: SubjectRule = {
  find: findBrand,
  title: (name) => name,
  description: (name) => `Shop ${name} on Haat: the brand's products from trusted Indian sellers.`,
}
const brandProducts: SubjectRule = {
  find: findBrand,
  title: (name) => `${name} Products`,
  description: brandPage.description,
}
const categoryPage: SubjectRule = {
  find: findCategory,
  title: (name) => name,
  description: (name) => `Shop ${name} on Haat: compare prices and offers from trusted Indian sellers.`,
}
const sellerStore: SubjectRule = {
  find: findSeller,
  title: (name) => name,
  description: (name) => `Shop from ${name} on Haat, the store's products, ratings and offers.`,
}

const productPage: SubjectRule = {
  find: findProductSubject,
  title: (name) => name,
  // Used only for a product whose description is empty (findProductSubject gives its own).
  description: (name) => `Buy ${name} on Haat from trusted Indian sellers.`,
}
const productReviews: SubjectRule = {
  find: findProductReviewsSubject,
  title: (name) => `Reviews of ${name}`,
  description: (name) => `Ratings and reviews of ${name} from shoppers on Haat.`,
}

/**
 * The pages about one product, brand, category or store: their head names it, and an unknown id answers
 * 404.
 */
export const subjectRules: Partial<Record<PageName, SubjectRule>> = {
  product: productPage,
  productReviews,
  brand: brandPage,
  featuredBrandProducts: brandProducts,
  topBrandProducts: brandProducts,
  category: categoryPage,
  categoryNamed: categoryPage,
  sellerStore,
}

/** The subject of a matched page: undefined for a page about nothing in particular, null for an unknown id. */
export async function findPageSubject(
  db: Db,
  match: PageMatch,
  publicUrl: string,
): Promise<{ rule: SubjectRule; subject: PageSubject | null } | undefined> {
  const rule = subjectRules[match.name]
  if (!rule) return undefined
  return { rule, subject: await rule.find(db, match.params, publicUrl) }
}
