export {
  AddressForm,
  type AddressFormErrors,
  type AddressFormField,
  type AddressFormMessages,
  type AddressFormProps,
  type AddressFormValues,
  type AddressKind,
} from './AddressForm.tsx'
