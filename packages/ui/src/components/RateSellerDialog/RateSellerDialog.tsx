import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormHelperText from '@mui/material/FormHelperText'
import Rating from '@mui/material/Rating'
import { type FormEvent, useEffect, useId, useState } from 'react'

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
  const titleId = useId()
  useEffect(() => {
    if (open) {
      setRating(null)
      setMissing(false)
    }
  }, [open])
  const submitting = status === 'submitting'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!rating) {
      setMissing(true)
      return
    }
    onSubmit(rating)
  }
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Rate Seller</DialogTitle>
        <DialogContent>
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
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
