/**
 * Tax invoices: GST rules and texts (docs/product.md, "Tax invoices"). The server makes the invoice
 * (its summary and its PDF) with these rules and the storefront shows it with the same ones, so a rupee
 * is split the same way everywhere.
 */
import { ORDER_STATUS } from './checkout.ts'

/**
 * An invoice is issued when the seller dispatches the order: from Shipped to Delivered. Before that
 * nothing has been supplied yet, and a cancelled order supplied nothing.
 */
export const invoiceAvailable = (status: number): boolean =>
  status >= ORDER_STATUS.shipped && status <= ORDER_STATUS.delivered

/** The texts of the invoice on the order page and in the PDF. */
export const INVOICE_TEXTS = {
  title: 'Tax Invoice',
  download: 'Download invoice',
  downloading: 'Downloading...',
  notYet: 'The invoice is made once the order is shipped',
  loadFailed: 'Failed to fetch the invoice.',
  downloadFailed: 'Failed to download the invoice.',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  orderNumber: 'Order number',
  soldBy: 'Sold by',
  billTo: 'Bill to / Ship to',
  gstin: 'GSTIN',
  placeOfSupply: 'Place of supply',
  product: 'Product',
  hsn: 'HSN',
  quantity: 'Qty',
  taxableValue: 'Taxable value',
  rate: 'GST rate',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  total: 'Total',
  totals: 'Totals',
  amountInWords: 'Amount in words',
  noLines: 'No items are invoiced in this order',
  /** The name of the lines table (and of its sideways-scrolling frame on a phone). */
  lines: 'Invoiced items',
  /** The PDF's closing line: the invoice is signed by being made by the seller's system. */
  computerGenerated: 'This is a computer-generated invoice and needs no signature.',
  /** Where a seller has not given a GSTIN or an address yet. */
  unregistered: 'Not registered',
} as const

/** The message of the 409 answer to a PDF asked for before the order is shipped. */
export const INVOICE_NOT_YET_MESSAGE = INVOICE_TEXTS.notYet

/** The rates GST charges goods at, in percent (as the categories table allows them). */
export const GST_RATES = [0, 3, 5, 12, 18, 28] as const
export type GstRate = (typeof GST_RATES)[number]
/**
 * The rate of goods whose category names none: GST's standard slab, so an unclassified sale is never
 * invoiced with less tax than it may owe.
 */
export const DEFAULT_GST_RATE_PERCENT = 18

/**
 * GST's state codes (the first two digits of a GSTIN and the code of a place of supply), with the
 * spellings addresses and India Post's list use for each state or union territory.
 */
export const GST_STATES: ReadonlyArray<{ code: string; name: string; aliases?: readonly string[] }> = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand', aliases: ['Uttaranchal'] },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi', aliases: ['New Delhi', 'NCT of Delhi'] },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha', aliases: ['Orissa'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['Chattisgarh'] },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  // The two territories merged in 2020 under code 26; India Post's list still names them apart.
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: ['Dadra and Nagar Haveli', 'Daman and Diu'],
  },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry', aliases: ['Pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
]

/** "Andaman & Nicobar Islands", "ANDAMAN AND NICOBAR ISLANDS" and " andaman and  nicobar islands" alike. */
const stateKey = (state: string): string =>
  state
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()

const STATE_CODES = new Map<string, string>(
  GST_STATES.flatMap(({ code, name, aliases = [] }) =>
    [name, ...aliases].map((spelling): [string, string] => [stateKey(spelling), code]),
  ),
)

/** The GST state code of a state as an address spells it, or null for a name GST does not know. */
export const gstStateCodeOf = (state: string): string | null => STATE_CODES.get(stateKey(state)) ?? null

/**
 * Whether a supply stays within one state (CGST and SGST) or crosses states (IGST): the seller's state
 * against the place of supply, the ship-to address's state. Names are compared by their GST code, so
 * two spellings of one state match; a name GST does not know is compared as written.
 */
export function isIntraStateSupply(sellerState: string, placeOfSupplyState: string): boolean {
  return isSameState(sellerState, placeOfSupplyState)
}

/**
 * Whether two spellings name one state or union territory: by GST code when GST knows both ("Orissa" and
 * "ODISHA" match), else as written, case, spacing and "&" aside.
 */
export function isSameState(one: string, other: string): boolean {
  const oneCode = gstStateCodeOf(one)
  const otherCode = gstStateCodeOf(other)
  if (oneCode !== null && otherCode !== null) return oneCode === otherCode
  return stateKey(one) !== '' && stateKey(one) === stateKey(other)
}

/** How a place of supply is written on the invoice: "Maharashtra (27)". */
export function placeOfSupplyLabel(state: string): string {
  const code = gstStateCodeOf(state)
  return code === null ? state.trim() : `${state.trim()} (${code})`
}

/** One invoice line's money, in paise. `total` is exactly what the shopper paid for the line. */
export interface InvoiceLineTax {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
}

/**
 * A line's GST from what the shopper paid for it (prices include GST): the taxable value is
 * paid × 100 / (100 + rate), rounded to the paisa once per line; the tax is the rest, so the line adds up
 * to what was paid. Within a state the tax is split in halves into CGST and SGST (an odd paisa goes to
 * SGST); between states it is all IGST.
 */
export function invoiceLineTax(paidPaise: number, ratePercent: number, intraState: boolean): InvoiceLineTax {
  if (!Number.isSafeInteger(paidPaise) || paidPaise < 0) throw new RangeError('paid must be whole paise')
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError('the rate must be 0 or more')
  const taxablePaise = Math.round((paidPaise * 100) / (100 + ratePercent))
  const taxPaise = paidPaise - taxablePaise
  const cgstPaise = intraState ? Math.floor(taxPaise / 2) : 0
  const sgstPaise = intraState ? taxPaise - cgstPaise : 0
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : taxPaise, totalPaise: paidPaise }
}

/** The invoice's totals: each column summed over its lines. */
export function invoiceTotals(lines: readonly InvoiceLineTax[]): InvoiceLineTax {
  const totals: InvoiceLineTax = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 }
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise
    totals.cgstPaise += line.cgstPaise
    totals.sgstPaise += line.sgstPaise
    totals.igstPaise += line.igstPaise
    totals.totalPaise += line.totalPaise
  }
  return totals
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 1..99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const ones = n % 10
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ONES[ones]}` : ''}`
}

/** 1..999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/**
 * A whole number in words the Indian way: thousands, lakhs (1,00,000) and crores (1,00,00,000), with
 * more than 99 crore counted in crores ("One Hundred Crore"). Zero is "Zero".
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number of 0 or more')
  if (n === 0) return 'Zero'
  const crores = Math.floor(n / 10_000_000)
  const rest = n % 10_000_000
  const lakhs = Math.floor(rest / 100_000)
  const thousands = Math.floor((rest % 100_000) / 1000)
  const units = rest % 1000
  return [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    units ? belowThousand(units) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** An amount in words as an invoice writes it: "Rupees One Lakh Five and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('paise must be whole and 0 or more')
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${indianNumberInWords(rest)} Paise` : ''} Only`
}

/**
 * India's financial year runs April to March; it is named by its first calendar year (2026 for April
 * 2026 to March 2027), counted in India's time zone so a sale on 31 March at 23:00 IST is still the
 * old year.
 */
export function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + 330 * 60_000)
  const year = india.getUTCFullYear()
  return india.getUTCMonth() >= 3 ? year : year - 1
}

/**
 * An invoice number: the seller's four-character prefix, the financial year and the number within it,
 * "ABCD/26-27/17". GST allows at most 16 characters (letters, digits, "/" and "-") and a number unique
 * within the financial year; the short year keeps room for 99,999 invoices a seller a year.
 */
export function invoiceNumberOf(sellerId: string, financialYear: number, serial: number): string {
  const prefix = (sellerId.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'SELL').slice(0, 4).padEnd(4, 'X')
  const from = String(financialYear % 100).padStart(2, '0')
  const to = String((financialYear + 1) % 100).padStart(2, '0')
  return `${prefix}/${from}-${to}/${serial}`
}

/** The longest invoice number GST accepts. */
export const INVOICE_NUMBER_MAX = 16

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme: each character's value
 * times 1 or 2 in turn, the quotient and remainder by 36 added up). Null when a character is not 0-9/A-Z.
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(i))
    if (value < 0) return null
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36)
}

/** A GSTIN: state code, PAN, entity number, "Z", check character, with the check character right. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
export const isValidGstin = (gstin: string): boolean =>
  GSTIN_PATTERN.test(gstin) &&
  GST_STATES.some((state) => state.code === gstin.slice(0, 2)) &&
  gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14)
