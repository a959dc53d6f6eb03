import {
  ALT_PHONE_EXACT_MESSAGE,
  lettersOnlyMessage,
  PHONE_EXACT_MESSAGE,
  PINCODE_EXACT_MESSAGE,
  requiredFieldMessage,
} from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { addressInputOf, emptyAddressValues, validateAddress } from './addressForm.ts'

const filled = {
  ...emptyAddressValues(false),
  name: 'Aarav Sharma',
  phoneNumber: '9876543210',
  houseName: '12, Lakeview Apartments',
  localArea: 'MG Road',
  pincode: '560001',
  state: 'Karnataka',
}

describe('the address form rules', () => {
  it('accept a complete address, with Home, India and no default for a second address', () => {
    expect(validateAddress(filled)).toEqual({})
    expect(emptyAddressValues(false)).toMatchObject({
      typeOfAddress: 'Home',
      country: 'India',
      primaryAddress: false,
    })
    expect(emptyAddressValues(true).primaryAddress).toBe(true)
  })

  it("name every wrong field in the contract's words", () => {
    expect(validateAddress(emptyAddressValues(false))).toEqual({
      name: requiredFieldMessage('Name'),
      phoneNumber: requiredFieldMessage('Phone'),
      houseName: requiredFieldMessage('House name'),
      localArea: requiredFieldMessage('Local area'),
      pincode: requiredFieldMessage('Pincode'),
      state: requiredFieldMessage('State'),
    })
    expect(
      validateAddress({
        ...filled,
        name: 'Aarav 2',
        phoneNumber: '98765',
        alternativePhoneNumber: '912',
        pincode: '5600',
        state: 'Karnataka!',
      }),
    ).toEqual({
      name: lettersOnlyMessage('Name'),
      phoneNumber: PHONE_EXACT_MESSAGE,
      alternativePhoneNumber: ALT_PHONE_EXACT_MESSAGE,
      pincode: PINCODE_EXACT_MESSAGE,
      state: lettersOnlyMessage('State'),
    })
  })

  it('send blank optional fields as null and trim the texts', () => {
    expect(addressInputOf({ ...filled, name: ' Aarav Sharma ', landMark: '  ' })).toMatchObject({
      name: 'Aarav Sharma',
      alternativePhoneNumber: null,
      landMark: null,
      location: null,
    })
  })
})
