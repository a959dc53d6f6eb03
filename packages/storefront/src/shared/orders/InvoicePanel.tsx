import { INVOICE_TEXTS } from '@haat/contract/core'
import { InvoiceSummary } from '@haat/ui'
import { useEffect } from 'react'
import { feedStatus } from '../../app/errorText.ts'
import { useDownloadInvoiceMutation, useGetInvoiceSummaryQuery } from './invoiceApi.ts'
import {
  downloadErrorText,
  invoicePanelShown,
  invoiceSummaryData,
  invoiceSummaryStale,
} from './invoiceView.ts'

export interface InvoicePanelProps {
  orderId: string
  /** The order's status: the panel is left out of a cancelled order's page. */
  status: number
  headingComponent?: 'h2' | 'h3'
}

/**
 * The order page's tax invoice: reads the invoice summary, draws InvoiceSummary, and saves the PDF when
 * "Download invoice" is pressed (docs/product.md, "Tax invoices").
 */
export function InvoicePanel({ orderId, status, headingComponent = 'h2' }: InvoicePanelProps) {
  const shown = invoicePanelShown(status)
  const summary = useGetInvoiceSummaryQuery(orderId, { skip: !shown })
  const [download, downloadState] = useDownloadInvoiceMutation()
  const stale = shown && invoiceSummaryStale(status, summary.data)
  const { refetch } = summary
  useEffect(() => {
    if (stale) void refetch()
  }, [stale, refetch])
  if (!shown) return null
  return (
    <InvoiceSummary
      status={feedStatus(summary)}
      invoice={summary.data ? invoiceSummaryData(summary.data) : null}
      onDownload={() => {
        void download(orderId)
      }}
      downloading={downloadState.isLoading}
      downloadError={downloadErrorText(downloadState.error)}
      onRetry={() => {
        void summary.refetch()
      }}
      headingComponent={headingComponent}
      texts={INVOICE_TEXTS}
    />
  )
}
