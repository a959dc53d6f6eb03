import type { MyReview } from '@haat/contract'
import {
  DELETE_REVIEW_CONFIRM_MESSAGE,
  DELETE_REVIEW_LABEL,
  DELETE_REVIEW_TITLE,
  EDIT_REVIEW_TITLE,
  MY_REVIEWS_FAILED_MESSAGE,
  MY_REVIEWS_TITLE,
  NO_MY_REVIEWS_MESSAGE,
  RATING_RANGE_MESSAGE,
  REVIEW_COMMENT_MAX,
  REVIEW_DELETE_FAILED_MESSAGE,
  REVIEW_DELETED_MESSAGE,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_REQUIRED_MESSAGE,
  REVIEW_UPDATE_FAILED_MESSAGE,
  REVIEW_UPDATED_MESSAGE,
} from '@haat/contract/core'
import { FormDialog, MyReviewCard, MyReviewEditDialog, type MyReviewEditValues, Pagination } from '@haat/ui'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type CallError, serverMessage } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import {
  useDeleteMyReviewMutation,
  useMyReviewsQuery,
  useUpdateMyReviewMutation,
} from './accountSectionsApi.ts'
import { myReviewCardOf, sectionPageHref, sectionPageOf } from './accountSectionsView.ts'
import { SectionEmpty, SectionFailed, SectionHeading, SectionLoading } from './SectionStatus.tsx'

const HEADING_ID = 'my-reviews-heading'

/**
 * My Ratings & Reviews (docs/product.md, "My Account"): the shopper's reviews, newest first, a page at a
 * time (the page in the URL). Edit changes the stars, title and comment in a dialog; Delete asks first.
 * Both refresh the list and the product's own reviews and counts.
 */
export function MyReviewsSection() {
  const [params] = useSearchParams()
  const page = sectionPageOf(params)
  const reviews = useMyReviewsQuery(page, { refetchOnMountOrArgChange: true })
  const [update, updating] = useUpdateMyReviewMutation()
  const [remove, removing] = useDeleteMyReviewMutation()
  const [editing, setEditing] = useState<MyReview | null>(null)
  const [editError, setEditError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<MyReview | null>(null)
  const initial = useMemo(
    () => ({ rating: editing?.rating ?? 0, title: editing?.review ?? '', comment: editing?.comment ?? '' }),
    [editing],
  )

  const save = async (values: MyReviewEditValues) => {
    if (!editing) return
    setEditError(null)
    const answer = await update({
      reviewId: editing.id,
      productId: editing.productId,
      body: { rating: values.rating, review: values.title, comment: values.comment },
    })
    if ('error' in answer) {
      setEditError(serverMessage(answer.error as CallError) ?? REVIEW_UPDATE_FAILED_MESSAGE)
      return
    }
    setEditing(null)
    enqueueToast(REVIEW_UPDATED_MESSAGE, { variant: 'success' })
  }

  const confirmDelete = async () => {
    if (!deleting) return
    const answer = await remove({ reviewId: deleting.id, productId: deleting.productId })
    setDeleting(null)
    if ('error' in answer) {
      enqueueToast(serverMessage(answer.error as CallError) ?? REVIEW_DELETE_FAILED_MESSAGE, {
        variant: 'error',
      })
    } else {
      enqueueToast(REVIEW_DELETED_MESSAGE, { variant: 'success' })
    }
  }

  let body: React.ReactNode
  if (reviews.isError && !reviews.isFetching) {
    body = <SectionFailed message={MY_REVIEWS_FAILED_MESSAGE} onRetry={() => void reviews.refetch()} />
  } else if (!reviews.data) {
    body = <SectionLoading />
  } else if (reviews.data.reviews.length === 0) {
    body = <SectionEmpty message={NO_MY_REVIEWS_MESSAGE} />
  } else {
    const { data } = reviews
    body = (
      <>
        <Stack spacing={2} sx={{ opacity: reviews.isFetching ? 0.6 : 1 }} aria-busy={reviews.isFetching}>
          {data.reviews.map((review) => (
            <MyReviewCard
              key={review.id}
              {...myReviewCardOf(review)}
              busy={
                (updating.isLoading && editing?.id === review.id) ||
                (removing.isLoading && removing.originalArgs?.reviewId === review.id)
              }
              onEdit={() => {
                setEditError(null)
                setEditing(review)
              }}
              onDelete={() => setDeleting(review)}
            />
          ))}
        </Stack>
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefFor={(next) => sectionPageHref('RatingandReview', next)}
          onPage={() => window.scrollTo({ top: 0 })}
        />
      </>
    )
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <SectionHeading id={HEADING_ID}>{MY_REVIEWS_TITLE}</SectionHeading>
      {body}
      <MyReviewEditDialog
        open={editing !== null}
        heading={EDIT_REVIEW_TITLE}
        productName={editing?.productName ?? ''}
        initial={initial}
        status={updating.isLoading ? 'submitting' : 'idle'}
        error={editError}
        limits={{ titleMax: REVIEW_TITLE_MAX, commentMax: REVIEW_COMMENT_MAX }}
        messages={{ ratingRequired: RATING_RANGE_MESSAGE, titleRequired: REVIEW_TITLE_REQUIRED_MESSAGE }}
        onSubmit={(values) => void save(values)}
        onClose={() => setEditing(null)}
      />
      <FormDialog
        open={deleting !== null}
        title={DELETE_REVIEW_TITLE}
        submitLabel={DELETE_REVIEW_LABEL}
        submitting={removing.isLoading}
        onClose={() => setDeleting(null)}
        onSubmit={() => void confirmDelete()}
      >
        <Typography>{DELETE_REVIEW_CONFIRM_MESSAGE}</Typography>
        <Typography sx={{ mt: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {deleting?.productName}
        </Typography>
      </FormDialog>
    </Box>
  )
}
