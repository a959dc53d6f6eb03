import CheckRounded from '@mui/icons-material/CheckRounded'
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FocusEvent, type MouseEvent, useId } from 'react'
import { visuallyHiddenSx } from '../VisuallyHidden/index.ts'

export interface ShareListDialogProps {
  open: boolean
  listName: string
  /** The list's public address. */
  link: string
  /** True once the link has been copied: the Copy button then says `messages.copied`. */
  copied?: boolean
  /** While sharing is being stopped. */
  stopping?: boolean
  /** The server's refusal of Stop sharing. */
  error?: string | null
  /** The rule's text (the storefront passes the contract's): what Copy says once it has copied. */
  messages: { copied: string }
  onCopy: () => void
  onStopSharing: () => void
  onClose: () => void
}

/**
 * Where the browser cannot share by itself: the list's link in a read-only field (selected when
 * focused, so it can also be copied by hand), Copy, and Stop sharing, after which the link opens nothing.
 */
export function ShareListDialog({
  open,
  listName,
  link,
  copied = false,
  stopping = false,
  error,
  messages,
  onCopy,
  onStopSharing,
  onClose,
}: ShareListDialogProps) {
  const titleId = useId()
  const fieldId = useId()
  return (
    <Dialog
      open={open}
      onClose={stopping ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Share “{listName}”
      </DialogTitle>
      <DialogContent>
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Anyone with this link can see the list, signed in or not, until you stop sharing it.
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'flex-start' },
            gap: 1,
          }}
        >
          <TextField
            id={fieldId}
            label="Link to this list"
            value={link}
            size="small"
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                spellCheck: false,
                // The whole link at once, whether the field is reached by Tab or by a click.
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
                onClick: (event: MouseEvent<HTMLInputElement>) => event.currentTarget.select(),
              },
            }}
          />
          <Button
            variant="contained"
            onClick={onCopy}
            startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
            sx={{ flexShrink: 0, minWidth: 128, height: 40 }}
          >
            {copied ? messages.copied : 'Copy link'}
          </Button>
        </Box>
        {/* The button's new words are read out where a screen reader would not notice them change. */}
        <Box role="status" sx={visuallyHiddenSx}>
          {copied ? messages.copied : ''}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button color="error" onClick={onStopSharing} loading={stopping}>
          Stop sharing
        </Button>
        <Button onClick={onClose} disabled={stopping}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
