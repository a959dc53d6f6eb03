import CloseRounded from '@mui/icons-material/CloseRounded'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import { styled } from '@mui/material/styles'
import { useId, useState } from 'react'
import { RatingStars } from '../RatingStars/index.ts'
import { visuallyHiddenSx } from '../VisuallyHidden/index.ts'

/** A photo a reviewer added. */
export interface ReviewPhoto {
  src: string
  srcSet?: string
}

/** One product review as the page passes it. */
export interface ProductReview {
  id: string
  /** The reviewer's name; "Haat shopper" when missing. */
  name: string | null
  /** 1 to 5 (halves are drawn as halves). */
  rating: number
  title: string
  comment?: string | null
  /** When it was written: an ISO date-time or epoch milliseconds, shown as an Indian date. */
  date: string | number
  photos?: ReviewPhoto[]
}

export interface ReviewCardProps {
  review: ProductReview
  /** The card's own element: 'li' inside ReviewList. */
  component?: 'article' | 'li'
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/** "25 Nov 2026"; an unreadable date shows nothing rather than "Invalid Date". */
export function reviewDate(date: string | number): string {
  const d = new Date(date)
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d)
}

const Card = styled('article')(({ theme }) => ({
  listStyle: 'none',
  padding: '14px 0',
  borderBottom: `1px solid ${theme.vars.palette.border.main}`,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  color: (theme.vars ?? theme).palette.text.primary,
  '& h3': { margin: 0, fontSize: '0.95rem', fontWeight: 700, overflowWrap: 'anywhere' },
  '& p': { margin: 0, fontSize: '0.9rem', lineHeight: 1.5, overflowWrap: 'anywhere' },
}))

const Meta = styled('p')(({ theme }) => ({
  '&&': { fontSize: '0.8rem', color: (theme.vars ?? theme).palette.text.secondary },
}))

const Photos = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
})

const PhotoButton = styled('button')(({ theme }) => ({
  display: 'block',
  width: 64,
  height: 64,
  padding: 0,
  border: `1px solid ${theme.vars.palette.border.main}`,
  borderRadius: 8,
  overflow: 'hidden',
  backgroundColor: theme.vars.palette.background.paper,
  cursor: 'zoom-in',
  '&:focus-visible': { outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
  '& > img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}))

const LargePhoto = styled('img')({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 'calc(100vh - 96px)',
  objectFit: 'contain',
})

/** A review: stars and title, the comment, who and when, and photos that open large in a dialog. */
export function ReviewCard({ review, component = 'article' }: ReviewCardProps) {
  const [open, setOpen] = useState<number | null>(null)
  const titleId = useId()
  const name = review.name?.trim() ? review.name.trim() : 'Haat shopper'
  const photos = review.photos ?? []
  const date = reviewDate(review.date)
  const photoLabel = (i: number) => `Photo ${i + 1} of ${photos.length} by ${name}`
  const shown = open === null ? null : photos[open]
  return (
    <Card as={component} data-testid="review-card">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <RatingStars value={review.rating} size="sm" />
        <h3>{review.title}</h3>
      </div>
      {review.comment?.trim() && <p>{review.comment}</p>}
      {photos.length > 0 && (
        <Photos aria-label={`Photos by ${name}`}>
          {photos.map((photo, i) => (
            // A shopper may attach one photo twice: its place in the list tells the two apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a review's photos keep their order
            <li key={`${i}:${photo.src}`}>
              <PhotoButton
                type="button"
                aria-label={`Open photo ${i + 1} of ${photos.length} by ${name}`}
                onClick={() => setOpen(i)}
              >
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes="64px"
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </PhotoButton>
            </li>
          ))}
        </Photos>
      )}
      <Meta>
        {name}
        {date && (
          <>
            {' · '}
            <time dateTime={new Date(review.date).toISOString()}>{date}</time>
          </>
        )}
      </Meta>
      <Dialog
        open={shown !== null && shown !== undefined}
        onClose={() => setOpen(null)}
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
      >
        <h2 id={titleId} style={visuallyHiddenSx}>
          {open === null ? '' : photoLabel(open)}
        </h2>
        {shown && (
          <LargePhoto
            src={shown.src}
            srcSet={shown.srcSet}
            sizes="100vw"
            alt={open === null ? '' : photoLabel(open)}
          />
        )}
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(null)}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <CloseRounded />
        </IconButton>
      </Dialog>
    </Card>
  )
}
