import { PRODUCT_REPORT_ISSUES } from '@haat/contract/core'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'
import { errorText } from '../../app/errorText.ts'
import { useAppSelector } from '../../app/store.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useOpenedOnce } from '../../shared/dialogs/useOpenedOnce.ts'
import { selectIsSignedIn } from '../../shared/session/authSlice.ts'
import { useSignInFirst } from '../../shared/session/session.ts'
import { useReportProductMutation } from './productApi.ts'

type ProductReportIssue = (typeof PRODUCT_REPORT_ISSUES)[number]

const ReportDialog = lazy(async () => ({ default: (await import('./dialogs.ts')).ReportDialog }))

/** Report this product: one of the four issues and optional comments, kept by the server for review. */
export function ReportProduct({ productId }: { productId: string }) {
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const [open, setOpen] = useState(false)
  const [report, state] = useReportProductMutation()
  const mounted = useOpenedOnce(open)
  return (
    <>
      <Button
        variant="text"
        size="small"
        onClick={() => (signedIn ? setOpen(true) : signInFirst())}
        sx={{ justifySelf: 'start' }}
      >
        Report this product
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            title="Report Product"
            issues={[...PRODUCT_REPORT_ISSUES]}
            status={state.isLoading ? 'submitting' : 'idle'}
            error={state.isError ? errorText(state.error) : null}
            onClose={() => {
              setOpen(false)
              state.reset()
            }}
            onSubmit={async ({ issue, comment }) => {
              const answer = await report({
                productId,
                issue: issue as ProductReportIssue,
                comments: comment,
              })
                .unwrap()
                .catch(() => null)
              if (answer) {
                setOpen(false)
                enqueueToast(answer.message, { variant: 'success' })
              }
            }}
          />
        </Suspense>
      )}
    </>
  )
}
