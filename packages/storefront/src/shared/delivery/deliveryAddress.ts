import { useAppDispatch, useAppSelector } from '../../app/store.ts'
import { useCurrentUser } from '../session/userApi.ts'
import { addressChosen, deliveryAddressIndex, selectChosenAddressIndex } from './deliverySlice.ts'

export { addressLabel } from './deliverySlice.ts'

/** The signed-in shopper's saved addresses, the one deliveries go to, and a way to choose another. */
export function useDeliveryAddress() {
  const dispatch = useAppDispatch()
  const { data: user } = useCurrentUser()
  const addresses = user?.address ?? []
  const index = deliveryAddressIndex(addresses, useAppSelector(selectChosenAddressIndex))
  return {
    addresses,
    index,
    address: addresses[index] ?? null,
    choose: (next: number) => dispatch(addressChosen(next)),
  }
}
