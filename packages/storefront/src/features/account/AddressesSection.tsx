import { ADDRESS_DELETE_FAILED_MESSAGE, ADDRESS_DELETED_MESSAGE, ADDRESS_PREVIEW } from '@haat/contract/core'
import { AddressForm, AddressList } from '@haat/ui'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { type CallError, errorText, serverMessage } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useDeleteAddressMutation, useGetAddressesQuery } from '../../shared/addresses/addressesApi.ts'
import { ADDRESS_LIST_MESSAGES } from '../../shared/addresses/addressListMessages.ts'
import { useAddressEditor } from '../../shared/addresses/useAddressEditor.ts'

/**
 * My Account's addresses (docs/product.md, "Addresses"): the list with the default first, Add New Address
 * and Update Address in a dialog, Delete after a confirmation, toasts with the outcome. The pincode fills
 * the state from the delivery check, and Use my location adds the device's coordinates.
 */
export function AddressesSection() {
  const headingId = useId()
  const addresses = useGetAddressesQuery()
  const [deleteAddress, deleting] = useDeleteAddressMutation()
  const list = addresses.data ?? []
  const status = addresses.data ? 'ready' : addresses.isError ? 'error' : 'loading'
  const editor = useAddressEditor(list)

  const remove = async (index: number) => {
    try {
      await deleteAddress(index).unwrap()
      enqueueToast(ADDRESS_DELETED_MESSAGE, { variant: 'success' })
    } catch (error) {
      enqueueToast(serverMessage(error as CallError) ?? ADDRESS_DELETE_FAILED_MESSAGE, {
        variant: 'error',
      })
    }
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        Addresses
      </Typography>
      <AddressList
        status={status}
        addresses={list}
        messages={ADDRESS_LIST_MESSAGES}
        preview={ADDRESS_PREVIEW}
        errorText={`Your addresses could not be loaded. ${errorText(addresses.error as CallError)}`}
        onRetry={() => void addresses.refetch()}
        onAdd={editor.add}
        onEdit={editor.edit}
        onDelete={(index) => void remove(index)}
        deletingIndex={deleting.isLoading ? (deleting.originalArgs ?? null) : null}
      />
      <AddressForm {...editor.form} />
    </Card>
  )
}
