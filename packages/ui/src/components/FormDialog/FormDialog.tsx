import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { type FormEvent, type ReactNode, useId } from 'react'

export interface FormDialogProps {
  open: boolean
  title: string
  /** The form's fields. */
  children: ReactNode
  /** While true the fields stay as they are, Submit shows a spinner and the dialog cannot be closed. */
  submitting?: boolean
  /** The server's refusal, shown above the buttons. */
  error?: string
  maxWidth?: 'xs' | 'sm'
  submitLabel?: string
  onClose: () => void
  /** The form's submit event (Enter in a field or the Submit button); call preventDefault is done. */
  onSubmit: () => void
}

/**
 * A dialog holding one small form: title, fields, the server's error, and Cancel / Submit. The form
 * validates itself (noValidate), so each dialog shows its own messages in the specification's words.
 */
export function FormDialog({
  open,
  title,
  children,
  submitting = false,
  error,
  maxWidth = 'xs',
  submitLabel = 'Submit',
  onClose,
  onSubmit,
}: FormDialogProps) {
  const titleId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
