// The seller store's dialogs, in a chunk of their own: a shopper who never rates or reports a store never
// downloads them (with the MUI Dialog and form parts only they use). Loaded by React.lazy on first open.
export { RateSellerDialog, ReportDialog, SellerFeedbackDialog } from '@haat/ui'
