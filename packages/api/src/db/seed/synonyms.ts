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
  ['smartphone', 'phone', 'mobile', 'cellphone', 'handset'],
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

/** The rows of the groups: every term, the group's own word included, with the group's word. */
export function synonymRows(
  groups: ReadonlyArray<readonly [string, ...string[]]> = DEMO_SYNONYM_GROUPS,
): { term: string; groupWord: string }[] {
  return groups.flatMap((terms) => terms.map((term) => ({ term, groupWord: terms[0] })))
}

/** Adds the synonyms that are missing (idempotent: data folders seeded before they existed get them). */
export async function ensureSearchSynonyms(tx: Tx | Db): Promise<void> {
  await tx.insert(searchSynonyms).values(synonymRows()).onConflictDoNothing()
}
