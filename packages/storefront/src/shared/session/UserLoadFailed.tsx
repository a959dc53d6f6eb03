import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { type CallError, errorText } from '../../app/errorText.ts'

/** A protected page whose user record could not be loaded (not a 401, which signs out): say so, offer a retry. */
export function UserLoadFailed({ error, onRetry }: { error: CallError; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ maxWidth: 640, mx: 'auto', my: 6 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {`Failed to fetch user: ${errorText(error)}`}
    </Alert>
  )
}
