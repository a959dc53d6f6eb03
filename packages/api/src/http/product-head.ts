import { pageHref, SITE_NAME } from '@haat/contract/core'
import { eq } from 'drizzle-orm'
import { ratingCountColumns } from '../catalogue/product-card.ts'
import type { Db } from '../db/client.ts'
import { brands, products, sellers } from '../db/schema.ts'
import { absoluteUrl } from './page-head.ts'
import type { PageSubject } from './page-subjects.ts'

/**
 * What crawlers and link previews read about a product before any JavaScript runs: its name, a short
 * description, its first picture and schema.org Product data (price, stock, rating) as JSON-LD. Read
 * straight from the catalogue tables, not through the product page's call, which answers per shopper.
 */

/** Search results show about 155 characters of a description; longer ones are cut there, at a word. */
export const META_DESCRIPTION_LENGTH = 155

/** `text` on one line, cut at the last word that fits in `max` characters (an ellipsis marks the cut). */
export function snippet(text: string, max = META_DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const room = line.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  // A first "word" longer than half the room (a pasted code, a URL) is cut where it stands.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room
  return `${cut.replace(/[\s,;:.\-–]+$/, '')}…`
}

/** Paise as the rupee amount schema.org wants: a decimal string with two places ("1299.50"). */
export function rupeesText(paise: number): string {
  const whole = Math.trunc(paise)
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

interface RatingCounts {
  oneRating: number
  twoRating: number
  threeRating: number
  fourRating: number
  fiveRating: number
}

/** The rating as docs/product.md defines it (Money and numbers, Average rating), with its count. */
export function ratingSummary(c: RatingCounts): { average: number; count: number } {
  const count = c.oneRating + c.twoRating + c.threeRating + c.fourRating + c.fiveRating
  if (count === 0) return { average: 0, count }
  const stars = c.oneRating + 2 * c.twoRating + 3 * c.threeRating + 4 * c.fourRating + 5 * c.fiveRating
  return { average: Math.round((stars / count) * 10) / 10, count }
}

/** The columns the head needs, by product id; undefined when no product has that id. */
async function findProductRow(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      imageUrls: products.imageUrls,
      offerPricePaise: products.offerPricePaise,
      stock: products.stock,
      ...ratingCountColumns,
      brandName: brands.name,
      sellerName: sellers.name,
      storeName: sellers.storeName,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
    .limit(1)
  return row
}

type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductRow>>>

/** schema.org Product data for one product, every address absolute on `publicUrl`. */
export function productStructuredData(row: ProductRow, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}${pageHref('product', { prodId: row.id })}`
  const images = row.imageUrls.flatMap((image) => absoluteUrl(publicUrl, image) ?? [])
  const rating = ratingSummary(row)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.name,
    ...(images.length > 0 ? { image: images } : {}),
    description: row.description.trim(),
    sku: row.id,
    url,
    brand: { '@type': 'Brand', name: row.brandName },
    offers: {
      '@type': 'Offer',
      // The offer price is what a shopper pays (docs/product.md, Money and numbers).
      price: rupeesText(row.offerPricePaise),
      priceCurrency: 'INR',
      // Out of stock at 0 or below (docs/product.md, Stock).
      availability: row.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      seller: { '@type': 'Organization', name: row.storeName?.trim() || row.sellerName },
    },
    // Search engines refuse a rating without ratings behind it: none is written until somebody rates.
    ...(rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** The product page's subject: name, description, first picture and JSON-LD; null for an unknown id. */
export async function findProductSubject(
  db: Db,
  params: Record<string, string>,
  publicUrl: string,
): Promise<PageSubject | null> {
  const row = await findProductRow(db, params.prodId ?? '')
  if (!row) return null
  const description = snippet(row.description)
  return {
    name: row.name.trim() || undefined,
    description: description || `Buy ${row.name} on ${SITE_NAME} from trusted Indian sellers.`,
    image: row.imageUrls[0],
    wideImage: true,
    ogType: 'product',
    productOffer: { amount: rupeesText(row.offerPricePaise), currency: 'INR', inStock: row.stock > 0 },
    structuredData: productStructuredData(row, publicUrl),
  }
}

/** The reviews page of a product: named after the product, with its picture; null for an unknown id. */
export async function findProductReviewsSubject(
  db: Db,
  params: Record<string, string>,
): Promise<PageSubject | null> {
  const [row] = await db
    .select({ name: products.name, imageUrls: products.imageUrls })
    .from(products)
    .where(eq(products.id, params.productId ?? ''))
    .limit(1)
  if (!row) return null
  return { name: row.name.trim() || undefined, image: row.imageUrls[0], wideImage: true }
}

/**
 * The product's first picture, which its page shows largest (the page's largest paint): preloaded with
 * high priority. Undefined for an unknown product or one without pictures.
 */
export async function firstProductPicture(db: Db, productId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ imageUrls: products.imageUrls })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1)
  return row?.imageUrls[0]
}
