import FormHelperText from '@mui/material/FormHelperText'
import Rating from '@mui/material/Rating'
import { useEffect, useState } from 'react'
import { FormDialog } from '../FormDialog/index.ts'

export interface RateSellerDialogProps {
  open: boolean
  status: 'idle' | 'submitting'
  error?: string | null
  onSubmit: (rating: number) => void
  onClose: () => void
}

/** "Rate Seller": one to five stars, required. */
export function RateSellerDialog({ open, status, error, onSubmit, onClose }: RateSellerDialogProps) {
  const [rating, setRating] = useState<number | null>(null)
  const [missing, setMissing] = useState(false)
  useEffect(() => {
    if (open) {
      setRating(null)
      setMissing(false)
    }
  }, [open])
  const submitting = status === 'submitting'
  const submit = () => {
    if (!rating) {
      setMissing(true)
      return
    }
    onSubmit(rating)
  }
  return (
    <FormDialog
      open={open}
      title="Rate Seller"
      submitting={submitting}
      error={error ?? undefined}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={submit}
    >
      <Rating
        name="seller-rating"
        value={rating}
        onChange={(_, next) => {
          setRating(next)
          setMissing(false)
        }}
        size="large"
        disabled={submitting}
        getLabelText={(n) => `${n} star${n === 1 ? '' : 's'}`}
      />
      {missing && <FormHelperText error>Please choose a rating from 1 to 5 stars.</FormHelperText>}
    </FormDialog>
  )
}
