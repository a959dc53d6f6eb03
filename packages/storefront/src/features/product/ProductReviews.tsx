import type { ProductDetails } from '@haat/contract'
import {
  PRODUCT_RATINGS_ANCHOR,
  RATING_LOGIN_REQUIRED_MESSAGE,
  RATING_MAX,
  RATING_NOT_PURCHASED_MESSAGE,
  REVIEW_COMMENT_MAX,
  REVIEW_MEDIA_MAX,
  REVIEW_TITLE_MAX,
  ratingErrorMessage,
  UPLOAD_ACCEPTED_TYPES,
} from '@haat/contract/core'
import { RatingBars, type ReviewFilter, type ReviewFormValues, ReviewList } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { useAppDispatch, useAppSelector } from '../../app/store.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useOpenedOnce } from '../../shared/dialogs/useOpenedOnce.ts'
import { productReviewsHref } from '../../shared/links.ts'
import { selectIsSignedIn, sessionEnded } from '../../shared/session/authSlice.ts'
import { useSignInFirst } from '../../shared/session/session.ts'
import { ratingBars } from './productView.ts'
import { useAddRatingMutation, useGetProductReviewsQuery, useUploadImagesMutation } from './reviewsApi.ts'
import { reviewOf } from './reviewsView.ts'

const ReviewForm = lazy(async () => ({ default: (await import('./dialogs.ts')).ReviewForm }))

/** How many reviews the product page shows before "See all reviews". */
const REVIEWS_SHOWN = 5

/**
 * Ratings and reviews: the five bars, the newest reviews with a star filter, and Rate this product, which
 * opens the form only for a signed-in shopper who received the product (docs/product.md, "Ratings and
 * reviews"); anyone else is told why.
 */
export function ProductReviews({ product, purchased }: { product: ProductDetails; purchased: boolean }) {
  const [filter, setFilter] = useState<ReviewFilter>('all')
  const reviews = useGetProductReviewsQuery({
    productId: product.productId,
    rating: filter === 'all' ? undefined : filter,
    limit: REVIEWS_SHOWN,
  })
  const status = reviews.isLoading || reviews.isFetching ? 'loading' : reviews.isError ? 'error' : 'ready'
  const total = reviews.data?.total ?? 0
  return (
    <Box
      component="section"
      id={PRODUCT_RATINGS_ANCHOR}
      aria-labelledby="reviews-heading"
      sx={{ display: 'grid', gap: 2, maxWidth: 900, scrollMarginTop: 16 }}
    >
      <Typography id="reviews-heading" variant="h6" component="h2">
        Ratings &amp; Reviews
      </Typography>
      <RatingBars bars={ratingBars(product)} average={product.averageRating} count={product.ratingCount} />
      <RateThisProduct product={product} purchased={purchased} />
      <ReviewList
        status={status}
        reviews={(reviews.data?.reviews ?? []).map(reviewOf)}
        filter={filter}
        onFilter={setFilter}
        errorText={`Error: ${errorText(reviews.error)}`}
      />
      {total > REVIEWS_SHOWN && (
        <Link component={RouterLink} to={productReviewsHref(product.productId)} sx={{ justifySelf: 'start' }}>
          See all {total} reviews
        </Link>
      )}
    </Box>
  )
}

function RateThisProduct({ product, purchased }: { product: ProductDetails; purchased: boolean }) {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const dispatch = useAppDispatch()
  const [notice, setNotice] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [upload, uploading] = useUploadImagesMutation()
  const [rate, rating] = useAddRatingMutation()
  const mounted = useOpenedOnce(open)

  const start = () => {
    if (!signedIn) return setNotice(RATING_LOGIN_REQUIRED_MESSAGE)
    if (!purchased) return setNotice(RATING_NOT_PURCHASED_MESSAGE)
    setNotice(null)
    setError(null)
    setOpen(true)
  }

  const submit = async (values: ReviewFormValues) => {
    setError(null)
    try {
      const photos = values.photos.length ? (await upload(values.photos).unwrap()).imageUrls : []
      const answer = await rate({
        productId: product.productId,
        rating: values.rating,
        review: values.title,
        comment: values.comment,
        mediaUrl: photos,
      }).unwrap()
      setOpen(false)
      enqueueToast(answer.message, { variant: 'success' })
    } catch (failure) {
      const status = (failure as { status?: unknown }).status
      const data = (failure as { data?: { message?: unknown } }).data
      const code = typeof status === 'number' ? status : 0
      // A gone session signs this device out; a 403 (not received) keeps it signed in (docs/product.md,
      // "Ratings and reviews").
      if (code === 401) dispatch(sessionEnded())
      setError(ratingErrorMessage(code, typeof data?.message === 'string' ? data.message : undefined))
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="outlined" onClick={start}>
        Rate this product
      </Button>
      {notice && (
        <Alert
          severity="info"
          action={
            !signedIn && (
              <Button color="inherit" size="small" onClick={signInFirst}>
                Sign in
              </Button>
            )
          }
        >
          {notice}
        </Alert>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ReviewForm
            open={open}
            heading={`Rate ${product.name}`}
            status={uploading.isLoading || rating.isLoading ? 'submitting' : 'idle'}
            error={error}
            limits={{
              titleMax: REVIEW_TITLE_MAX,
              commentMax: REVIEW_COMMENT_MAX,
              photosMax: REVIEW_MEDIA_MAX,
            }}
            messages={{
              ratingRequired: `Please choose 1 to ${RATING_MAX} stars`,
              titleRequired: 'Please give your review a title',
              tooManyPhotos: `At most ${REVIEW_MEDIA_MAX} photos`,
            }}
            accept={UPLOAD_ACCEPTED_TYPES.join(',')}
            onSubmit={(values) => void submit(values)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  )
}
