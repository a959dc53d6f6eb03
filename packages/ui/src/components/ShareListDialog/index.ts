export { ShareListDialog, type ShareListDialogProps } from './ShareListDialog.tsx'
