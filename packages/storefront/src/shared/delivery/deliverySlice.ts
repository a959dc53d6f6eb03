import type { Address } from '@haat/contract'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/**
 * Where the shopper wants things delivered: one of their saved addresses, by its index (the contract
 * identifies addresses by index). Null until they choose: the primary address then. The header's selector
 * and the product page's read and set this one choice, so they always agree. It lasts for the page's
 * life; a sign-out reloads the app.
 */
export const deliverySlice = createSlice({
  name: 'delivery',
  initialState: { addressIndex: null as number | null },
  reducers: {
    addressChosen(state, action: PayloadAction<number>) {
      state.addressIndex = action.payload
    },
  },
  selectors: { selectChosenAddressIndex: (state) => state.addressIndex },
})

export const { addressChosen } = deliverySlice.actions
export const { selectChosenAddressIndex } = deliverySlice.selectors

/** The address a choice means: the chosen one while it exists, else the primary, else the first. */
export function deliveryAddressIndex(addresses: readonly Address[], chosen: number | null): number {
  if (chosen !== null && chosen >= 0 && chosen < addresses.length) return chosen
  return Math.max(
    0,
    addresses.findIndex((address) => address.primaryAddress),
  )
}

/** A saved address as a selector lists it: its local area, then its pincode. */
export const addressLabel = (address: Pick<Address, 'localArea' | 'pincode'>) =>
  `${address.localArea} ${address.pincode}`
