export { ReportDialog, type ReportDialogProps, type ReportInput, reportIssues } from './ReportDialog.tsx'
