/**
 * The address book's fixed texts and limits. The form's hints and the outcomes are the specification's
 * wording (the add flow's "exactly" variants); the limits and the refusals are ours. The rules are in
 * docs/product.md, "Addresses".
 */

/** The most addresses one shopper keeps. */
export const ADDRESSES_MAX = 20
/** How many addresses a list shows before See More Addresses. */
export const ADDRESS_PREVIEW = 2
export const ADDRESS_TYPES = ['Home', 'Office'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]
export const DEFAULT_ADDRESS_TYPE: AddressType = 'Home'
/** Where every address is (the store delivers in India only). */
export const ADDRESS_COUNTRY = 'India'
/** The most characters of the free-text fields. */
export const ADDRESS_NAME_MAX = 80
export const ADDRESS_LINE_MAX = 120

/** Letters (any script) and spaces only: names, local area, state and country. */
export const LETTERS_AND_SPACES_PATTERN = /^[\p{L}\p{M} .'-]+$/u
export const PHONE_DIGITS_PATTERN = /^\d{10}$/

export const PHONE_EXACT_MESSAGE = 'Phone number must be exactly 10 digits.'
export const ALT_PHONE_EXACT_MESSAGE = 'Alternative phone number must be exactly 10 digits.'
export const PINCODE_EXACT_MESSAGE = 'Pincode must be exactly 6 digits.'
export const FIX_ERRORS_MESSAGE = 'Please fix the errors before saving.'
export const DATA_MANDATORY_MESSAGE = 'Data is mandatory for the fields.'
export const lettersOnlyMessage = (field: string) => `${field} can have letters and spaces only.`
export const requiredFieldMessage = (field: string) => `${field} is required.`

export const ADDRESS_ADDED_MESSAGE = 'Address added successfully!'
export const ADDRESS_ADD_FAILED_MESSAGE = 'Error adding address'
export const ADDRESS_UPDATED_MESSAGE = 'Address updated successfully!'
export const ADDRESS_UPDATE_FAILED_MESSAGE = 'Failed to update address. Please try again.'
export const ADDRESS_DELETED_MESSAGE = 'Address Deleted !'
export const ADDRESS_DELETE_FAILED_MESSAGE = 'Failed to delete the address. Please try again.'
export const NO_ADDRESS_MESSAGE = 'No Address Available'
export const SEE_MORE_ADDRESSES = 'See More Addresses'
export const SEE_LESS_ADDRESSES = 'See Less Addresses'
export const DEFAULT_ADDRESS_LABEL = 'Default'
export const DELETE_ADDRESS_CONFIRM = 'Do you want to delete this address?'
export const LOCATION_UNAVAILABLE_MESSAGE = 'Unable to fetch location'
export const LOCATION_RETRY_HINT = 'Unable to fetch location. Please try again.'
export const GEOLOCATION_UNSUPPORTED_MESSAGE = 'Geolocation is not supported by your browser'

/** Ours: a refusal the form shows. */
export const ADDRESS_NOT_FOUND_MESSAGE = 'This address was not found. Reload the list and try again.'
export const PRIMARY_ADDRESS_UNDELETABLE_MESSAGE =
  'The default address cannot be deleted. Make another address the default first.'
export const ADDRESSES_FULL_MESSAGE = `You can keep ${ADDRESSES_MAX} addresses at most. Delete one to add another.`
/**
 * An address whose state is not its pincode's (India Post's list): the state decides the GST of the
 * order's invoice, so it must be the pincode's own.
 */
export const pincodeStateMessage = (pincode: string, pincodeState: string) =>
  `Pincode ${pincode} is in ${pincodeState}. Enter ${pincodeState} as the state.`
/** A path's user id that is not the session's own. */
export const NOT_YOUR_ADDRESSES_MESSAGE = 'You can change only your own addresses.'
