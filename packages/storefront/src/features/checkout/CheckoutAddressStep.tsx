import type { Address } from '@haat/contract'
import { ADD_NEW_ADDRESS_TEXT, ADDRESS_PREVIEW, CHECKOUT_STEP_TITLES } from '@haat/contract/core'
import { AddressList, CheckoutStep } from '@haat/ui'
import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { ADDRESS_LIST_MESSAGES } from '../../shared/addresses/addressListMessages.ts'
import { addressLine } from './checkoutView.ts'

export interface CheckoutAddressStepProps {
  /**
   * `list`: the cart checkout's address book with a radio per address. `chosen`: the single-product
   * checkout's chosen address with Edit and Add New Address, the others below to choose from.
   */
  variant: 'list' | 'chosen'
  status: 'loading' | 'error' | 'ready'
  addresses: readonly Address[]
  chosenIndex: number | null
  expanded: boolean
  onToggle: () => void
  onChoose: (index: number) => void
  onAdd: () => void
  onEdit: (index: number) => void
  errorText?: string
  onRetry?: () => void
}

/** Step 1 of both checkouts, Select Address: collapsed, it shows the address the order goes to. */
export function CheckoutAddressStep({
  variant,
  status,
  addresses,
  chosenIndex,
  expanded,
  onToggle,
  onChoose,
  onAdd,
  onEdit,
  errorText,
  onRetry,
}: CheckoutAddressStepProps) {
  const chosen = chosenIndex === null ? undefined : addresses[chosenIndex]
  const list = (withAdd: boolean) => (
    <AddressList
      status={status}
      addresses={addresses}
      messages={ADDRESS_LIST_MESSAGES}
      preview={ADDRESS_PREVIEW}
      errorText={errorText}
      onRetry={onRetry}
      onAdd={withAdd ? onAdd : undefined}
      onEdit={onEdit}
      selectedIndex={chosenIndex}
      onSelect={onChoose}
    />
  )
  return (
    <CheckoutStep
      step={1}
      title={CHECKOUT_STEP_TITLES.delivery}
      expanded={expanded}
      onToggle={onToggle}
      done={chosen !== undefined}
      summary={chosen && <ChosenAddressSummary address={chosen} />}
    >
      {variant === 'chosen' && chosen && chosenIndex !== null ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box
            data-testid="chosen-address"
            sx={{ p: 1.5, borderRadius: '8px', border: '1px solid', borderColor: 'primary.main' }}
          >
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {chosen.name}
            </Typography>
            <Typography component="p" variant="body2">
              {chosen.houseName}, {chosen.localArea}
            </Typography>
            <Typography component="p" variant="body2">
              {chosen.state} – {chosen.pincode}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onEdit(chosenIndex)}
                aria-label={`Edit the address of ${chosen.name}`}
              >
                Edit
              </Button>
              <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
                {ADD_NEW_ADDRESS_TEXT}
              </Button>
            </Box>
          </Box>
          {addresses.length > 1 && (
            <Box>
              <Typography component="h3" sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 1 }}>
                Deliver to another address
              </Typography>
              {list(false)}
            </Box>
          )}
        </Box>
      ) : (
        list(true)
      )}
    </CheckoutStep>
  )
}

function ChosenAddressSummary({ address }: { address: Address }) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {address.name}
      </Box>
      {', '}
      {addressLine(address)}
    </>
  )
}
