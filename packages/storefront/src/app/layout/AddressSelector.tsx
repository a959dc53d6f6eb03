import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { addressLabel, useDeliveryAddress } from '../../shared/delivery/deliveryAddress.ts'

/**
 * The signed-in shopper's delivery address in the header, starting on the primary address. The choice is
 * the one the product page's delivery check uses (shared/delivery/deliveryAddress.ts).
 */
export function AddressSelector() {
  const { addresses, index, choose } = useDeliveryAddress()
  return (
    <TextField
      select
      size="small"
      label="Deliver to"
      value={index}
      onChange={(event) => choose(Number(event.target.value))}
      sx={{
        minWidth: 170,
        maxWidth: 220,
        '& .MuiInputBase-root': { color: 'common.white', bgcolor: 'onDark.faint' },
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'common.white' },
        '& .MuiSvgIcon-root': { color: 'common.white' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'onDark.outline' },
      }}
    >
      {addresses.map((address, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the contract identifies addresses by their index
        <MenuItem key={`${address.localArea}-${address.pincode}-${position}`} value={position}>
          {addressLabel(address)}
        </MenuItem>
      ))}
    </TextField>
  )
}
