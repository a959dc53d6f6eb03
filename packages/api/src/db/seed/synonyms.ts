import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { searchSynonyms } from '../schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * The words shoppers type for what the demo catalogue sells: Indian and other spellings, Hindi names and
 * everyday words. Each group is named by the catalogue's own word for the thing (the first term); search
 * matches every word of a typed word's groups and ranks products named with the group's word first
 * (docs/product.md, "Listings"). Words are single, lower case, letters and digits; a typed plural is
 * looked up without its final "s".
 */
export const DEMO_SYNONYM_GROUPS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['saree', 'sari', 'saaree', 'saadi'],
  ['sandal', 'chappal', 'slipper', 'kolhapuri'],
  ['jutti', 'juti', 'jooti', 'mojari', 'nagra'],
  ['kurta', 'kurtha', 'kurtas'],
  ['kurti', 'tunic'],
  ['shirt', 'tshirt', 'tee'],
  ['jeans', 'denim', 'denims'],
  ['shoe', 'sneaker', 'trainer', 'joota', 'jutta'],
  ['atta', 'aata', 'flour'],
  ['rice', 'chawal', 'chaval'],
  ['tea', 'chai', 'chaay'],
  ['coffee', 'kaapi', 'kapi'],
  ['chilli', 'chili', 'mirchi', 'mirch'],
  ['turmeric', 'haldi'],
  ['cardamom', 'elaichi', 'elachi', 'ilaichi'],
  ['spinach', 'palak'],
  ['potato', 'aloo', 'alu'],
  ['onion', 'pyaz', 'pyaaz', 'kanda'],
  ['tomato', 'tamatar'],
  ['banana', 'kela'],
  ['mango', 'aam'],
  ['honey', 'shahad', 'madhu'],
  ['makhana', 'foxnut', 'phoolmakhana'],
  ['sweet', 'mithai'],
  ['tawa', 'tava', 'griddle'],
  ['kadhai', 'kadai', 'karahi', 'kadahi', 'wok'],
  ['mixer', 'mixie', 'mixi'],
  ['bedsheet', 'chadar', 'chaddar', 'bedspread'],
  ['diya', 'deepak', 'deepam'],
  ['bag', 'jhola', 'thaila', 'backpack', 'bagpack'],
  ['tv', 'television', 'telly'],
  ['earphone', 'earbud', 'headphone', 'headset', 'neckband'],
  ['watch', 'smartwatch', 'ghadi'],
  ['chyawanprash', 'chyavanprash', 'chyawanprakash'],
  ['ashwagandha', 'ashwaganda', 'asgandh'],
]

/**
 * Broader words that lead to a group without being reached from it, each list led by the group's word.
 * On an Indian marketplace "phone" and "mobile" mean a smartphone first (the bulk of what is sold) and a
 * keypad phone after, while a shopper typing "smartphone" wants no keypad phone and no power bank.
 */
export const DEMO_ONE_WAY_SYNONYMS: ReadonlyArray<readonly [string, ...string[]]> = [
  ['smartphone', 'phone', 'mobile', 'cellphone', 'handset'],
]

export interface SynonymRow {
  term: string
  groupWord: string
  oneWay: boolean
}

/**
 * The rows of the groups: every term, the group's own word included, with the group's word; the one-way
 * words marked as such, their group's word a term of its own group.
 */
export function synonymRows(
  groups: ReadonlyArray<readonly [string, ...string[]]> = DEMO_SYNONYM_GROUPS,
  oneWay: ReadonlyArray<readonly [string, ...string[]]> = DEMO_ONE_WAY_SYNONYMS,
): SynonymRow[] {
  const rows = new Map<string, SynonymRow>()
  const add = (row: SynonymRow) => rows.set(`${row.groupWord}:${row.term}`, row)
  for (const terms of groups) for (const term of terms) add({ term, groupWord: terms[0], oneWay: false })
  for (const [groupWord, ...broader] of oneWay) {
    add({ term: groupWord, groupWord, oneWay: false })
    for (const term of broader) add({ term, groupWord, oneWay: true })
  }
  return [...rows.values()]
}

/**
 * Adds the synonyms that are missing and sets each one's direction (idempotent: data folders seeded
 * before a word existed, or while every word was two-way, get the seed's words as they are now).
 */
export async function ensureSearchSynonyms(tx: Tx | Db): Promise<void> {
  await tx
    .insert(searchSynonyms)
    .values(synonymRows())
    .onConflictDoUpdate({
      target: [searchSynonyms.term, searchSynonyms.groupWord],
      set: { oneWay: sql`excluded.one_way` },
      setWhere: sql`${searchSynonyms.oneWay} is distinct from excluded.one_way`,
    })
}
