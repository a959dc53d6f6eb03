import DownloadIcon from '@mui/icons-material/FileDownloadOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { type ReactNode, useId } from 'react'
import { formatRupees } from '../../format/index.ts'
import { SummaryCard, SummaryHeading } from '../PriceSummary/PriceSummary.tsx'
import { visuallyHiddenSx } from '../VisuallyHidden/index.ts'

/** One invoiced product: amounts in rupees, the rate in percent. */
export interface InvoiceSummaryLine {
  productId: string
  productName: string
  hsn: string | null
  quantity: number
  taxableValue: number
  rate: number
  cgst: number
  sgst: number
  igst: number
  total: number
}

/** What the invoice says, as the invoice summary call answers it (dates as Dates). */
export interface InvoiceSummaryData {
  invoiceNumber: string | null
  invoiceDate: Date | null
  /** Whether the invoice can be downloaded (the order has been shipped). */
  available: boolean
  seller: { name: string; gstin: string | null; address: string }
  buyer: { name: string; address: string }
  placeOfSupply: string
  /** CGST and SGST columns within a state; one IGST column between states. */
  intraState: boolean
  lines: InvoiceSummaryLine[]
  totals: { taxable: number; cgst: number; sgst: number; igst: number; total: number }
  totalInWords: string
}

/** The fixed texts; each has the wording shown by default (the contract's INVOICE_TEXTS). */
export interface InvoiceSummaryTexts {
  title: string
  download: string
  downloading: string
  notYet: string
  loading: string
  loadFailed: string
  retry: string
  invoiceNumber: string
  invoiceDate: string
  soldBy: string
  billTo: string
  gstin: string
  placeOfSupply: string
  product: string
  hsn: string
  quantity: string
  taxableValue: string
  rate: string
  cgst: string
  sgst: string
  igst: string
  total: string
  totals: string
  amountInWords: string
  noLines: string
  lines: string
  unregistered: string
}

const DEFAULT_TEXTS: InvoiceSummaryTexts = {
  title: 'Tax Invoice',
  download: 'Download invoice',
  downloading: 'Downloading...',
  notYet: 'The invoice is made once the order is shipped',
  loading: 'Loading...',
  loadFailed: 'Failed to fetch the invoice.',
  retry: 'Try again',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
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
  lines: 'Invoiced items',
  unregistered: 'Not registered',
}

export interface InvoiceSummaryProps {
  /** 'ready' draws `invoice`; the others draw their message in the same card. */
  status: 'loading' | 'error' | 'ready'
  invoice?: InvoiceSummaryData | null
  /** Asks for the PDF. The button is disabled until the invoice is available, and while `downloading`. */
  onDownload: () => void
  downloading?: boolean
  /** Why the last download failed, shown as an alert under the button. */
  downloadError?: string | null
  /** Asks for the summary again after an error; no retry button without it. */
  onRetry?: () => void
  headingComponent?: 'h2' | 'h3'
  /** The time zone the invoice date is shown in (the shop's: India). */
  timeZone?: string
  texts?: Partial<InvoiceSummaryTexts>
}

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })

/** The two parties, the facts and the words: a label over its value. */
const Facts = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      columnGap: 3,
      rowGap: 1.5,
      fontSize: '0.875rem',
      '& > div': { minWidth: 0 },
      '& dt': { color: 'text.secondary', fontSize: '0.75rem', fontWeight: 600 },
      '& dd': { m: 0, overflowWrap: 'anywhere' },
    }}
  >
    {children}
  </Box>
)

/**
 * A seller order's GST tax invoice on the order page: the invoice's number and date, the seller with its
 * GSTIN and address, the buyer, the place of supply, a table of the invoiced products (HSN, quantity,
 * taxable value, rate, CGST and SGST within a state or IGST between states, total), the totals and the
 * amount in words, and the "Download invoice" button (an event: the page fetches the PDF). Before the
 * order ships the button is disabled and says why.
 */
export function InvoiceSummary({
  status,
  invoice,
  onDownload,
  downloading = false,
  downloadError = null,
  onRetry,
  headingComponent = 'h2',
  timeZone = 'Asia/Kolkata',
  texts,
}: InvoiceSummaryProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const headingId = useId()
  const noteId = useId()

  if (status !== 'ready' || !invoice) {
    return (
      <SummaryCard aria-labelledby={headingId} data-testid="invoice-summary" aria-busy={status === 'loading'}>
        <SummaryHeading component={headingComponent} id={headingId}>
          {t.title}
        </SummaryHeading>
        {status === 'error' ? (
          <Alert
            severity="error"
            action={
              onRetry ? (
                <Button color="inherit" size="small" onClick={onRetry}>
                  {t.retry}
                </Button>
              ) : undefined
            }
          >
            {t.loadFailed}
          </Alert>
        ) : (
          <Box role="status" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            {t.loading}
          </Box>
        )}
      </SummaryCard>
    )
  }

  const taxColumns: Array<{ key: 'cgst' | 'sgst' | 'igst'; label: string }> = invoice.intraState
    ? [
        { key: 'cgst', label: t.cgst },
        { key: 'sgst', label: t.sgst },
      ]
    : [{ key: 'igst', label: t.igst }]
  const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' } as const

  return (
    <SummaryCard aria-labelledby={headingId} data-testid="invoice-summary">
      <SummaryHeading component={headingComponent} id={headingId}>
        {t.title}
      </SummaryHeading>

      <Facts>
        <div>
          <dt>{t.invoiceNumber}</dt>
          <dd data-testid="invoice-number">{invoice.invoiceNumber ?? '—'}</dd>
        </div>
        <div>
          <dt>{t.invoiceDate}</dt>
          <dd>{invoice.invoiceDate ? dateFormat(timeZone).format(invoice.invoiceDate) : '—'}</dd>
        </div>
        <div>
          <dt>{t.soldBy}</dt>
          <dd>
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {invoice.seller.name}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {invoice.seller.address}
            </Box>
            <Box component="span" sx={{ display: 'block' }} data-testid="invoice-gstin">
              {t.gstin}: {invoice.seller.gstin ?? t.unregistered}
            </Box>
          </dd>
        </div>
        <div>
          <dt>{t.billTo}</dt>
          <dd>
            <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {invoice.buyer.name}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {invoice.buyer.address}
            </Box>
          </dd>
        </div>
        <div>
          <dt>{t.placeOfSupply}</dt>
          <dd>{invoice.placeOfSupply}</dd>
        </div>
      </Facts>

      {/* A phone scrolls the table sideways rather than squeezing its figures. */}
      <Box
        role="region"
        aria-label={t.lines}
        tabIndex={0}
        sx={{ overflowX: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: '8px' }}
      >
        <Box
          component="table"
          data-testid="invoice-lines"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: '0.85rem',
            '& th, & td': { px: 1.25, py: 1, borderBottom: '1px solid', borderColor: 'divider' },
            '& thead th': {
              bgcolor: 'surface.subtle',
              color: 'text.secondary',
              fontSize: '0.75rem',
              fontWeight: 700,
              whiteSpace: 'nowrap',
            },
            '& tbody th': { textAlign: 'left', fontWeight: 500, minWidth: 160 },
            '& tfoot th, & tfoot td': { fontWeight: 700, borderBottom: 0 },
          }}
        >
          <Box component="caption" sx={visuallyHiddenSx}>
            {t.lines}
          </Box>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                {t.product}
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                {t.hsn}
              </Box>
              <Box component="th" scope="col" sx={amount}>
                {t.quantity}
              </Box>
              <Box component="th" scope="col" sx={amount}>
                {t.taxableValue}
              </Box>
              <Box component="th" scope="col" sx={amount}>
                {t.rate}
              </Box>
              {taxColumns.map((column) => (
                <Box component="th" scope="col" key={column.key} sx={amount}>
                  {column.label}
                </Box>
              ))}
              <Box component="th" scope="col" sx={amount}>
                {t.total}
              </Box>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.length === 0 ? (
              <tr>
                <Box component="td" colSpan={6 + taxColumns.length} sx={{ color: 'text.secondary' }}>
                  {t.noLines}
                </Box>
              </tr>
            ) : (
              invoice.lines.map((line) => (
                <tr key={line.productId} data-testid="invoice-line">
                  <th scope="row">{line.productName}</th>
                  <td>{line.hsn ?? '—'}</td>
                  <Box component="td" sx={amount}>
                    {line.quantity}
                  </Box>
                  <Box component="td" sx={amount}>
                    {formatRupees(line.taxableValue)}
                  </Box>
                  <Box component="td" sx={amount}>
                    {line.rate}%
                  </Box>
                  {taxColumns.map((column) => (
                    <Box component="td" key={column.key} sx={amount}>
                      {formatRupees(line[column.key])}
                    </Box>
                  ))}
                  <Box component="td" sx={amount}>
                    {formatRupees(line.total)}
                  </Box>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr data-testid="invoice-totals">
              <Box component="th" scope="row" colSpan={3} sx={{ textAlign: 'left' }}>
                {t.totals}
              </Box>
              <Box component="td" sx={amount}>
                {formatRupees(invoice.totals.taxable)}
              </Box>
              <td />
              {taxColumns.map((column) => (
                <Box component="td" key={column.key} sx={amount}>
                  {formatRupees(invoice.totals[column.key])}
                </Box>
              ))}
              <Box component="td" sx={amount} data-testid="invoice-total">
                {formatRupees(invoice.totals.total)}
              </Box>
            </tr>
          </tfoot>
        </Box>
      </Box>

      <Facts>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <dt>{t.amountInWords}</dt>
          <dd data-testid="invoice-words">{invoice.totalInWords}</dd>
        </Box>
      </Facts>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={onDownload}
          disabled={!invoice.available || downloading}
          aria-describedby={invoice.available ? undefined : noteId}
          data-testid="invoice-download"
        >
          {downloading ? t.downloading : t.download}
        </Button>
        {!invoice.available && (
          <Box id={noteId} component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
            {t.notYet}
          </Box>
        )}
      </Box>
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
    </SummaryCard>
  )
}
