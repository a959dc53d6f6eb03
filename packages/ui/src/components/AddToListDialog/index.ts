export { AddToListDialog, type AddToListDialogProps, type AddToListOption } from './AddToListDialog.tsx'
