import { PRODUCT_NOTE_MAX } from '@haat/contract/core'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'

export interface NoteDialogProps {
  /** The product the note is for; the dialog is open while one is named. */
  productName: string | null
  /** The note as it stands. */
  note: string
  onSave: (note: string) => void
  onClose: () => void
}

/**
 * "Add a note" for one product of the order: a few words for the seller or the delivery (the gate code,
 * a gift wrap). The note goes with the order request as that product's productNote.
 */
export function NoteDialog({ productName, note, onSave, onClose }: NoteDialogProps) {
  const titleId = useId()
  return (
    <Dialog open={productName !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {productName !== null && (
        // Keyed by the product, so the field starts from that product's note each time it opens.
        <NoteForm
          key={productName}
          titleId={titleId}
          productName={productName}
          note={note}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Dialog>
  )
}

function NoteForm({
  titleId,
  productName,
  note,
  onSave,
  onClose,
}: Omit<NoteDialogProps, 'productName'> & { titleId: string; productName: string }) {
  const [text, setText] = useState(note)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSave(text.trim())
      }}
    >
      <DialogTitle id={titleId}>Delivery note</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={`Note for ${productName}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`${text.length}/${PRODUCT_NOTE_MAX}`}
          slotProps={{ htmlInput: { maxLength: PRODUCT_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save note
        </Button>
      </DialogActions>
    </form>
  )
}
