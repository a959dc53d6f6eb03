import type { Address } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { addressChosen, deliveryAddressIndex, deliverySlice } from './deliverySlice.ts'

const address = (pincode: string, primaryAddress = false): Address => ({
  name: 'Asha',
  phoneNumber: '9876543210',
  alternativePhoneNumber: null,
  typeOfAddress: 'Home',
  primaryAddress,
  houseName: '12',
  localArea: 'Andheri',
  landMark: null,
  pincode,
  state: 'Maharashtra',
  country: 'India',
  location: null,
})

describe('deliveryAddressIndex', () => {
  const addresses = [address('400053'), address('560001', true), address('110001')]

  it('starts on the primary address', () => {
    expect(deliveryAddressIndex(addresses, null)).toBe(1)
  })

  it('keeps a choice while it exists, and falls back to the primary once it does not', () => {
    expect(deliveryAddressIndex(addresses, 2)).toBe(2)
    expect(deliveryAddressIndex(addresses.slice(0, 2), 2)).toBe(1)
  })

  it('takes the first address when none is primary', () => {
    expect(deliveryAddressIndex([address('400053'), address('110001')], null)).toBe(0)
  })
})

describe('deliverySlice', () => {
  it('remembers the chosen address', () => {
    const state = deliverySlice.reducer(undefined, addressChosen(2))
    expect(state.addressIndex).toBe(2)
  })
})
