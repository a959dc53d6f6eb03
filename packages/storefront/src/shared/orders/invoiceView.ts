import type { Answer } from '@haat/contract'
import { INVOICE_TEXTS, invoiceAvailable, ORDER_STATUS } from '@haat/contract/core'
import type { InvoiceSummaryData } from '@haat/ui'
import { type CallError, serverMessage } from '../../app/errorText.ts'
import { dateOf } from './orderView.ts'

/**
 * The order page's invoice panel: shown from placing to delivery (before shipping it shows what the
 * invoice will say, with the download waiting); a cancelled order supplied nothing and has none.
 */
export const invoicePanelShown = (status: number): boolean =>
  Number.isInteger(status) && status >= ORDER_STATUS.processing && status <= ORDER_STATUS.delivered

/** The summary call's answer as InvoiceSummary draws it (the invoice date as a Date). */
export const invoiceSummaryData = (answer: Answer<'invoiceSummary'>): InvoiceSummaryData => ({
  invoiceNumber: answer.invoiceNumber,
  invoiceDate: answer.invoiceDate ? dateOf(answer.invoiceDate) : null,
  available: answer.available,
  seller: answer.seller,
  buyer: answer.buyer,
  placeOfSupply: answer.placeOfSupply,
  intraState: answer.intraState,
  lines: answer.lines,
  totals: answer.totals,
  totalInWords: answer.totalInWords,
})

/** Why a download failed: the server's message (409 before shipping), else the contract's words. */
export const downloadErrorText = (error: CallError): string | null =>
  error ? (serverMessage(error) ?? INVOICE_TEXTS.downloadFailed) : null

/**
 * Whether a summary read earlier is behind the order the page shows: the seller shipped it (or it was
 * cancelled) since, so the download's availability changed. The panel reads the summary again then.
 */
export const invoiceSummaryStale = (status: number, answer: Answer<'invoiceSummary'> | undefined): boolean =>
  answer !== undefined && answer.available !== invoiceAvailable(status)
