import {
  NOT_DELIVERABLE_MESSAGE,
  ORDER_CUTOFF_HOUR,
  PINCODE_LENGTH,
  PINCODE_MESSAGE,
  PINCODE_REQUIRED_MESSAGE,
  STANDARD_DELIVERY_DAYS,
} from '@haat/contract/core'
import { PincodeCheck, type PincodeResult } from '@haat/ui'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { addressLabel, useDeliveryAddress } from '../../shared/delivery/deliveryAddress.ts'
import { useLazyCheckPincodeQuery } from '../../shared/delivery/deliveryApi.ts'
import { deliveryDate } from './deliveryEstimate.ts'

/** The hour of the day, in India, after which an order leaves a day later ("order before 5PM"). */
const cutoffLabel = `${ORDER_CUTOFF_HOUR > 12 ? ORDER_CUTOFF_HOUR - 12 : ORDER_CUTOFF_HOUR}PM`

/**
 * Delivery: the standard estimate until a pincode is checked (a signed-in shopper's delivery address is,
 * at once, and choosing another here chooses it in the header too), then the answer for it. A pincode
 * we serve gives its place and a date refined by how far it is from this product's seller (nearer is
 * sooner, docs/product.md, "Delivery"); any other answer reads as the specification's not-deliverable text.
 */
export function ProductDelivery({ sellerId }: { sellerId: string }) {
  const [check, answer] = useLazyCheckPincodeQuery()
  const [checked, setChecked] = useState(false)
  const delivery = useDeliveryAddress()
  const savedPincode = delivery.address?.pincode ?? ''
  // A signed-in shopper's delivery address (the header's choice too) is checked at once.
  useEffect(() => {
    if (!savedPincode) return
    setChecked(true)
    void check({ pincode: savedPincode, sellerId }, true)
  }, [savedPincode, sellerId, check])
  const now = new Date()
  const days = answer.data && checked ? answer.data.deliveryDays : STANDARD_DELIVERY_DAYS
  const result = resultOf(checked, answer, now)
  return (
    <Box component="section" aria-labelledby="delivery-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="delivery-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Delivery
      </Typography>
      <Typography variant="body2">
        Delivery by <strong>{deliveryDate(now, days, ORDER_CUTOFF_HOUR)}</strong> if ordered before{' '}
        {cutoffLabel}
      </Typography>
      {delivery.addresses.length > 0 && (
        <TextField
          select
          size="small"
          label="Deliver to"
          value={delivery.index}
          onChange={(event) => delivery.choose(Number(event.target.value))}
          sx={{ maxWidth: 320 }}
        >
          {delivery.addresses.map((address, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the contract identifies addresses by their index
            <MenuItem key={`${address.localArea}-${address.pincode}-${position}`} value={position}>
              {addressLabel(address)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <PincodeCheck
        // A new saved address starts the field over on its pincode.
        key={savedPincode}
        initialPincode={savedPincode}
        messages={{ partial: PINCODE_MESSAGE, required: PINCODE_REQUIRED_MESSAGE }}
        length={PINCODE_LENGTH}
        checking={answer.isFetching}
        result={result}
        onCheck={(pincode) => {
          setChecked(true)
          void check({ pincode, sellerId }, true)
        }}
      />
    </Box>
  )
}

function resultOf(
  checked: boolean,
  answer: ReturnType<typeof useLazyCheckPincodeQuery>[1],
  now: Date,
): PincodeResult | null {
  if (!checked || answer.isFetching) return null
  if (answer.data) {
    const { data } = answer
    const place = [data.district, data.state].filter(Boolean).join(', ')
    const when = deliveryDate(now, data.deliveryDays, ORDER_CUTOFF_HOUR)
    const nearer = data.fromSeller ? ' (from the seller’s location)' : ''
    return { kind: 'deliverable', message: data.message, detail: `${place}: delivery by ${when}${nearer}` }
  }
  if (answer.isError) {
    // A 404 (not served) or 400 (malformed) is an answer; no status at all (offline) is a failure.
    const answered = answer.error && 'status' in answer.error && typeof answer.error.status === 'number'
    return answered
      ? { kind: 'notDeliverable', message: NOT_DELIVERABLE_MESSAGE }
      : { kind: 'error', message: SOMETHING_WENT_WRONG }
  }
  return null
}

/** The specification's text for a check that got no answer. */
const SOMETHING_WENT_WRONG = 'Something went wrong.'
