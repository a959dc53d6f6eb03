export {
  InvoiceSummary,
  type InvoiceSummaryData,
  type InvoiceSummaryLine,
  type InvoiceSummaryProps,
  type InvoiceSummaryTexts,
} from './InvoiceSummary.tsx'
