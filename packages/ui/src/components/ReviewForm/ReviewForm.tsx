import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined'
import CloseRounded from '@mui/icons-material/CloseRounded'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { styled } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState } from 'react'
import { groupIndian } from '../../format/index.ts'
import { FormDialog } from '../FormDialog/index.ts'
import { RatingInput } from '../RatingStars/index.ts'
import { visuallyHiddenSx } from '../VisuallyHidden/index.ts'

export interface ReviewFormValues {
  rating: number
  title: string
  comment: string
  photos: File[]
}

export interface ReviewFormProps {
  open: boolean
  /** The dialog's title. */
  heading?: string
  status: 'idle' | 'submitting'
  /** The server's refusal, shown above the buttons. */
  error?: string | null
  /** The limits the server holds too (the storefront passes the contract's). */
  limits: { titleMax: number; commentMax: number; photosMax: number }
  /** The form's own refusals, in the contract's words. */
  messages: { ratingRequired: string; titleRequired: string; tooManyPhotos: string }
  /** File types the picker offers, e.g. "image/jpeg,image/png,image/webp". */
  accept?: string
  /** A review being edited. */
  initial?: { rating: number; title: string; comment?: string }
  onSubmit: (values: ReviewFormValues) => void
  onClose: () => void
}

const PickLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  borderRadius: 8,
  border: `1px solid ${(theme.vars ?? theme).palette.primary.main}`,
  color: (theme.vars ?? theme).palette.primary.main,
  fontWeight: 600,
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:has(input:focus-visible)': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  '&:has(input:disabled)': { opacity: 0.6, cursor: 'default' },
}))

const FileList = styled('ul')({ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gap: 4 })

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${groupIndian(bytes / 1024 / 1024, { maxFraction: 1 })} MB`
    : `${groupIndian(bytes / 1024, { maxFraction: 1 })} kB`

/**
 * The rating form in a dialog: 1-5 stars and a title (both required), an optional comment and up to
 * `limits.photosMax` photos, each listed with a remove button. Submit and Cancel are events; the page
 * uploads the photos and sends the rating.
 */
export function ReviewForm({
  open,
  heading = 'Rate this product',
  status,
  error,
  limits,
  messages,
  accept = 'image/*',
  initial,
  onSubmit,
  onClose,
}: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(null)
  const [title, setTitle] = useState('')
  const [comment, setComment] = useState('')
  const [photos, setPhotos] = useState<File[]>([])
  const [tried, setTried] = useState(false)
  const [tooMany, setTooMany] = useState(false)
  const photosHintId = useId()
  useEffect(() => {
    if (open) {
      setRating(initial?.rating ?? null)
      setTitle(initial?.title ?? '')
      setComment(initial?.comment ?? '')
      setPhotos([])
      setTried(false)
      setTooMany(false)
    }
  }, [open, initial])
  const submitting = status === 'submitting'
  const ratingMissing = tried && rating === null
  const titleMissing = tried && title.trim() === ''
  const submit = () => {
    setTried(true)
    if (rating === null || title.trim() === '') return
    onSubmit({ rating, title: title.trim(), comment: comment.trim(), photos })
  }
  const addPhotos = (files: FileList | null) => {
    if (!files) return
    const next = [...photos, ...files]
    setTooMany(next.length > limits.photosMax)
    setPhotos(next.slice(0, limits.photosMax))
  }
  return (
    <FormDialog
      open={open}
      title={heading}
      submitting={submitting}
      error={error ?? undefined}
      maxWidth="sm"
      submitLabel="Submit"
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0.5 }}>
        <RatingInput
          label="Your rating"
          name="review-rating"
          value={rating}
          onChange={setRating}
          required
          disabled={submitting}
          error={ratingMissing ? messages.ratingRequired : undefined}
        />
        <TextField
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={titleMissing}
          helperText={titleMissing ? messages.titleRequired : `${title.length}/${limits.titleMax}`}
          // Read-only rather than disabled while it is sent: a disabled field's hint fails contrast.
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
        <div>
          <PickLabel>
            <AddPhotoAlternateOutlined aria-hidden fontSize="small" />
            Add photos
            <input
              type="file"
              multiple
              accept={accept}
              disabled={submitting || photos.length >= limits.photosMax}
              aria-describedby={photosHintId}
              onChange={(e) => {
                addPhotos(e.target.files)
                e.target.value = ''
              }}
              style={visuallyHiddenSx}
            />
          </PickLabel>
          <Typography
            id={photosHintId}
            component="p"
            sx={{ m: '4px 0 0', fontSize: '0.8rem', color: tooMany ? 'error.main' : 'text.secondary' }}
          >
            {tooMany ? messages.tooManyPhotos : `Up to ${limits.photosMax} photos`}
          </Typography>
          {photos.length > 0 && (
            <FileList aria-label="Chosen photos">
              {photos.map((file, i) => (
                <Box
                  component="li"
                  key={`${file.name}:${file.size}:${file.lastModified}`}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '0.85rem' }}
                >
                  <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {file.name}{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      ({fileSize(file.size)})
                    </Box>
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${file.name}`}
                    disabled={submitting}
                    onClick={() => {
                      setPhotos(photos.filter((_, j) => j !== i))
                      setTooMany(false)
                    }}
                  >
                    <CloseRounded fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </FileList>
          )}
        </div>
      </Box>
    </FormDialog>
  )
}
