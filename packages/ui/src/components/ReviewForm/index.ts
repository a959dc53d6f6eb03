export { ReviewForm, type ReviewFormProps, type ReviewFormValues } from './ReviewForm.tsx'
