export { RateSellerDialog, type RateSellerDialogProps } from './RateSellerDialog.tsx'
