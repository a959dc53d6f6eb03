import { createHash } from 'node:crypto'
import { gstinCheckCharacter, gstStateCodeOf } from '@haat/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * What a tax invoice needs of the demo catalogue: an HSN code and a GST rate for every kind of goods (on
 * the top-level categories, which their products inherit), and for every seller a registered address in
 * the city it ships from and a GSTIN of that state. The HSN headings are the real ones for each kind of
 * goods; the rates are picked per heading to show each slab on the demo's invoices (0, 5, 12 and 18%),
 * not to advise anyone: a real store takes them from its accountant, product by product.
 */
export const DEMO_CATEGORY_TAX: Readonly<Record<string, { hsn: string; rate: number }>> = {
  Electronics: { hsn: '8517', rate: 18 }, // telephone sets, smartphones
  Fashion: { hsn: '6204', rate: 5 }, // garments (at most ₹2,500 a piece)
  'Home & Kitchen': { hsn: '7323', rate: 12 }, // table and kitchen articles of steel
  'Beauty & Personal Care': { hsn: '3304', rate: 18 }, // beauty and make-up preparations
  Grocery: { hsn: '1101', rate: 5 }, // wheat flour, packed and labelled
  'Sports & Fitness': { hsn: '9506', rate: 12 }, // articles for sports and exercise
  Books: { hsn: '4901', rate: 0 }, // printed books
  'Toys & Baby': { hsn: '9503', rate: 12 }, // toys
  Appliances: { hsn: '8516', rate: 18 }, // electric domestic appliances
  Health: { hsn: '3004', rate: 12 }, // medicaments in measured doses
  Automotive: { hsn: '8708', rate: 18 }, // parts and accessories of motor vehicles
  Stationery: { hsn: '4820', rate: 12 }, // registers, notebooks
}

const STREETS = [
  'MG Road',
  'Station Road',
  'Nehru Street',
  'Industrial Area, Phase 2',
  'Market Yard',
  'Gandhi Nagar Main Road',
  'Link Road',
  'Commercial Street',
] as const

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** Bytes of a hash of the seller's id: the same seller always gets the same GSTIN and address. */
const digestOf = (sellerId: string): Buffer => createHash('sha256').update(`haat-gstin:${sellerId}`).digest()

/**
 * A GSTIN of the right form for a demo seller: the state's code, a PAN (three letters, "F" for a firm,
 * the initial of the seller's name, four digits, a letter), entity 1, "Z" and the check character.
 */
export function demoGstinOf(sellerId: string, sellerName: string, stateCode: string): string {
  const bytes = digestOf(sellerId)
  const letter = (i: number) => LETTERS.charAt((bytes[i] ?? 0) % 26)
  const digit = (i: number) => String((bytes[i] ?? 0) % 10)
  const initial = /[A-Z]/.exec(sellerName.toUpperCase())?.[0] ?? letter(3)
  const pan = `${letter(0)}${letter(1)}${letter(2)}F${initial}${digit(4)}${digit(5)}${digit(6)}${digit(7)}${letter(8)}`
  const first14 = `${stateCode}${pan}1Z`
  return `${first14}${gstinCheckCharacter(first14)}`
}

/** Fills the tax details once (rows that have them keep them): idempotent, older data folders too. */
export async function ensureTaxDetails(tx: Tx | Db): Promise<void> {
  for (const [name, { hsn, rate }] of Object.entries(DEMO_CATEGORY_TAX)) {
    await tx.execute(sql`
      update categories set hsn_code = ${hsn}, gst_rate_percent = ${rate}
      where level = 1 and name = ${name} and hsn_code is null`)
  }
  // The registered address is in the city the seller ships from (India Post's district and state).
  await tx.execute(sql`
    update sellers s set city = p.district, state = p.state
    from pincodes p
    where p.pincode = s.pincode and s.state is null`)
  const result = (await tx.execute(sql`
    select id, name, state from sellers where gstin is null and state is not null order by id`)) as unknown as {
    rows: Array<{ id: string; name: string; state: string }>
  }
  for (const seller of result.rows) {
    const code = gstStateCodeOf(seller.state)
    if (code === null) continue
    const bytes = digestOf(seller.id)
    const street = STREETS[(bytes[10] ?? 0) % STREETS.length]
    const addressLine = `${1 + ((bytes[11] ?? 0) % 200)}, ${street}`
    await tx.execute(sql`
      update sellers set gstin = ${demoGstinOf(seller.id, seller.name, code)},
        address_line = coalesce(address_line, ${addressLine})
      where id = ${seller.id}`)
  }
}
