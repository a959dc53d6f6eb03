import {
  financialYearOf,
  GST_STATES,
  INVOICE_NOT_YET_MESSAGE,
  type InvoiceSummaryAnswer,
  isValidGstin,
  ORDER_NOT_FOUND_MESSAGE,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CATEGORY_TAX, demoGstinOf, ensureTaxDetails } from '../../src/db/seed/tax-details.ts'
import { createSession } from '../../src/identity/session.ts'
import { renderInvoicePdf } from '../../src/invoices/pdf.ts'
import {
  makeSummaryTestApp,
  type ProductRow,
  type Shopper,
  type SummaryTestApp,
} from '../checkout/summary-fixture.ts'
import { testTargets } from '../db/targets.ts'

/**
 * The text of an uncompressed PDF's pages: pdfkit writes each run as a TJ array of hex strings (split
 * where kerning moves a glyph), so the runs are decoded and joined.
 */
const pdfText = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((run) =>
      [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n')

describe.each(testTargets)('tax invoices on $name', ({ name }) => {
  let s: SummaryTestApp
  /** Two products of one seller, priced by their top-level category at 18% and 5%. */
  let at18: ProductRow
  let alsoSameSeller: ProductRow
  let sellerId: string

  const summary = (token: string | undefined, orderId: string) =>
    s.call('invoiceSummary', token, { path: `/order-invoice-summary/${encodeURIComponent(orderId)}` })
  const summaryOk = async (token: string, orderId: string) => {
    const response = await summary(token, orderId)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return response.json<InvoiceSummaryAnswer>()
  }
  const pdf = (token: string | undefined, orderId: string) =>
    s.call('orderInvoice', token, { path: `/order-invoice/${encodeURIComponent(orderId)}` })
  const setStatus = (orderId: string, status: number) =>
    s.c.t.database.db.execute(sql`update orders set status = ${status} where id = ${orderId}`)
  const setSellerState = (state: string) =>
    s.c.t.database.db.execute(sql`update sellers set state = ${state} where id = ${sellerId}`)
  /** A one-line order of `product` at `unitPricePaise`, placed by `shopper`. */
  const orderOf = async (shopper: Shopper, product: ProductRow, unitPricePaise: number, quantity = 1) => {
    const placed = await s.placeCheckout(shopper.id, [{ productId: product.id, quantity, unitPricePaise }])
    const orderId = placed.orderIds[0]
    if (!orderId) throw new Error('no order')
    return orderId
  }
  const member = async (ofSeller: string) => {
    const person = await s.newShopper()
    await s.c.t.database.db.execute(
      sql`insert into seller_members (user_id, seller_id) values (${person.id}, ${ofSeller})`,
    )
    return person
  }

  beforeAll(async () => {
    s = await makeSummaryTestApp(name, 'Invoice')
    // A seller selling both an 18% and a 5% product (by their top-level category's rate).
    const rated = await s.rows<{ id: string; seller_id: string; rate: number }>(
      sql`select p.id, p.seller_id, top.gst_rate_percent as rate
          from products p
          join categories leaf on leaf.id = p.category_id
          join categories branch on branch.id = leaf.parent_category
          join categories top on top.id = branch.parent_category
          where top.gst_rate_percent in (5, 18)
          order by p.id`,
    )
    const seller = [...new Set(rated.map((row) => row.seller_id))].find(
      (id) =>
        rated.some((row) => row.seller_id === id && Number(row.rate) === 18) &&
        rated.some((row) => row.seller_id === id && Number(row.rate) === 5),
    )
    if (!seller) throw new Error('no seller sells both an 18% and a 5% product')
    sellerId = seller
    const pick = (rate: number) =>
      rated.find((row) => row.seller_id === seller && Number(row.rate) === rate)?.id
    const [first, second] = await s.products([pick(18) ?? '', pick(5) ?? ''])
    if (!first || !second) throw new Error('no products')
    ;[at18, alsoSameSeller] = first.id === pick(18) ? [first, second] : [second, first]
  }, 180_000)
  afterAll(async () => {
    await s?.c.t.close()
  })

  it('seeds an HSN code and a GST rate on every top-level category, and every seller a GSTIN of its state', async () => {
    const tops = await s.rows<{ name: string; hsn_code: string | null; gst_rate_percent: number | null }>(
      sql`select name, hsn_code, gst_rate_percent from categories where level = 1 order by name`,
    )
    expect(tops.length).toBeGreaterThan(0)
    for (const top of tops) {
      expect(DEMO_CATEGORY_TAX[top.name ?? ''], top.name).toBeDefined()
      expect(top.hsn_code, top.name).toBe(DEMO_CATEGORY_TAX[top.name]?.hsn)
      expect(Number(top.gst_rate_percent), top.name).toBe(DEMO_CATEGORY_TAX[top.name]?.rate)
    }
    const sellers = await s.rows<{
      gstin: string | null
      state: string | null
      city: string | null
      address_line: string | null
      pincode: string
      pin_state: string
    }>(
      sql`select s.gstin, s.state, s.city, s.address_line, s.pincode, p.state as pin_state
          from sellers s join pincodes p on p.pincode = s.pincode`,
    )
    expect(sellers.length).toBeGreaterThan(0)
    for (const seller of sellers) {
      expect(seller.state).toBe(seller.pin_state)
      expect(seller.city).toBeTruthy()
      expect(seller.address_line).toBeTruthy()
      expect(isValidGstin(seller.gstin ?? ''), seller.gstin ?? '').toBe(true)
      const state = GST_STATES.find((known) => known.code === seller.gstin?.slice(0, 2))
      expect(state?.name === seller.state || state?.aliases?.includes(seller.state ?? '')).toBe(true)
    }
  })

  it('fills missing tax details on an older data folder, keeping those already set', async () => {
    const db = s.c.t.database.db
    const [blank, kept] = await s.rows<{ id: string; name: string; gstin: string }>(
      sql`select id, name, gstin from sellers where id <> ${sellerId} order by id limit 2`,
    )
    if (!blank || !kept) throw new Error('two sellers needed')
    await db.execute(
      sql`update sellers set gstin = null, address_line = null, city = null, state = null where id = ${blank.id}`,
    )
    await db.execute(sql`update sellers set gstin = '27AAPFU0939F1ZV' where id = ${kept.id}`)
    await db.execute(
      sql`update categories set hsn_code = null, gst_rate_percent = null where level = 1 and name = 'Books'`,
    )

    await ensureTaxDetails(db)
    await ensureTaxDetails(db)

    const [refilled] = await s.rows<{ gstin: string; state: string; address_line: string | null }>(
      sql`select gstin, state, address_line from sellers where id = ${blank.id}`,
    )
    expect(refilled?.gstin).toBe(blank.gstin)
    expect(refilled?.gstin).toBe(demoGstinOf(blank.id, blank.name, blank.gstin.slice(0, 2)))
    expect(refilled?.address_line).toBeTruthy()
    const [still] = await s.rows<{ gstin: string }>(sql`select gstin from sellers where id = ${kept.id}`)
    expect(still?.gstin).toBe('27AAPFU0939F1ZV')
    const [books] = await s.rows<{ hsn_code: string; gst_rate_percent: number }>(
      sql`select hsn_code, gst_rate_percent from categories where level = 1 and name = 'Books'`,
    )
    expect(books).toEqual({ hsn_code: '4901', gst_rate_percent: 0 })
    await db.execute(sql`update sellers set gstin = ${kept.gstin} where id = ${kept.id}`)
  })

  it('refuses both calls without a session (401) and malformed ids (400)', async () => {
    for (const response of [await summary(undefined, 'x'), await pdf(undefined, 'x')]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: TOKEN_MISSING_MESSAGE })
    }
    const shopper = await s.newShopper()
    expect((await summary(shopper.token, 'x'.repeat(65))).statusCode).toBe(400)
    expect((await pdf(shopper.token, 'x'.repeat(65))).statusCode).toBe(400)
  })

  it('answers the owner and the selling seller, and anyone else 404 as for an unknown order', async () => {
    const owner = await s.newShopper()
    const orderId = await orderOf(owner, at18, 118_000)
    await setStatus(orderId, 1)
    const own = await summaryOk(owner.token, orderId)
    const seller = await member(sellerId)
    expect(await summaryOk(seller.token, orderId)).toEqual(own)
    expect((await pdf(seller.token, orderId)).statusCode).toBe(200)

    const stranger = await s.newShopper()
    const otherSellerId = (
      await s.rows<{ id: string }>(sql`select id from sellers where id <> ${sellerId} order by id limit 1`)
    )[0]?.id
    const otherSeller = await member(otherSellerId ?? '')
    for (const token of [stranger.token, otherSeller.token]) {
      for (const response of [await summary(token, orderId), await pdf(token, orderId)]) {
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
      }
    }
    const unknown = await summary(owner.token, 'NoSuchOrder')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
  })

  it('shows the summary before shipping without a number, and refuses the PDF (409)', async () => {
    const owner = await s.newShopper()
    const orderId = await orderOf(owner, at18, 118_000)
    const before = await summaryOk(owner.token, orderId)
    expect(before).toMatchObject({ orderId, available: false, invoiceNumber: null, invoiceDate: null })
    expect(before.lines).toHaveLength(1)
    const refused = await pdf(owner.token, orderId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: INVOICE_NOT_YET_MESSAGE })
    // A cancelled order is never invoiced.
    await setStatus(orderId, 4)
    expect((await pdf(owner.token, orderId)).statusCode).toBe(409)
    expect((await s.rows(sql`select 1 from invoices where order_id = ${orderId}`)).length).toBe(0)
  })

  it('splits GST into CGST and SGST within the state and charges IGST between states', async () => {
    const owner = await s.newShopper()
    // The fixture ships to Karnataka.
    const orderId = await orderOf(owner, at18, 118_000, 2)
    await setStatus(orderId, 2)

    await setSellerState('Karnataka')
    const within = await summaryOk(owner.token, orderId)
    expect(within.intraState).toBe(true)
    expect(within.placeOfSupply).toBe('Karnataka (29)')
    expect(within.lines).toEqual([
      {
        productId: at18.id,
        productName: at18.name,
        hsn: '8517',
        quantity: 2,
        taxableValue: 2000,
        rate: 18,
        cgst: 180,
        sgst: 180,
        igst: 0,
        total: 2360,
      },
    ])
    expect(within.totals).toEqual({ taxable: 2000, cgst: 180, sgst: 180, igst: 0, total: 2360 })
    expect(within.totalInWords).toBe('Rupees Two Thousand Three Hundred Sixty Only')
    expect(within.buyer).toEqual({
      name: 'Meera Iyer',
      address: '12, 2nd Cross, MG Road, Shivaji Nagar, Karnataka 560001',
    })

    await setSellerState('Maharashtra')
    const between = await summaryOk(owner.token, orderId)
    expect(between.intraState).toBe(false)
    expect(between.totals).toEqual({ taxable: 2000, cgst: 0, sgst: 0, igst: 360, total: 2360 })
    expect(between.seller.address).toContain('Maharashtra')
    // The number does not change with a second read.
    expect(between.invoiceNumber).toBe(within.invoiceNumber)
  })

  it('rounds each line to the paisa and leaves cancelled items out', async () => {
    const owner = await s.newShopper()
    const placed = await s.placeCheckout(owner.id, [
      { productId: at18.id, quantity: 1, unitPricePaise: 99_999 },
      { productId: alsoSameSeller.id, quantity: 3, unitPricePaise: 49_900 },
    ])
    const orderId = placed.orderIds[0] ?? ''
    await setStatus(orderId, 1)
    await setSellerState('Karnataka')
    const both = await summaryOk(owner.token, orderId)
    // 99999 × 100 / 118 = 84745.0 → 84745, tax 15254; 149700 × 100 / 105 = 142571.4 → 142571, tax 7129.
    expect(both.lines.map((line) => [line.taxableValue, line.cgst, line.sgst, line.total])).toEqual([
      [847.45, 76.27, 76.27, 999.99],
      [1425.71, 35.64, 35.65, 1497],
    ])
    expect(both.totals).toEqual({ taxable: 2273.16, cgst: 111.91, sgst: 111.92, igst: 0, total: 2496.99 })
    expect(both.totalInWords).toBe('Rupees Two Thousand Four Hundred Ninety Six and Ninety Nine Paise Only')

    await s.c.t.database.db.execute(
      sql`update order_items set status = 4 where order_id = ${orderId} and product_id = ${at18.id}`,
    )
    const after = await summaryOk(owner.token, orderId)
    expect(after.lines.map((line) => line.productId)).toEqual([alsoSameSeller.id])
    expect(after.totals.total).toBe(1497)
  })

  it('gives a number once per order, consecutive per seller and financial year, even to requests at once', async () => {
    // Sessions are made after the clock moves, so they are live at its time.
    s.c.t.clock.set(new Date('2027-02-10T10:00:00Z'))
    const owner = await s.newShopper()
    const first = await orderOf(owner, at18, 10_000)
    const second = await orderOf(owner, alsoSameSeller, 10_000)
    await setStatus(first, 1)
    await setStatus(second, 3)

    // Two first reads of one order at once: one number.
    const [a, b] = await Promise.all([summaryOk(owner.token, first), summaryOk(owner.token, first)])
    expect(a.invoiceNumber).not.toBeNull()
    expect(b.invoiceNumber).toBe(a.invoiceNumber)
    expect(a.invoiceDate?._seconds).toBe(Date.parse('2027-02-10T10:00:00Z') / 1000)
    const next = await summaryOk(owner.token, second)
    const serial = (invoiceNumber: string | null) => Number(invoiceNumber?.split('/')[2])
    expect(a.invoiceNumber).toMatch(/^[A-Z0-9]{4}\/26-27\/\d+$/)
    expect(serial(next.invoiceNumber)).toBe(serial(a.invoiceNumber) + 1)
    const stored = await s.rows<{ n: number }>(
      sql`select count(*)::int as n from invoices where order_id in (${first}, ${second})`,
    )
    expect(stored[0]?.n).toBe(2)
    const counter = await s.rows<{ last_number: number }>(
      sql`select last_number from invoice_counters where seller_id = ${sellerId} and financial_year = ${financialYearOf(s.c.t.clock.now())}`,
    )
    expect(counter[0]?.last_number).toBe(serial(next.invoiceNumber))

    // A new financial year starts again from 1 (1 April in India is still 31 March in UTC).
    s.c.t.clock.set(new Date('2027-03-31T19:00:00Z'))
    const later = await createSession(s.c.t.database.db, owner.id, s.c.t.clock)
    const nextYear = await orderOf(owner, at18, 10_000)
    await setStatus(nextYear, 1)
    expect((await summaryOk(later.token, nextYear)).invoiceNumber).toMatch(/\/27-28\/1$/)
  })

  it('sends the PDF as an attachment named by the invoice number, with the GSTIN', async () => {
    const owner = await s.newShopper()
    const orderId = await orderOf(owner, at18, 118_000)
    await setStatus(orderId, 3)
    const answer = await summaryOk(owner.token, orderId)
    const response = await pdf(owner.token, orderId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['cache-control']).toBe('private, no-store')
    const fileName = `invoice-${answer.invoiceNumber?.replaceAll('/', '-')}.pdf`
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`)
    const bytes = response.rawPayload
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // The document's information (never compressed) names the seller's GSTIN.
    expect(bytes.toString('latin1')).toContain(`GSTIN ${answer.seller.gstin}`)

    // Uncompressed, the page itself carries the GSTIN, the HSN code, the number and the words.
    const page = pdfText(await renderInvoicePdf(answer, { compress: false }))
    for (const text of [
      `GSTIN: ${answer.seller.gstin}`,
      '8517',
      `Invoice number: ${answer.invoiceNumber}`,
      'Karnataka (29)',
      'Rupees One Thousand One Hundred Eighty Only',
      '1,180.00',
    ]) {
      expect(page, text).toContain(text)
    }
  })
})
