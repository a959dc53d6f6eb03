import { z } from 'zod'
import { text } from './common.ts'
import {
  ADDRESS_COUNTRY,
  ADDRESS_LINE_MAX,
  ADDRESS_NAME_MAX,
  ADDRESS_TYPES,
  ADDRESSES_MAX,
  ALT_PHONE_EXACT_MESSAGE,
  DEFAULT_ADDRESS_TYPE,
  LETTERS_AND_SPACES_PATTERN,
  lettersOnlyMessage,
  PHONE_DIGITS_PATTERN,
  PHONE_EXACT_MESSAGE,
  PINCODE_EXACT_MESSAGE,
  requiredFieldMessage,
} from './core/addresses.ts'
import { PINCODE_PATTERN } from './core/delivery.ts'
import { atMostCharactersMessage } from './core/text.ts'
import { Address } from './identity.ts'

/*
 * The address book's requests. An address answers as `Address` (identity.ts, also inside the user); the
 * list is read default first, and that order is what `addressIndex` counts in.
 */

const required = (field: string, max: number) =>
  text({ error: requiredFieldMessage(field) })
    .trim()
    .min(1, requiredFieldMessage(field))
    .max(max, atMostCharactersMessage(max))
const lettersOnly = (field: string, max: number) =>
  required(field, max).regex(LETTERS_AND_SPACES_PATTERN, lettersOnlyMessage(field))
/** An optional line: empty or blank counts as none (null). */
const optionalLine = (max: number) =>
  text()
    .trim()
    .max(max, atMostCharactersMessage(max))
    .nullish()
    .transform((value) => (value ? value : null))

/** One address as the forms send it. */
export const AddressInput = z.object({
  name: lettersOnly('Name', ADDRESS_NAME_MAX),
  phoneNumber: text({ error: PHONE_EXACT_MESSAGE }).trim().regex(PHONE_DIGITS_PATTERN, PHONE_EXACT_MESSAGE),
  alternativePhoneNumber: text({ error: ALT_PHONE_EXACT_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || PHONE_DIGITS_PATTERN.test(value), ALT_PHONE_EXACT_MESSAGE),
  typeOfAddress: z.enum(ADDRESS_TYPES).default(DEFAULT_ADDRESS_TYPE),
  primaryAddress: z.boolean().default(false),
  houseName: required('House name', ADDRESS_LINE_MAX),
  localArea: lettersOnly('Local area', ADDRESS_LINE_MAX),
  landMark: optionalLine(ADDRESS_LINE_MAX),
  pincode: text({ error: PINCODE_EXACT_MESSAGE }).trim().regex(PINCODE_PATTERN, PINCODE_EXACT_MESSAGE),
  state: lettersOnly('State', ADDRESS_NAME_MAX),
  country: lettersOnly('Country', ADDRESS_NAME_MAX).default(ADDRESS_COUNTRY),
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullish()
    .transform((value) => value ?? null),
})
export type AddressInput = z.infer<typeof AddressInput>

const addressIndex = () =>
  z
    .number({ error: 'An address index is required.' })
    .int('An address index is a whole number.')
    .min(0, 'An address index is 0 or more.')
    .max(ADDRESSES_MAX - 1, `An address index is below ${ADDRESSES_MAX}.`)

/** `POST /add-address`: a list of exactly one address (the specification's shape). */
export const AddAddressBody = z.object({
  address: z.array(AddressInput).length(1, 'Send exactly one address.'),
})
export type AddAddressBody = z.input<typeof AddAddressBody>

/** `PUT /update-checkout-address/{userId}`: the address's fields and its index in the list. */
export const UpdateAddressBody = AddressInput.extend({ addressIndex: addressIndex() })
export type UpdateAddressBody = z.input<typeof UpdateAddressBody>

/** `DELETE /delete-address/{userId}`: the index of the address to delete. */
export const DeleteAddressBody = z.object({ addressIndex: addressIndex() })
export type DeleteAddressBody = z.infer<typeof DeleteAddressBody>

export const UserIdParams = z.object({ userId: required('A user id', 64) })

/** What every change answers: its message and the list as it now stands (default first). */
export const AddressesChangeAnswer = z.object({ message: z.string(), address: z.array(Address) })
export type AddressesChangeAnswer = z.infer<typeof AddressesChangeAnswer>
