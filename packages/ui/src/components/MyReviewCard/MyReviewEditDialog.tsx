import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { FormDialog } from '../FormDialog/index.ts'
import { RatingInput } from '../RatingStars/index.ts'

export interface MyReviewEditValues {
  rating: number
  title: string
  comment: string
}

export interface MyReviewEditDialogProps {
  open: boolean
  /** The dialog's title ("Edit your review"). */
  heading: string
  /** The product reviewed, named under the title. */
  productName: string
  initial: MyReviewEditValues
  status: 'idle' | 'submitting'
  /** The server's refusal, shown above the buttons. */
  error?: string | null
  /** The limits the server holds too (the storefront passes the contract's). */
  limits: { titleMax: number; commentMax: number }
  /** The form's own refusals, in the contract's words. */
  messages: { ratingRequired: string; titleRequired: string }
  onSubmit: (values: MyReviewEditValues) => void
  onClose: () => void
}

/**
 * Edits the stars, title and comment of one of the shopper's reviews. Its photos are not offered here:
 * an edit keeps them as they are.
 */
export function MyReviewEditDialog({
  open,
  heading,
  productName,
  initial,
  status,
  error,
  limits,
  messages,
  onSubmit,
  onClose,
}: MyReviewEditDialogProps) {
  const [rating, setRating] = useState<number | null>(initial.rating)
  const [title, setTitle] = useState(initial.title)
  const [comment, setComment] = useState(initial.comment)
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (open) {
      setRating(initial.rating)
      setTitle(initial.title)
      setComment(initial.comment)
      setTried(false)
    }
  }, [open, initial])
  const submitting = status === 'submitting'
  const titleMissing = tried && title.trim() === ''
  const submit = () => {
    setTried(true)
    if (rating === null || title.trim() === '') return
    onSubmit({ rating, title: title.trim(), comment: comment.trim() })
  }
  return (
    <FormDialog
      open={open}
      title={heading}
      submitting={submitting}
      error={error ?? undefined}
      maxWidth="sm"
      submitLabel="Save"
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{productName}</Typography>
        <RatingInput
          label="Your rating"
          name="my-review-rating"
          value={rating}
          onChange={setRating}
          required
          disabled={submitting}
          error={tried && rating === null ? messages.ratingRequired : undefined}
        />
        <TextField
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={titleMissing}
          helperText={titleMissing ? messages.titleRequired : `${title.length}/${limits.titleMax}`}
          slotProps={{ htmlInput: { maxLength: limits.titleMax, readOnly: submitting } }}
          fullWidth
        />
        <TextField
          label="Comment (optional)"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          helperText={`${comment.length}/${limits.commentMax}`}
          slotProps={{ htmlInput: { maxLength: limits.commentMax, readOnly: submitting } }}
          multiline
          minRows={3}
          fullWidth
        />
      </Box>
    </FormDialog>
  )
}
