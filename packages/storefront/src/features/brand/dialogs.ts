// The brand page's report dialog, in a chunk of its own: a shopper who never reports a brand never downloads
// it (with the MUI Dialog, radio and form parts only it uses). Loaded by React.lazy on first open.
export { ReportDialog } from '@haat/ui'
