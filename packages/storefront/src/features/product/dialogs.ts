// The product page's dialogs, in a chunk of their own: a shopper who never opens one never downloads it
// (with the MUI Dialog, radio and form parts only they use). Loaded by React.lazy on first open.
export { AddToListDialog, ReportDialog, ReviewForm } from '@haat/ui'
