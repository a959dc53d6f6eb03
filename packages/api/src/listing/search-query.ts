import type { ListingProduct, SearchSuggestion } from '@haat/contract'
import { desc, type SQL, sql } from 'drizzle-orm'
import { listingBrandJoin, listingColumns, toListingProduct } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import { brands, products, searchTerms } from '../db/schema.ts'

/**
 * Product search: PostgreSQL full-text search over the weighted vector (name A, brand B, category C,
 * description D). Each typed word matches as a prefix ("lapt" finds laptops) or, when no known word
 * starts with it, as one of its closest spellings among the catalogue's words (table search_terms, by
 * pg_trgm similarity: "smartfone" finds smartphones, "zenvlt" the brand Zenvolt). Correcting the words
 * first keeps the match itself a GIN full-text lookup; a trigram match over the products' names had to
 * recheck every candidate row. The text only ever travels as a bound parameter.
 */

/** Longest text looked at; anything longer is cut, never rejected. */
const MAX_QUERY_CHARS = 200
const MAX_WORDS = 12
/**
 * Trigram similarity from which a catalogue word counts as a spelling of a typed one. At 0.45 one wrong,
 * missing or doubled letter in a 5-10 letter word still matches ("wilow" willow 0.63, "samsng" samsung
 * 0.5), while merely related words do not ("phone" headphone 0.33).
 */
const CORRECTION_SIMILARITY = 0.45
/** Spellings tried per typed word, closest first. */
const CORRECTIONS_PER_WORD = 3
/** Shorter words have too few trigrams to compare. */
const MIN_CORRECTED_LENGTH = 3

const WORD = /^[\p{L}\p{N}]+$/u

export interface PreparedQuery {
  /** The trimmed text for websearch_to_tsquery, which accepts any input without raising. */
  raw: string
  /** The words, lower case, letters and digits only. */
  words: string[]
}

export function prepare(q: string): PreparedQuery | null {
  const raw = q.normalize('NFKC').trim().slice(0, MAX_QUERY_CHARS)
  // Words longer than any real one (40+ letters) are noise.
  const words = (raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length <= 40)
    .slice(0, MAX_WORDS)
  if (words.length === 0) return null
  return { raw, words }
}

function clampLimit(limit: number, max: number): number {
  return Number.isFinite(limit) ? Math.min(Math.max(Math.trunc(limit), 1), max) : max
}

/**
 * The closest catalogue spellings of the typed words that no catalogue word starts with (the others
 * match as prefixes and need none), in one query over the small search_terms table.
 */
async function corrections(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const unknown = [...new Set(words)].filter((w) => w.length >= MIN_CORRECTED_LENGTH && !/^\d+$/.test(w))
  const found = new Map<string, string[]>()
  if (unknown.length === 0) return found
  const rows = await selectRows<{ word: string; term: string }>(
    db,
    sql`
    select w.word, t.term
    from unnest(array[${sql.join(
      unknown.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as w(word)
    cross join lateral (
      select term from ${searchTerms}
      where term % w.word and similarity(term, w.word) >= ${CORRECTION_SIMILARITY}
      order by similarity(term, w.word) desc, term
      limit ${CORRECTIONS_PER_WORD}
    ) t
    where not exists (select 1 from ${searchTerms} k where k.term like w.word || '%')`,
  )
  for (const { word, term } of rows) {
    // The table holds what the database's regex called letters and digits; keep to_tsquery's input safe.
    if (WORD.test(term)) found.set(word, [...(found.get(word) ?? []), term])
  }
  return found
}

/**
 * The to_tsquery text of a prepared query: every word as a prefix or one of its corrections, all words
 * required. Built from letters and digits only, so always valid. A one-letter word must match whole (as
 * a prefix it would match nearly everything).
 */
export function expandedQuery(words: string[], corrected: Map<string, string[]>): string {
  return words
    .map((word) => {
      const variants = [word.length > 1 ? `${word}:*` : word, ...(corrected.get(word) ?? [])]
      return variants.length > 1 ? `(${variants.join(' | ')})` : variants[0]
    })
    .join(' & ')
}

/**
 * The match condition and relevance score of a prepared query. Words typed as they are in the catalogue
 * rank above prefixes and corrections (the exact query scores fully, the expanded one by half).
 */
export async function searchMatch(
  db: Db,
  query: PreparedQuery,
): Promise<{ matches: SQL; score: SQL<number> }> {
  const expanded = sql`to_tsquery('english', ${expandedQuery(query.words, await corrections(db, query.words))})`
  const exact = sql`websearch_to_tsquery('english', ${query.raw})`
  return {
    matches: sql`(${products.search} @@ ${expanded})`,
    score: sql<number>`(ts_rank(${products.search}, ${exact}) + 0.5 * ts_rank(${products.search}, ${expanded}))`,
  }
}

/** Products matching `q`, most relevant first; [] for empty or symbol-only text. */
export async function searchProducts(db: Db, q: string, limit = 40): Promise<ListingProduct[]> {
  const query = prepare(q)
  if (!query) return []
  const { matches, score } = await searchMatch(db, query)
  const rows = await db
    .select(listingColumns)
    .from(products)
    .innerJoin(brands, listingBrandJoin)
    .where(matches)
    .orderBy(desc(score), products.id)
    .limit(clampLimit(limit, 100))
  return rows.map(toListingProduct)
}

/** Distinct product names for the search box, most relevant first; [] for empty or symbol-only text. */
export async function searchSuggestions(db: Db, q: string, limit = 8): Promise<SearchSuggestion[]> {
  const query = prepare(q)
  if (!query) return []
  const wanted = clampLimit(limit, 20)
  const { matches, score } = await searchMatch(db, query)
  const rows = await db
    .select({ productId: products.id, name: products.name })
    .from(products)
    .where(matches)
    .orderBy(desc(score), products.id)
    .limit(wanted * 3)
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
