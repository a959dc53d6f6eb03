import type { Address } from '@haat/contract'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'

/** A saved address as the header lists it: its local area, then its pincode. */
export const addressLabel = (address: Pick<Address, 'localArea' | 'pincode'>) =>
  `${address.localArea} ${address.pincode}`

/**
 * The signed-in shopper's delivery address choice in the header, starting on the primary address. The
 * choice lasts for this page view: where a chosen address is used and kept comes with the addresses
 * feature.
 */
export function AddressSelector({ addresses }: { addresses: Address[] }) {
  const primary = Math.max(
    0,
    addresses.findIndex((address) => address.primaryAddress),
  )
  const [selected, setSelected] = useState(primary)
  return (
    <TextField
      select
      size="small"
      label="Deliver to"
      value={selected}
      onChange={(event) => setSelected(Number(event.target.value))}
      sx={{
        minWidth: 170,
        maxWidth: 220,
        '& .MuiInputBase-root': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' },
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'common.white' },
        '& .MuiSvgIcon-root': { color: 'common.white' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.6)' },
      }}
    >
      {addresses.map((address, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the contract identifies addresses by their index
        <MenuItem key={`${address.localArea}-${address.pincode}-${index}`} value={index}>
          {addressLabel(address)}
        </MenuItem>
      ))}
    </TextField>
  )
}
