import type { Address } from '@haat/contract'
import {
  ADDRESS_ADD_FAILED_MESSAGE,
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_DELETE_FAILED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_PREVIEW,
  ADDRESS_UPDATE_FAILED_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  DEFAULT_ADDRESS_LABEL,
  DELETE_ADDRESS_CONFIRM,
  FIX_ERRORS_MESSAGE,
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  LETTERS_AND_SPACES_PATTERN,
  LOCATION_UNAVAILABLE_MESSAGE,
  NO_ADDRESS_MESSAGE,
  notServiceableMessage,
  PINCODE_LENGTH,
  PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  SEE_LESS_ADDRESSES,
  SEE_MORE_ADDRESSES,
} from '@haat/contract/core'
import { AddressForm, type AddressFormValues, AddressList } from '@haat/ui'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { enqueueSnackbar } from 'notistack'
import { useId, useState } from 'react'
import { type CallError, errorText, serverMessage, statusOf } from '../../app/errorText.ts'
import {
  useAddAddressMutation,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useUpdateAddressMutation,
} from '../../shared/addresses/addressesApi.ts'
import {
  addressInputOf,
  emptyAddressValues,
  formValuesOf,
  validateAddress,
} from '../../shared/addresses/addressForm.ts'
import { useLazyCheckPincodeQuery } from '../../shared/delivery/deliveryApi.ts'

const LIST_MESSAGES = {
  noAddress: NO_ADDRESS_MESSAGE,
  seeMore: SEE_MORE_ADDRESSES,
  seeLess: SEE_LESS_ADDRESSES,
  defaultLabel: DEFAULT_ADDRESS_LABEL,
  undeletable: PRIMARY_ADDRESS_UNDELETABLE_MESSAGE,
  deleteConfirm: DELETE_ADDRESS_CONFIRM,
}

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

/**
 * My Account's addresses (docs/product.md, "Addresses"): the list with the default first, Add New Address
 * and Update Address in a dialog, Delete after a confirmation, toasts with the outcome. The pincode fills
 * the state from the delivery check, and Use my location adds the device's coordinates.
 */
export function AddressesSection() {
  const headingId = useId()
  const addresses = useGetAddressesQuery()
  const [addAddress, adding] = useAddAddressMutation()
  const [updateAddress, updating] = useUpdateAddressMutation()
  const [deleteAddress, deleting] = useDeleteAddressMutation()
  const [checkPincode] = useLazyCheckPincodeQuery()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [formError, setFormError] = useState<string>()
  const [fill, setFill] = useState<Partial<AddressFormValues>>()
  const [pincodeHint, setPincodeHint] = useState<string>()
  const [locating, setLocating] = useState(false)
  const [locationError, setLocationError] = useState<string>()

  const list = addresses.data ?? []
  const status = addresses.data ? 'ready' : addresses.isError ? 'error' : 'loading'

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
      if (editing.mode === 'add') {
        await addAddress({ address: [input] }).unwrap()
        enqueueSnackbar(ADDRESS_ADDED_MESSAGE, { variant: 'success' })
      } else {
        await updateAddress({ ...input, addressIndex: editing.index }).unwrap()
        enqueueSnackbar(ADDRESS_UPDATED_MESSAGE, { variant: 'success' })
      }
      setEditing(null)
    } catch (error) {
      const fallback = editing.mode === 'add' ? ADDRESS_ADD_FAILED_MESSAGE : ADDRESS_UPDATE_FAILED_MESSAGE
      setFormError(serverMessage(error as CallError) ?? fallback)
    }
  }

  const remove = async (index: number) => {
    try {
      await deleteAddress(index).unwrap()
      enqueueSnackbar(ADDRESS_DELETED_MESSAGE, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(serverMessage(error as CallError) ?? ADDRESS_DELETE_FAILED_MESSAGE, {
        variant: 'error',
      })
    }
  }

  const edit = (index: number) => {
    const address: Address | undefined = list[index]
    if (address) open({ mode: 'edit', index, initial: formValuesOf(address) })
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        Addresses
      </Typography>
      <AddressList
        status={status}
        addresses={list}
        messages={LIST_MESSAGES}
        preview={ADDRESS_PREVIEW}
        errorText={`Your addresses could not be loaded. ${errorText(addresses.error as CallError)}`}
        onRetry={() => void addresses.refetch()}
        onAdd={() => open({ mode: 'add', initial: emptyAddressValues(list.length === 0) })}
        onEdit={edit}
        onDelete={(index) => void remove(index)}
        deletingIndex={deleting.isLoading ? (deleting.originalArgs ?? null) : null}
      />
      <AddressForm
        open={editing !== null}
        mode={editing?.mode ?? 'add'}
        initialValues={editing?.initial ?? emptyAddressValues(false)}
        validate={validateAddress}
        lettersPattern={LETTERS_AND_SPACES_PATTERN}
        messages={{ fixErrors: FIX_ERRORS_MESSAGE }}
        fill={fill}
        pincodeLength={PINCODE_LENGTH}
        onPincodeComplete={(pincode) => void fillState(pincode)}
        pincodeHint={pincodeHint}
        onUseLocation={() => void locate()}
        locating={locating}
        locationError={locationError}
        submitting={adding.isLoading || updating.isLoading}
        error={formError}
        onClose={() => setEditing(null)}
        onSubmit={(values) => void save(values)}
      />
    </Card>
  )
}
