import type { ReportIssue } from '@haat/contract'
import { FeedSection, RatingBars, SellerReviewList } from '@haat/ui'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { lazy, Suspense, useState } from 'react'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom'
import { type CallError, errorText, statusOf } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useOpenedOnce } from '../../shared/dialogs/useOpenedOnce.ts'
import { SIGN_IN_HREF } from '../../shared/links.ts'
import { fromState } from '../../shared/session/guard.ts'
import { useCurrentUser } from '../../shared/session/userApi.ts'
import {
  useAddSellerRatingMutation,
  useGetSellerRatingsQuery,
  useReportSellerMutation,
} from './sellerStoreApi.ts'

const SellerFeedbackDialog = lazy(async () => ({
  default: (await import('./dialogs.ts')).SellerFeedbackDialog,
}))
const RateSellerDialog = lazy(async () => ({ default: (await import('./dialogs.ts')).RateSellerDialog }))
const ReportDialog = lazy(async () => ({ default: (await import('./dialogs.ts')).ReportDialog }))

export const REVIEWS_PER_PAGE = 10
export const NO_CUSTOMER_ID = 'Customer ID is not available'
const RATING_FAILED = 'An error occurred while adding the rating.'

/** The review Rate Seller sends: the contract requires one, the dialog asks only for stars. */
export const starsOnlyReview = (stars: number) => `Rated ${stars} out of 5`

type Dialog = 'feedback' | 'rate' | 'report' | null

/** The server's `{ message }` of a failed rating, else (an answer without one) the fixed failure text. */
function failureText(error: CallError) {
  const text = errorText(error)
  return statusOf(error) !== undefined && text.startsWith('HTTP ') ? RATING_FAILED : text
}

/**
 * Ratings & Reviews: the bars, a page of reviews (?reviews=N, ten a page: docs/product.md, Listings) and
 * the three dialogs. Rating or reporting needs a signed-in shopper.
 */
export function SellerRatings({ sellerId }: { sellerId: string }) {
  const [search, setSearch] = useSearchParams()
  const page = Math.max(1, Number.parseInt(search.get('reviews') ?? '1', 10) || 1)
  const ratings = useGetSellerRatingsQuery({ sellerId, page, limit: REVIEWS_PER_PAGE })
  const user = useCurrentUser()
  const location = useLocation()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [dialogError, setDialogError] = useState<string | null>(null)
  const feedbackMounted = useOpenedOnce(dialog === 'feedback')
  const rateMounted = useOpenedOnce(dialog === 'rate')
  const reportMounted = useOpenedOnce(dialog === 'report')
  const [needsSignIn, setNeedsSignIn] = useState(false)
  const [addRating, adding] = useAddSellerRatingMutation()
  const [report, reporting] = useReportSellerMutation()
  const customerId = user.signedIn ? user.data?.id : undefined

  const open = (next: Dialog) => {
    setDialogError(null)
    setDialog(next)
  }
  const close = () => {
    setDialog(null)
    setDialogError(null)
  }
  /** Without a signed-in shopper nothing is sent: "Customer ID is not available" and a way to sign in. */
  const requireCustomer = () => {
    if (customerId) return customerId
    // The dialog closes so the message's sign-in link is reachable (a modal hides the page behind it).
    close()
    setNeedsSignIn(true)
    return null
  }
  const submitRating = async (rating: number, review: string, comment: string) => {
    const id = requireCustomer()
    if (!id) return
    try {
      const answer = await addRating({ sellerId, customerId: id, rating, review, comment }).unwrap()
      close()
      enqueueToast(answer.message, { variant: 'success' })
    } catch (error) {
      setDialogError(failureText(error as CallError))
    }
  }

  const data = ratings.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PER_PAGE)) : 1
  const status = ratings.isLoading ? 'loading' : ratings.isError ? 'error' : 'ready'
  return (
    <FeedSection title="Ratings & Reviews" status={status} errorText={`Error: ${errorText(ratings.error)}`}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {data && (
            <RatingBars bars={data.summary.bars} average={data.summary.average} count={data.summary.count} />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => open('feedback')}>
              Leave a Seller Feedback
            </Button>
            <Button variant="outlined" onClick={() => open('rate')}>
              Rate Seller
            </Button>
            <Button variant="outlined" color="error" onClick={() => open('report')}>
              Report
            </Button>
          </Box>
          {needsSignIn && !customerId && (
            <Alert severity="warning">
              {NO_CUSTOMER_ID}.{' '}
              <Link component={RouterLink} to={SIGN_IN_HREF} state={fromState(location)}>
                Sign in to rate this seller
              </Link>
            </Alert>
          )}
        </Box>
        <SellerReviewList
          status={status}
          ratings={data?.ratings ?? []}
          page={page}
          pageCount={pageCount}
          errorText={`Error: ${errorText(ratings.error)}`}
          onPage={(next) =>
            setSearch((query) => {
              const copy = new URLSearchParams(query)
              if (next <= 1) copy.delete('reviews')
              else copy.set('reviews', String(next))
              return copy
            })
          }
        />
      </Box>
      {feedbackMounted && (
        <Suspense fallback={null}>
          <SellerFeedbackDialog
            open={dialog === 'feedback'}
            status={adding.isLoading ? 'submitting' : 'idle'}
            error={dialogError}
            onClose={close}
            onSubmit={({ rating, review, comment }) => submitRating(rating, review, comment)}
          />
        </Suspense>
      )}
      {rateMounted && (
        <Suspense fallback={null}>
          <RateSellerDialog
            open={dialog === 'rate'}
            status={adding.isLoading ? 'submitting' : 'idle'}
            error={dialogError}
            onClose={close}
            onSubmit={(stars) => submitRating(stars, starsOnlyReview(stars), '')}
          />
        </Suspense>
      )}
      {reportMounted && (
        <Suspense fallback={null}>
          <ReportDialog
            open={dialog === 'report'}
            title="Report Seller"
            status={reporting.isLoading ? 'submitting' : 'idle'}
            error={dialogError}
            onClose={close}
            onSubmit={async ({ issue, comment }) => {
              if (!requireCustomer()) return
              try {
                const answer = await report({ sellerId, issue: issue as ReportIssue, comment }).unwrap()
                close()
                enqueueToast(answer.message, { variant: 'success' })
              } catch (error) {
                setDialogError(errorText(error as CallError))
              }
            }}
          />
        </Suspense>
      )}
    </FeedSection>
  )
}
