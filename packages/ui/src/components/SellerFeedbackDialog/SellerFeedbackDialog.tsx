import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Rating from '@mui/material/Rating'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState } from 'react'
import { FormDialog } from '../FormDialog/index.ts'

export interface SellerFeedbackInput {
  rating: number
  review: string
  comment: string
}

export interface SellerFeedbackDialogProps {
  open: boolean
  status: 'idle' | 'submitting'
  error?: string | null
  onSubmit: (input: SellerFeedbackInput) => void
  onClose: () => void
}

/** "Leave a Seller Feedback": stars and a short review (both required) and an optional comment. */
export function SellerFeedbackDialog({ open, status, error, onSubmit, onClose }: SellerFeedbackDialogProps) {
  const [rating, setRating] = useState<number | null>(null)
  const [review, setReview] = useState('')
  const [comment, setComment] = useState('')
  const [tried, setTried] = useState(false)
  const ratingLabelId = useId()
  useEffect(() => {
    if (open) {
      setRating(null)
      setReview('')
      setComment('')
      setTried(false)
    }
  }, [open])
  const submitting = status === 'submitting'
  const ratingMissing = tried && !rating
  const reviewMissing = tried && !review.trim()
  const submit = () => {
    setTried(true)
    if (!rating || !review.trim()) return
    onSubmit({ rating, review: review.trim(), comment: comment.trim() })
  }
  return (
    <FormDialog
      open={open}
      title="Leave a Seller Feedback"
      submitting={submitting}
      error={error ?? undefined}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={submit}
    >
      <Box role="group" aria-labelledby={ratingLabelId} sx={{ mb: 2 }}>
        <Typography id={ratingLabelId} variant="body2" sx={{ fontWeight: 600 }}>
          Your rating *
        </Typography>
        <Rating
          name="feedback-rating"
          value={rating}
          onChange={(_, next) => setRating(next)}
          size="large"
          disabled={submitting}
          getLabelText={(n) => `${n} star${n === 1 ? '' : 's'}`}
        />
        {ratingMissing && <FormHelperText error>Please choose a rating from 1 to 5 stars.</FormHelperText>}
      </Box>
      <TextField
        label="Review"
        required
        value={review}
        onChange={(e) => setReview(e.target.value)}
        error={reviewMissing}
        helperText={reviewMissing ? 'Please write a short review.' : ' '}
        fullWidth
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <TextField
        label="Comment (optional)"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  )
}
