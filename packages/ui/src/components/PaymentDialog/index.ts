export {
  PaymentDialog,
  type PaymentDialogMethod,
  type PaymentDialogOutcome,
  type PaymentDialogProps,
} from './PaymentDialog.tsx'
