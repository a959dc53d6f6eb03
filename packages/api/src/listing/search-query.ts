import type { ListingProduct, SearchSuggestion } from '@haat/contract'
import { asc, desc, type SQL, sql } from 'drizzle-orm'
import { listingBrandJoin, listingColumns, toListingProduct } from '../catalogue/product-card.ts'
import { type Db, selectRows } from '../db/client.ts'
import { brands, products, searchSynonyms, searchTerms } from '../db/schema.ts'
import { ratingCountExpr, ratingSumExpr } from './ratings.ts'

/**
 * Product search: PostgreSQL full-text search over the weighted vector (name A, brand B, category C,
 * description D). Each typed word matches as a prefix ("lapt" finds laptops), as any word of its synonym
 * groups (table search_synonyms: "sari" finds sarees, "phone" smartphones) or, when no known word starts
 * with it, as one of its closest spellings among the catalogue's words (table search_terms, by pg_trgm
 * similarity: "smartfone" finds smartphones, "zenvlt" the brand Zenvolt). Looking the words up first, in
 * the two small tables, keeps the match itself a GIN full-text lookup; a trigram match over the products'
 * names had to recheck every candidate row. The text only ever travels as a bound parameter.
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
 * match as prefixes and need none), closest first, in one query over the small search_terms table.
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
      select term, similarity(term, w.word) as closeness from ${searchTerms}
      where term % w.word and similarity(term, w.word) >= ${CORRECTION_SIMILARITY}
      order by closeness desc, term
      limit ${CORRECTIONS_PER_WORD}
    ) t
    where not exists (select 1 from ${searchTerms} k where k.term like w.word || '%')
    order by w.word, t.closeness desc, t.term`,
  )
  for (const { word, term } of rows) {
    // The table holds what the database's regex called letters and digits; keep to_tsquery's input safe.
    if (WORD.test(term)) found.set(word, [...(found.get(word) ?? []), term])
  }
  return found
}

/** What the synonym groups of the typed words add: their other words, and the groups' own words. */
export interface Related {
  /** Per typed word, every other word of its groups that it leads to. */
  synonyms: Map<string, string[]>
  /** Per typed word, the catalogue's words for its groups ("phone": smartphone). */
  groupWords: Map<string, string[]>
  /** The typed words that are one-way wherever they were found ("phone"): each stands for its groups' words. */
  oneWay: Set<string>
}

/** The singular a typed plural is looked up as ("chappals": chappal); short words stay as they are. */
function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/**
 * The synonym groups of the typed words, in one query over the small search_synonyms table (by its
 * primary key, then its group index). A plural is looked up as itself and as its singular. A word leads
 * to every two-way word of its groups; a one-way word of a group is reached only by being typed.
 */
async function related(db: Db, words: string[]): Promise<Related> {
  const found: Related = { synonyms: new Map(), groupWords: new Map(), oneWay: new Set() }
  const pairs = [...new Set(words)].flatMap((word) =>
    [...new Set([word, singular(word)])].map((lookup) => [word, lookup] as const),
  )
  if (pairs.length === 0) return found
  const rows = await selectRows<{ word: string; term: string; group_word: string; one_way: boolean }>(
    db,
    sql`
    select distinct k.word, g.term, g.group_word, s.one_way
    from unnest(array[${sql.join(
      pairs.map(([word]) => sql`${word}`),
      sql`, `,
    )}]::text[], array[${sql.join(
      pairs.map(([, lookup]) => sql`${lookup}`),
      sql`, `,
    )}]::text[]) as k(word, lookup)
    join ${searchSynonyms} s on s.term = k.lookup
    join ${searchSynonyms} g on g.group_word = s.group_word and (not g.one_way or g.term = s.term)
    order by k.word, g.group_word, g.term`,
  )
  const twoWay = new Set(rows.filter((row) => !row.one_way).map((row) => row.word))
  for (const { word, term, group_word: groupWord } of rows) {
    // The table's check keeps its words to letters and digits; keep to_tsquery's input safe all the same.
    if (!WORD.test(term) || !WORD.test(groupWord)) continue
    if (!twoWay.has(word)) found.oneWay.add(word)
    const synonyms = found.synonyms.get(word) ?? []
    if (term !== word && !synonyms.includes(term)) found.synonyms.set(word, [...synonyms, term])
    const groupWords = found.groupWords.get(word) ?? []
    if (!groupWords.includes(groupWord)) found.groupWords.set(word, [...groupWords, groupWord])
  }
  return found
}

/**
 * The to_tsquery text of a prepared query: every word as a prefix, one of its synonyms (in a name or
 * category) or one of its corrections, all words required. Built from letters and digits only, so always
 * valid. A one-letter word must match whole (as a prefix it would match nearly everything).
 */
export function expandedQuery(
  words: string[],
  corrected: Map<string, string[]>,
  synonyms: Map<string, string[]> = new Map(),
): string {
  return words
    .map((word) => {
      const variants = [
        word.length > 1 ? `${word}:*` : word,
        ...(synonyms.get(word) ?? []).map(inNameOrCategory),
        ...(corrected.get(word) ?? []),
      ]
      return alternatives([...new Set(variants)])
    })
    .join(' & ')
}

/**
 * The to_tsquery text that scores a product fully: every word whole, as typed, as its closest spelling
 * when it was misspelt ("smartfone": smartphone) or as the catalogue's word for one of its synonym groups
 * in a name or category ("sari": saree), all words required. A one-way word stands for its groups' words
 * alone ("phone": smartphone), so the products carrying it as typed (keypad phones) score as the expanded
 * query's and follow.
 */
export function intendedQuery(
  words: string[],
  groupWords: Map<string, string[]>,
  corrected: Map<string, string[]> = new Map(),
  oneWay: ReadonlySet<string> = new Set(),
): string {
  return words
    .map((word) => {
      const closest = corrected.get(word)?.[0]
      return alternatives([
        ...new Set([
          ...(oneWay.has(word) ? [] : [word]),
          ...(closest ? [closest] : []),
          ...(groupWords.get(word) ?? []).filter((groupWord) => groupWord !== word).map(inNameOrCategory),
        ]),
      ])
    })
    .join(' & ')
}

/**
 * A synonym matches what a product is, its name or category (the vector's A and C), never only its brand
 * or description: a word the shopper did not type counts only where it names the product.
 */
function inNameOrCategory(synonym: string): string {
  return `${synonym}:AC`
}

function alternatives(variants: string[]): string {
  return variants.length > 1 ? `(${variants.join(' | ')})` : (variants[0] as string)
}

/**
 * ts_rank's weights of the vector's parts, in its order D, C, B, A: description, category, brand, name.
 * What a product is (its name, then its category) weighs more than who makes it: "mobile" ranks keypad
 * mobiles (category Mobiles) above the laptops of a brand called Nexa Mobile. PostgreSQL's default
 * weighs the brand (0.4) above the category (0.2).
 */
const RANK_WEIGHTS = '{0.1, 0.4, 0.2, 1.0}'

/**
 * The match condition and text relevance of a prepared query. Words found as typed, as the closest
 * spelling of a misspelt word or as the catalogue's word for their synonym group rank above prefixes,
 * other synonyms and further corrections (the intended query scores fully, the expanded one by half); a
 * word in a product's name weighs most (the vector's A).
 */
export async function searchMatch(
  db: Db,
  query: PreparedQuery,
): Promise<{ matches: SQL; score: SQL<number> }> {
  const [spellings, groups] = await Promise.all([corrections(db, query.words), related(db, query.words)])
  // A word of a synonym group is a known word, not a misspelling.
  const corrected = new Map([...spellings].filter(([word]) => !groups.groupWords.has(word)))
  const expanded = sql`to_tsquery('english', ${expandedQuery(query.words, corrected, groups.synonyms)})`
  const intended = sql`to_tsquery('english', ${intendedQuery(query.words, groups.groupWords, corrected, groups.oneWay)})`
  return {
    matches: sql`(${products.search} @@ ${expanded})`,
    score: sql<number>`(ts_rank(${RANK_WEIGHTS}::float4[], ${products.search}, ${intended}) + 0.5 * ts_rank(${RANK_WEIGHTS}::float4[], ${products.search}, ${expanded}))`,
  }
}

/**
 * The ORDER BY of relevance: the text's score to two decimals (products named alike score alike), then
 * popularity (how many rated the product), then its average rating; ties end on the id so paging is stable.
 */
export function relevanceOrder(score: SQL<number>): SQL[] {
  return [
    // In floating point: numeric arithmetic over thousands of matches cost more than the match itself.
    sql`round((${score}) * 100) desc`,
    desc(ratingCountExpr),
    sql`(${ratingSumExpr})::float8 / nullif(${ratingCountExpr}, 0) desc nulls last`,
    asc(products.id),
  ]
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
    .orderBy(...relevanceOrder(score))
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
    .orderBy(...relevanceOrder(score))
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
