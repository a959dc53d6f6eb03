import { INVOICE_TEXTS } from '@haat/contract/core'
import { InvoiceSummary, type InvoiceSummaryData } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

// Issued on 27 Nov 2026 in India.
const ISSUED = new Date(Date.UTC(2026, 10, 27, 9, 0, 0))

/*
 * Two lines within Karnataka, worked out with the GST rules by hand: ₹11,799 at 18% is ₹9,999.15 taxable
 * and ₹1,799.85 tax (₹899.92 + ₹899.93); 2 × ₹649 at 5% is ₹1,236.19 taxable and ₹61.81 tax.
 */
const WITHIN_STATE: InvoiceSummaryData = {
  invoiceNumber: 'K3X9/26-27/17',
  invoiceDate: ISSUED,
  available: true,
  seller: {
    name: 'Sharma General Store',
    gstin: '29AAPFS1234K1ZS',
    address: '42, MG Road, Bangalore, Karnataka 560001',
  },
  buyer: {
    name: 'Aarav Sharma',
    address: 'Flat 4B, Lakshmi Residency, 12 Cunningham Road, Vasanth Nagar, Karnataka 560001',
  },
  placeOfSupply: 'Karnataka (29)',
  intraState: true,
  lines: [
    {
      productId: 'p-phone',
      productName: 'Zenvolt Nova 5G, 8 GB RAM, 128 GB, Midnight Black',
      hsn: '8517',
      quantity: 1,
      taxableValue: 9999.15,
      rate: 18,
      cgst: 899.92,
      sgst: 899.93,
      igst: 0,
      total: 11799,
    },
    {
      productId: 'p-kurta',
      productName: 'UrbanKurta Cotton Kurta, Indigo',
      hsn: '6204',
      quantity: 2,
      taxableValue: 1236.19,
      rate: 5,
      cgst: 30.9,
      sgst: 30.91,
      igst: 0,
      total: 1298,
    },
  ],
  totals: { taxable: 11235.34, cgst: 930.82, sgst: 930.84, igst: 0, total: 13097 },
  totalInWords: 'Rupees Thirteen Thousand Ninety Seven Only',
}

/** The same goods shipped to Maharashtra: all the tax is IGST. */
const BETWEEN_STATES: InvoiceSummaryData = {
  ...WITHIN_STATE,
  buyer: {
    name: 'Aarav Sharma',
    address: '3rd Floor, Horniman House, 7 Veer Nariman Road, Fort, Maharashtra 400001',
  },
  placeOfSupply: 'Maharashtra (27)',
  intraState: false,
  lines: WITHIN_STATE.lines.map((line) => ({ ...line, igst: line.cgst + line.sgst, cgst: 0, sgst: 0 })),
  totals: { taxable: 11235.34, cgst: 0, sgst: 0, igst: 1861.66, total: 13097 },
}

const meta = {
  title: 'UI/InvoiceSummary',
  component: InvoiceSummary,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    invoice: WITHIN_STATE,
    onDownload: fn(),
    onRetry: fn(),
    texts: INVOICE_TEXTS,
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof InvoiceSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Presses a button, then lets its ripple fade and its focus go, so the picture is the resting state. */
async function press(button: HTMLElement) {
  await userEvent.click(button)
  button.blur()
  await waitFor(() => expect(document.querySelector('.MuiTouchRipple-child')).toBeNull(), { timeout: 3000 })
}

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

/** Within one state: the number and date, both parties, CGST and SGST columns, totals, words, download. */
export const WithinState: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: 'Tax Invoice' })
    await expect(within(card).getByRole('heading', { level: 2, name: 'Tax Invoice' })).toBeVisible()
    await expect(canvas.getByTestId('invoice-number')).toHaveTextContent('K3X9/26-27/17')
    await expect(canvas.getByText('27 Nov 2026')).toBeVisible()
    await expect(canvas.getByTestId('invoice-gstin')).toHaveTextContent('GSTIN: 29AAPFS1234K1ZS')
    await expect(canvas.getByText('Karnataka (29)')).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Invoiced items' })
    await expect(columnHeaders(table)).toEqual([
      'Product',
      'HSN',
      'Qty',
      'Taxable value',
      'GST rate',
      'CGST',
      'SGST',
      'Total',
    ])
    const lines = canvas.getAllByTestId('invoice-line')
    await expect(lines.map((line) => [...line.children].map((cell) => cell.textContent))).toEqual([
      [
        'Zenvolt Nova 5G, 8 GB RAM, 128 GB, Midnight Black',
        '8517',
        '1',
        '₹9,999.15',
        '18%',
        '₹899.92',
        '₹899.93',
        '₹11,799.00',
      ],
      ['UrbanKurta Cotton Kurta, Indigo', '6204', '2', '₹1,236.19', '5%', '₹30.90', '₹30.91', '₹1,298.00'],
    ])
    await expect(canvas.getByTestId('invoice-total')).toHaveTextContent('₹13,097.00')
    await expect(canvas.getByTestId('invoice-words')).toHaveTextContent(
      'Rupees Thirteen Thousand Ninety Seven Only',
    )
    const download = canvas.getByRole('button', { name: 'Download invoice' })
    await expect(download).toBeEnabled()
    await press(download)
    await expect(args.onDownload).toHaveBeenCalledOnce()
  },
}

/** Between states: one IGST column instead of CGST and SGST. */
export const BetweenStates: Story = {
  args: { invoice: BETWEEN_STATES },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoiced items' })
    await expect(columnHeaders(table)).toEqual([
      'Product',
      'HSN',
      'Qty',
      'Taxable value',
      'GST rate',
      'IGST',
      'Total',
    ])
    await expect(canvas.getByText('Maharashtra (27)')).toBeVisible()
    const totals = canvas.getByTestId('invoice-totals')
    await expect([...totals.children].map((cell) => cell.textContent)).toEqual([
      'Totals',
      '₹11,235.34',
      '',
      '₹1,861.66',
      '₹13,097.00',
    ])
  },
}

/** Not shipped yet: no number or date, and the download waits, saying why. */
export const NotShipped: Story = {
  args: { invoice: { ...WITHIN_STATE, invoiceNumber: null, invoiceDate: null, available: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('invoice-number')).toHaveTextContent('—')
    const download = canvas.getByRole('button', { name: 'Download invoice' })
    await expect(download).toBeDisabled()
    await expect(download).toHaveAccessibleDescription('The invoice is made once the order is shipped')
    await expect(args.onDownload).not.toHaveBeenCalled()
  },
}

/** The PDF on its way: the button says so and cannot be pressed twice. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Downloading...' })).toBeDisabled()
  },
}

/** The download failed: the contract's message under the button, which works again. */
export const DownloadFailed: Story = {
  args: { downloadError: INVOICE_TEXTS.downloadFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to download the invoice.')
    await expect(canvas.getByRole('button', { name: 'Download invoice' })).toBeEnabled()
  },
}

/** A seller without a GSTIN yet, and an order whose every item was cancelled. */
export const Unregistered: Story = {
  args: {
    invoice: {
      ...WITHIN_STATE,
      seller: { ...WITHIN_STATE.seller, gstin: null },
      lines: [],
      totals: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
      totalInWords: 'Rupees Zero Only',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('invoice-gstin')).toHaveTextContent('GSTIN: Not registered')
    await expect(canvas.getByText('No items are invoiced in this order')).toBeVisible()
    await expect(canvas.queryAllByTestId('invoice-line')).toHaveLength(0)
  },
}

/** Loading: the card and its heading, "Loading..." announced. */
export const Loading: Story = {
  args: { status: 'loading', invoice: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The call failed: the contract's message and a retry. */
export const LoadError: Story = {
  args: { status: 'error', invoice: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch the invoice.')
    await press(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** On a phone: the table scrolls sideways inside the card; the card stays inside the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('invoice-summary')
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(390 - 16 + 1)
    const scroller = canvas.getByRole('region', { name: 'Invoiced items' })
    await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    )
    // The figures are not squeezed: the table is wider than the phone and scrolls.
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth)
    await expect(
      canvas.getByRole('button', { name: 'Download invoice' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(390 - 16 + 1)
  },
}
