import type { Address, Body } from '@haat/contract'
import {
  ADDRESS_COUNTRY,
  ADDRESS_LINE_MAX,
  ADDRESS_NAME_MAX,
  ALT_PHONE_EXACT_MESSAGE,
  atMostCharactersMessage,
  DEFAULT_ADDRESS_TYPE,
  LETTERS_AND_SPACES_PATTERN,
  lettersOnlyMessage,
  PHONE_DIGITS_PATTERN,
  PHONE_EXACT_MESSAGE,
  PINCODE_EXACT_MESSAGE,
  PINCODE_PATTERN,
  requiredFieldMessage,
} from '@haat/contract/core'
import type { AddressFormErrors, AddressFormValues } from '@haat/ui'

/**
 * The address form's rules, in the contract's words, checked as the shopper types (the server checks
 * the same rules again with the contract's schema). See docs/product.md, "Addresses".
 */

/** A new address: everything empty, Home, in India, not the default unless it is the first. */
export const emptyAddressValues = (firstAddress: boolean): AddressFormValues => ({
  name: '',
  phoneNumber: '',
  alternativePhoneNumber: '',
  houseName: '',
  localArea: '',
  landMark: '',
  pincode: '',
  state: '',
  country: ADDRESS_COUNTRY,
  typeOfAddress: DEFAULT_ADDRESS_TYPE,
  primaryAddress: firstAddress,
  location: null,
})

/** A saved address as the form edits it. */
export const formValuesOf = (address: Address): AddressFormValues => ({
  ...address,
  alternativePhoneNumber: address.alternativePhoneNumber ?? '',
  landMark: address.landMark ?? '',
})

/** The form's values as the add and update calls send them (blank optional fields as null). */
export const addressInputOf = (values: AddressFormValues): Body<'addAddress'>['address'][number] => ({
  name: values.name.trim(),
  phoneNumber: values.phoneNumber,
  alternativePhoneNumber: values.alternativePhoneNumber || null,
  typeOfAddress: values.typeOfAddress,
  primaryAddress: values.primaryAddress,
  houseName: values.houseName.trim(),
  localArea: values.localArea.trim(),
  landMark: values.landMark.trim() || null,
  pincode: values.pincode,
  state: values.state.trim(),
  country: values.country.trim() || ADDRESS_COUNTRY,
  location: values.location,
})

const requiredText = (value: string, field: string, max: number) => {
  const text = value.trim()
  if (text === '') return requiredFieldMessage(field)
  if (text.length > max) return atMostCharactersMessage(max)
  return undefined
}
const lettersText = (value: string, field: string, max: number) =>
  requiredText(value, field, max) ??
  (LETTERS_AND_SPACES_PATTERN.test(value.trim()) ? undefined : lettersOnlyMessage(field))

/** Each wrong field's hint; an empty result means the address can be saved. */
export function validateAddress(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {
    name: lettersText(values.name, 'Name', ADDRESS_NAME_MAX),
    phoneNumber:
      values.phoneNumber === ''
        ? requiredFieldMessage('Phone')
        : PHONE_DIGITS_PATTERN.test(values.phoneNumber)
          ? undefined
          : PHONE_EXACT_MESSAGE,
    alternativePhoneNumber:
      values.alternativePhoneNumber === '' || PHONE_DIGITS_PATTERN.test(values.alternativePhoneNumber)
        ? undefined
        : ALT_PHONE_EXACT_MESSAGE,
    houseName: requiredText(values.houseName, 'House name', ADDRESS_LINE_MAX),
    localArea: lettersText(values.localArea, 'Local area', ADDRESS_LINE_MAX),
    landMark:
      values.landMark.trim().length > ADDRESS_LINE_MAX
        ? atMostCharactersMessage(ADDRESS_LINE_MAX)
        : undefined,
    pincode:
      values.pincode === ''
        ? requiredFieldMessage('Pincode')
        : PINCODE_PATTERN.test(values.pincode)
          ? undefined
          : PINCODE_EXACT_MESSAGE,
    state: lettersText(values.state, 'State', ADDRESS_NAME_MAX),
    country: lettersText(values.country, 'Country', ADDRESS_NAME_MAX),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, hint]) => hint !== undefined))
}
