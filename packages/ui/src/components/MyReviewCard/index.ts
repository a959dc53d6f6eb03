export { MyReviewCard, type MyReviewCardProps, type MyReviewCardTexts } from './MyReviewCard.tsx'
export {
  MyReviewEditDialog,
  type MyReviewEditDialogProps,
  type MyReviewEditValues,
} from './MyReviewEditDialog.tsx'
