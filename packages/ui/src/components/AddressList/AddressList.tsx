import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { AddressCard, type AddressCardAddress, type AddressCardMessages } from '../AddressCard/index.ts'

export interface AddressListMessages extends AddressCardMessages {
  noAddress: string
  seeMore: string
  seeLess: string
  /** The question before a delete. */
  deleteConfirm: string
}

export interface AddressListProps {
  status: 'loading' | 'error' | 'ready'
  /** The addresses in the server's order (the default first); an address is named by its index here. */
  addresses: readonly AddressCardAddress[]
  messages: AddressListMessages
  /** How many addresses show before See More. */
  preview: number
  /** What went wrong while loading. */
  errorText?: string
  onRetry?: () => void
  onAdd?: () => void
  onEdit?: (index: number) => void
  /** Called once the shopper has confirmed the delete. */
  onDelete?: (index: number) => void
  /** The index being deleted, if any. */
  deletingIndex?: number | null
  /** The checkouts' variant: radios choose an address. */
  selectedIndex?: number | null
  onSelect?: (index: number) => void
  countryCode?: string
}

/**
 * The address book: the first few addresses with See More / See Less, Add New Address, Edit and Delete
 * (asked once more in a dialog), an empty message, a loading skeleton and an error with Retry.
 */
export function AddressList({
  status,
  addresses,
  messages,
  preview,
  errorText,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  deletingIndex = null,
  selectedIndex = null,
  onSelect,
  countryCode,
}: AddressListProps) {
  const groupName = useId()
  const confirmTitleId = useId()
  const [expanded, setExpanded] = useState(false)
  const [confirming, setConfirming] = useState<number | null>(null)

  if (status === 'loading') {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading addresses">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={132} />
        ))}
      </Stack>
    )
  }
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          )
        }
      >
        {errorText ?? 'Your addresses could not be loaded.'}
      </Alert>
    )
  }

  const shown = expanded ? addresses : addresses.slice(0, preview)
  const addButton = onAdd && (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
      Add New Address
    </Button>
  )
  return (
    <Stack spacing={1.5}>
      {addresses.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
          {messages.noAddress}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {shown.map((address, index) => (
            <AddressCard
              // biome-ignore lint/suspicious/noArrayIndexKey: an address has no id; its index in the list is its name on the wire
              key={`${index}:${address.houseName}:${address.pincode}`}
              component="li"
              address={address}
              messages={messages}
              countryCode={countryCode}
              onEdit={onEdit && (() => onEdit(index))}
              onDelete={onDelete && (() => setConfirming(index))}
              // The default goes only when it is the last address: otherwise another must be made the default.
              deletable={!address.primaryAddress || addresses.length === 1}
              deleting={deletingIndex === index}
              selectable={
                onSelect
                  ? { name: groupName, selected: selectedIndex === index, onSelect: () => onSelect(index) }
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {addresses.length > preview && (
        <Box>
          <Button onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
            {expanded ? messages.seeLess : messages.seeMore}
          </Button>
        </Box>
      )}
      {addButton}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby={confirmTitleId}>
        <DialogTitle id={confirmTitleId}>Delete address</DialogTitle>
        <DialogContent>
          <DialogContentText>{messages.deleteConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (confirming !== null) onDelete?.(confirming)
              setConfirming(null)
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
