export {
  CancelItemsForm,
  type CancelItemsFormItem,
  type CancelItemsFormOption,
  type CancelItemsFormProps,
  type CancelItemsFormTexts,
  type CancelItemsInput,
} from './CancelItemsForm.tsx'
