import type { Address } from '@haat/contract'
import {
  ADDRESS_ADD_FAILED_MESSAGE,
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_UPDATE_FAILED_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  FIX_ERRORS_MESSAGE,
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  LETTERS_AND_SPACES_PATTERN,
  LOCATION_UNAVAILABLE_MESSAGE,
  notServiceableMessage,
  PINCODE_LENGTH,
} from '@haat/contract/core'
import type { AddressFormProps, AddressFormValues } from '@haat/ui'
import { useState } from 'react'
import { type CallError, serverMessage, statusOf } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useLazyCheckPincodeQuery } from '../delivery/deliveryApi.ts'
import { useAddAddressMutation, useUpdateAddressMutation } from './addressesApi.ts'
import { addressInputOf, emptyAddressValues, formValuesOf, validateAddress } from './addressForm.ts'

/** Which form is open: a new address, or the address at this index of the list as read. */
type Editing =
  | { mode: 'add'; initial: AddressFormValues }
  | { mode: 'edit'; index: number; initial: AddressFormValues }

/**
 * Reads the device's position once. There is no reverse-geocoding service here, so the coordinates are
 * all it fills (sent with the address as its location); the shopper types the rest.
 */
function readPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(GEOLOCATION_UNSUPPORTED_MESSAGE))
      return
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => reject(new Error(LOCATION_UNAVAILABLE_MESSAGE)),
      { timeout: 15_000, maximumAge: 60_000 },
    )
  })
}

/** Where a saved address now sits in the list the server answered (it sorts the default first). */
const indexIn = (list: readonly Address[], values: AddressFormValues) =>
  list.findIndex(
    (one) =>
      one.name === values.name.trim() &&
      one.houseName === values.houseName.trim() &&
      one.pincode === values.pincode &&
      one.phoneNumber === values.phoneNumber,
  )

/**
 * The Add New Address and Edit dialogs of My Account's address book and of the checkouts (docs/product.md,
 * "Addresses"): the pincode fills the state from the delivery check, Use my location adds the device's
 * coordinates, a refusal stays in the dialog. `onSaved`, when given, gets the saved address's index in the
 * new list, so a checkout can choose it.
 */
export function useAddressEditor(addresses: readonly Address[], onSaved?: (index: number) => void) {
  const [addAddress, adding] = useAddAddressMutation()
  const [updateAddress, updating] = useUpdateAddressMutation()
  const [checkPincode] = useLazyCheckPincodeQuery()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [formError, setFormError] = useState<string>()
  const [fill, setFill] = useState<Partial<AddressFormValues>>()
  const [pincodeHint, setPincodeHint] = useState<string>()
  const [locating, setLocating] = useState(false)
  const [locationError, setLocationError] = useState<string>()

  const open = (next: Editing) => {
    setFormError(undefined)
    setFill(undefined)
    setPincodeHint(undefined)
    setLocationError(undefined)
    setEditing(next)
  }

  const fillState = async (pincode: string) => {
    setPincodeHint(undefined)
    try {
      const place = await checkPincode({ pincode }, true).unwrap()
      setFill({ state: place.state })
    } catch (error) {
      // 404 (and 400) mean we do not deliver there; a network failure says nothing about the pincode.
      const status = statusOf(error as CallError)
      if (status === 404 || status === 400) setPincodeHint(notServiceableMessage(pincode))
    }
  }

  const locate = async () => {
    setLocationError(undefined)
    setLocating(true)
    try {
      setFill({ location: await readPosition() })
    } catch (error) {
      setLocationError(error instanceof Error ? error.message : LOCATION_UNAVAILABLE_MESSAGE)
    } finally {
      setLocating(false)
    }
  }

  const save = async (values: AddressFormValues) => {
    if (!editing) return
    setFormError(undefined)
    const input = addressInputOf(values)
    try {
      const answer =
        editing.mode === 'add'
          ? await addAddress({ address: [input] }).unwrap()
          : await updateAddress({ ...input, addressIndex: editing.index }).unwrap()
      enqueueToast(editing.mode === 'add' ? ADDRESS_ADDED_MESSAGE : ADDRESS_UPDATED_MESSAGE, {
        variant: 'success',
      })
      setEditing(null)
      if (onSaved) {
        const index = indexIn(answer.address, values)
        if (index !== -1) onSaved(index)
      }
    } catch (error) {
      const fallback = editing.mode === 'add' ? ADDRESS_ADD_FAILED_MESSAGE : ADDRESS_UPDATE_FAILED_MESSAGE
      setFormError(serverMessage(error as CallError) ?? fallback)
    }
  }

  const form: AddressFormProps = {
    open: editing !== null,
    mode: editing?.mode ?? 'add',
    initialValues: editing?.initial ?? emptyAddressValues(false),
    validate: validateAddress,
    lettersPattern: LETTERS_AND_SPACES_PATTERN,
    messages: { fixErrors: FIX_ERRORS_MESSAGE },
    fill,
    pincodeLength: PINCODE_LENGTH,
    onPincodeComplete: (pincode) => void fillState(pincode),
    pincodeHint,
    onUseLocation: () => void locate(),
    locating,
    locationError,
    submitting: adding.isLoading || updating.isLoading,
    error: formError,
    onClose: () => setEditing(null),
    onSubmit: (values) => void save(values),
  }

  return {
    form,
    add: () => open({ mode: 'add', initial: emptyAddressValues(addresses.length === 0) }),
    edit: (index: number) => {
      const address = addresses[index]
      if (address) open({ mode: 'edit', index, initial: formValuesOf(address) })
    },
  }
}
