import type { ListingProduct, SearchSuggestion } from '@haat/contract'
import { desc, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { brands, products } from '../db/schema.ts'
import { listingBrandJoin, listingColumns, toListingProduct } from './listing.ts'

/**
 * Product search: PostgreSQL full-text search over the weighted vector (name A, brand B, category C,
 * description D) plus pg_trgm word similarity on the name, so typos ("smartfone", "zenvlt") and
 * half-typed words ("lapt") still match. The text only ever travels as a bound parameter.
 */

/** Longest text looked at; anything longer is cut, never rejected. */
const MAX_QUERY_CHARS = 200
const MAX_WORDS = 12
/**
 * Word similarity from which a name counts as a match (pg_trgm's default is 0.6). At 0.5 one wrong or
 * missing letter in a 6-9 letter word still matches ("zenvlt" finds Zenvolt, "smartfone" Smartphone).
 */
const WORD_SIMILARITY_THRESHOLD = '0.5'

export interface PreparedQuery {
  /** The trimmed text for websearch_to_tsquery, which accepts any input without raising. */
  raw: string
  /** Letters and digits only, for trigram matching. */
  words: string
  /** Every word as a prefix, joined with AND: built from letters and digits only, so always valid. */
  prefixes: string
}

export function prepare(q: string): PreparedQuery | null {
  const raw = q.normalize('NFKC').trim().slice(0, MAX_QUERY_CHARS)
  // Words longer than any real one (40+ letters) are noise that trigrams would half-match.
  const words = (raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length <= 40)
    .slice(0, MAX_WORDS)
  if (words.length === 0) return null
  // A one-letter prefix would match nearly everything, so short words must match whole.
  const prefixes = words.map((word) => (word.length > 1 ? `${word}:*` : word)).join(' & ')
  return { raw, words: words.join(' '), prefixes }
}

function clampLimit(limit: number, max: number): number {
  return Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), max) : max
}

/** The match condition and relevance score of a prepared query. */
export function relevance(query: PreparedQuery): { matches: SQL; score: SQL<number> } {
  const web = sql`websearch_to_tsquery('english', ${query.raw})`
  const prefix = sql`to_tsquery('english', ${query.prefixes})`
  return {
    matches: sql`(${products.search} @@ ${web} or ${products.search} @@ ${prefix} or ${query.words} <% ${products.name})`,
    score: sql<number>`(ts_rank(${products.search}, ${web}) + 0.5 * ts_rank(${products.search}, ${prefix}) + word_similarity(${query.words}, ${products.name}))`,
  }
}

/**
 * Runs a search inside a transaction whose trigram threshold is set for that transaction only, so
 * the `<%` operator (which the GIN trigram index serves) uses it, whatever the connection.
 */
export async function withThreshold<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
    )
    return run(tx as unknown as Db)
  })
}

/** Products matching `q`, most relevant first; [] for empty or symbol-only text. */
export async function searchProducts(db: Db, q: string, limit = 40): Promise<ListingProduct[]> {
  const query = prepare(q)
  if (!query) return []
  const { matches, score } = relevance(query)
  const rows = await withThreshold(db, (tx) =>
    tx
      .select(listingColumns)
      .from(products)
      .innerJoin(brands, listingBrandJoin)
      .where(matches)
      .orderBy(desc(score), products.id)
      .limit(clampLimit(limit, 100)),
  )
  return rows.map(toListingProduct)
}

/** Distinct product names for the search box, most relevant first; [] for empty or symbol-only text. */
export async function searchSuggestions(db: Db, q: string, limit = 8): Promise<SearchSuggestion[]> {
  const query = prepare(q)
  if (!query) return []
  const wanted = clampLimit(limit, 20)
  const { matches, score } = relevance(query)
  const rows = await withThreshold(db, (tx) =>
    tx
      .select({ productId: products.id, name: products.name })
      .from(products)
      .where(matches)
      .orderBy(desc(score), products.id)
      .limit(wanted * 3),
  )
  // Several sellers list the same product name: suggest each name once.
  const seen = new Set<string>()
  const suggestions: SearchSuggestion[] = []
  for (const row of rows) {
    const key = row.name.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    suggestions.push(row)
    if (suggestions.length === wanted) break
  }
  return suggestions
}
