import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'

/** One saved address as a card shows it (the same fields the server answers). */
export interface AddressCardAddress {
  name: string
  phoneNumber: string
  alternativePhoneNumber: string | null
  typeOfAddress: 'Home' | 'Office'
  primaryAddress: boolean
  houseName: string
  localArea: string
  landMark: string | null
  pincode: string
  state: string
  country: string
}

export interface AddressCardMessages {
  /** The label of the shopper's default address ("Default"). */
  defaultLabel: string
  /** Why the default address has no Delete. */
  undeletable: string
}

export interface AddressCardProps {
  address: AddressCardAddress
  messages: AddressCardMessages
  /** The country calling code shown before the numbers, without the plus. */
  countryCode?: string
  /** Opens the update form; no Edit button without it. */
  onEdit?: () => void
  /** Asks to delete the address; no Delete button without it. */
  onDelete?: () => void
  /**
   * Whether Delete is offered: by default every address but the default one (which may go only when it
   * is the shopper's last address). A refused Delete is shown disabled with `messages.undeletable`.
   */
  deletable?: boolean
  /** While the address is being deleted: its buttons wait. */
  deleting?: boolean
  /**
   * The checkouts' variant: a radio chooses the address. `name` groups the radios of one list.
   */
  selectable?: { name: string; selected: boolean; onSelect: () => void }
  component?: 'div' | 'li'
}

/**
 * A saved address: who and where, its Home/Office kind, Default for the primary one, and Edit and Delete.
 * The default address cannot be deleted, so its Delete is shown disabled with the reason below it.
 */
export function AddressCard({
  address,
  messages,
  countryCode = '91',
  onEdit,
  onDelete,
  deletable = !address.primaryAddress,
  deleting = false,
  selectable,
  component = 'div',
}: AddressCardProps) {
  const nameId = useId()
  const reasonId = useId()
  const isDefault = address.primaryAddress
  const refused = !deletable
  const place = [address.houseName, address.localArea, address.landMark].filter(Boolean).join(', ')
  const deleteButton = (
    <Button
      size="small"
      color="error"
      onClick={onDelete}
      disabled={refused || deleting}
      loading={deleting}
      aria-describedby={refused ? reasonId : undefined}
      aria-label={`Delete the address of ${address.name}`}
    >
      Delete
    </Button>
  )
  return (
    <Paper
      component={component}
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        gap: 1,
        listStyle: 'none',
        borderColor: selectable?.selected ? 'primary.main' : undefined,
      }}
    >
      {selectable && (
        <Radio
          name={selectable.name}
          checked={selectable.selected}
          onChange={selectable.onSelect}
          slotProps={{ input: { 'aria-labelledby': nameId } }}
          sx={{ alignSelf: 'flex-start', mt: -0.75, ml: -0.75 }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {address.name}
          </Typography>
          <Chip size="small" label={address.typeOfAddress} variant="outlined" />
          {isDefault && <Chip size="small" color="primary" label={messages.defaultLabel} />}
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {place}
        </Typography>
        <Typography variant="body2">
          {address.state} – {address.pincode}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Phone: +{countryCode} {address.phoneNumber}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {address.alternativePhoneNumber
            ? `Alternative: +${countryCode} ${address.alternativePhoneNumber}`
            : 'No Alternative Number'}
        </Typography>
        {(onEdit || onDelete) && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {onEdit && (
              <Button
                size="small"
                variant="outlined"
                onClick={onEdit}
                disabled={deleting}
                aria-label={`Edit the address of ${address.name}`}
              >
                Edit
              </Button>
            )}
            {onDelete && deleteButton}
            {onDelete && refused && (
              <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
                {messages.undeletable}
              </Typography>
            )}
          </Stack>
        )}
      </Box>
    </Paper>
  )
}
