import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { useId } from 'react'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { RatingStars } from '../RatingStars/index.ts'

/** The card's fixed texts; each has the wording shown by default. */
export interface MyReviewCardTexts {
  edit: string
  delete: string
  reviewedOn: string
  /** "2 photos": how many photos the review carries. */
  photos: (count: number) => string
}

const DEFAULT_TEXTS: MyReviewCardTexts = {
  edit: 'Edit',
  delete: 'Delete',
  reviewedOn: 'Reviewed on',
  photos: (count) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
}

export interface MyReviewCardProps {
  productName: string
  /** The product's page. */
  productHref: string
  productImage: string
  /** Stars given, 1 to 5. */
  rating: number
  /** The review's title (the specification's `review`). */
  title: string
  comment: string
  date: Date
  /** How many photos the review carries (they stay as they are when it is edited). */
  photoCount?: number
  /** While an edit or delete of this review is under way, both buttons wait. */
  busy?: boolean
  onEdit: () => void
  onDelete: () => void
  /** The heading level of the product's name: h3 under a section's h2 by default. */
  headingComponent?: 'h2' | 'h3' | 'h4'
  /** The time zone the date is shown in (the shop's: India). */
  timeZone?: string
  texts?: Partial<MyReviewCardTexts>
}

/**
 * One of the shopper's own reviews in My Ratings & Reviews: the product (picture and a link to its page),
 * the stars, title, comment and date, and Edit and Delete buttons named after the product, so a screen
 * reader's list of buttons says which review each one changes.
 */
export function MyReviewCard({
  productName,
  productHref,
  productImage,
  rating,
  title,
  comment,
  date,
  photoCount = 0,
  busy = false,
  onEdit,
  onDelete,
  headingComponent = 'h3',
  timeZone = 'Asia/Kolkata',
  texts,
}: MyReviewCardProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const headingId = useId()
  const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="my-review"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
      }}
    >
      <ProductThumbnail src={productImage} side={72} phoneSide={56} inset={4} iconSize={28} />
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
        <Box
          component={headingComponent}
          id={headingId}
          sx={{ m: 0, fontSize: '0.95rem', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          <Link href={productHref} sx={{ color: 'inherit' }}>
            {productName}
          </Link>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <RatingStars value={rating} size="sm" />
          <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Box>
        </Box>
        {comment ? (
          <Box
            component="p"
            sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: 'text.primary' }}
          >
            {comment}
          </Box>
        ) : null}
        <Box component="p" sx={{ m: 0, fontSize: '0.8rem', color: 'text.secondary' }}>
          {t.reviewedOn} {day.format(date)}
          {photoCount > 0 ? ` · ${t.photos(photoCount)}` : ''}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditOutlined />}
            disabled={busy}
            aria-label={`${t.edit} review of ${productName}`}
            onClick={onEdit}
          >
            {t.edit}
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlined />}
            disabled={busy}
            aria-label={`${t.delete} review of ${productName}`}
            onClick={onDelete}
          >
            {t.delete}
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
