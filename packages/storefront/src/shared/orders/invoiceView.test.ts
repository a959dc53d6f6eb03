import type { Answer } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { invoiceFileNameOf } from './invoiceApi.ts'
import {
  downloadErrorText,
  invoicePanelShown,
  invoiceSummaryData,
  invoiceSummaryStale,
} from './invoiceView.ts'

const ANSWER: Answer<'invoiceSummary'> = {
  orderId: 'Ord1',
  invoiceNumber: 'K3X9/26-27/17',
  invoiceDate: { _seconds: 1_795_770_000, _nanoseconds: 500_000_000 },
  available: true,
  seller: { name: 'Sharma General Store', gstin: '29AAPFS1234K1ZS', address: '42, MG Road, Bangalore' },
  buyer: { name: 'Aarav Sharma', address: 'Vasanth Nagar, Karnataka 560001' },
  placeOfSupply: 'Karnataka (29)',
  intraState: true,
  lines: [],
  totals: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  totalInWords: 'Rupees Zero Only',
}

describe('the invoice panel', () => {
  it('is shown from placing to delivery, never for a cancelled or unknown status', () => {
    expect([0, 1, 2, 3, 4, 5, -1, 1.5].map(invoicePanelShown)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })

  it('turns the answer into the component’s data, the date as a Date', () => {
    const data = invoiceSummaryData(ANSWER)
    expect(data.invoiceDate?.getTime()).toBe(1_795_770_000_500)
    expect(data).toMatchObject({ invoiceNumber: 'K3X9/26-27/17', available: true, intraState: true })
    expect(invoiceSummaryData({ ...ANSWER, invoiceDate: null, invoiceNumber: null }).invoiceDate).toBeNull()
  })

  it('says why a download failed: the server’s message, else the contract’s words', () => {
    expect(downloadErrorText(undefined)).toBeNull()
    expect(
      downloadErrorText({ status: 409, data: { message: 'The invoice is made once the order is shipped' } }),
    ).toBe('The invoice is made once the order is shipped')
    expect(downloadErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Failed to download the invoice.',
    )
  })
})

describe('a summary read before the order moved', () => {
  it('is read again when the order was shipped or cancelled since', () => {
    const before = { ...ANSWER, available: false, invoiceNumber: null, invoiceDate: null }
    expect(invoiceSummaryStale(0, before)).toBe(false)
    expect(invoiceSummaryStale(1, before)).toBe(true)
    expect(invoiceSummaryStale(3, ANSWER)).toBe(false)
    expect(invoiceSummaryStale(4, ANSWER)).toBe(true)
    expect(invoiceSummaryStale(1, undefined)).toBe(false)
  })
})

describe('the saved file name', () => {
  it('is the server’s, kept to safe characters, else named after the order', () => {
    expect(invoiceFileNameOf('attachment; filename="invoice-K3X9-26-27-17.pdf"', 'Ord1')).toBe(
      'invoice-K3X9-26-27-17.pdf',
    )
    expect(invoiceFileNameOf('attachment; filename=invoice-1.pdf', 'Ord1')).toBe('invoice-1.pdf')
    expect(invoiceFileNameOf('attachment; filename="../../etc/passwd"', 'Ord/1')).toBe('invoice-Ord-1.pdf')
    expect(invoiceFileNameOf(null, 'Ord1')).toBe('invoice-Ord1.pdf')
  })
})
