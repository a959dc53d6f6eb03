export {
  SellerFeedbackDialog,
  type SellerFeedbackDialogProps,
  type SellerFeedbackInput,
} from './SellerFeedbackDialog.tsx'
