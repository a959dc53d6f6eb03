import AddRounded from '@mui/icons-material/AddRounded'
import CheckRounded from '@mui/icons-material/CheckRounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

/** One of the shopper's lists, saying whether it already holds the product. */
export interface AddToListOption {
  id: string
  name: string
  hasProduct: boolean
}

export interface AddToListDialogProps {
  open: boolean
  /** The product being added, named under the title. */
  productName?: string
  /** 'loading' while the shopper's lists are read, 'error' when they could not be. */
  status: 'loading' | 'error' | 'ready'
  lists: AddToListOption[]
  /** What is being sent: Add (a chosen list) or Save (a new list). Everything waits meanwhile. */
  busy?: 'adding' | 'creating' | null
  /** Why the lists could not be read, or the server's refusal of an add or a create. */
  error?: string | null
  /** Characters a list name may have. */
  nameMax: number
  /** The rule's texts (the storefront passes the contract's): a blank new name, and no lists yet. */
  messages: { nameRequired: string; noLists: string }
  /** Add the product to the chosen list. */
  onAdd: (listId: string) => void
  /** Make a list of this name with the product in it. */
  onCreate: (name: string) => void
  onClose: () => void
}

/**
 * Add to list: the shopper picks one of their lists (one that already holds the product is shown so and
 * cannot be picked) and presses Add, which stays disabled until a list is chosen; or opens "Create new
 * list", names it (Save stays disabled and says the name is required while it is blank) and saves, which
 * makes the list with the product in it.
 */
export function AddToListDialog({
  open,
  productName,
  status,
  lists,
  busy = null,
  error,
  nameMax,
  messages,
  onAdd,
  onCreate,
  onClose,
}: AddToListDialogProps) {
  const titleId = useId()
  const legendId = useId()
  const nameFieldId = useId()
  const [chosen, setChosen] = useState('')
  const [creating, setCreating] = useState(false)
  const [name, setName] = useState('')
  const [touched, setTouched] = useState(false)
  useEffect(() => {
    if (open) {
      setChosen('')
      setCreating(false)
      setName('')
      setTouched(false)
    }
  }, [open])

  const sending = busy !== null
  const blank = name.trim() === ''
  const choosable = lists.some((list) => list.id === chosen && !list.hasProduct)
  const add = () => {
    if (choosable && !sending) onAdd(chosen)
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!blank && !sending) onCreate(name.trim())
  }

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ pb: productName ? 0.5 : 2 }}>
        Add to list
      </DialogTitle>
      <DialogContent>
        {productName && (
          <Typography
            component="p"
            variant="body2"
            color="text.secondary"
            sx={{
              mb: 2,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {productName}
          </Typography>
        )}
        {status === 'loading' ? (
          <Box aria-busy="true" data-testid="lists-loading" sx={{ display: 'grid', gap: 1, py: 0.5 }}>
            <VisuallyHidden>Loading your lists</VisuallyHidden>
            {[70, 55, 62].map((width) => (
              <Box key={width} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 42 }}>
                <Skeleton variant="circular" width={20} height={20} sx={{ mx: 1.25 }} />
                <Skeleton variant="text" width={`${width}%`} />
              </Box>
            ))}
          </Box>
        ) : status === 'ready' && lists.length === 0 ? (
          <Typography component="p" sx={{ py: 1, fontWeight: 600 }}>
            {messages.noLists}
          </Typography>
        ) : status === 'ready' ? (
          <FormControl component="fieldset" fullWidth>
            <FormLabel id={legendId} component="legend" sx={{ mb: 0.5 }}>
              Your lists
            </FormLabel>
            <RadioGroup
              aria-labelledby={legendId}
              name="list"
              value={chosen}
              onChange={(_, next) => setChosen(next)}
            >
              {lists.map((list) => (
                <FormControlLabel
                  key={list.id}
                  value={list.id}
                  disabled={list.hasProduct || sending}
                  control={<Radio />}
                  sx={{ mr: 0, alignItems: 'center', minWidth: 0 }}
                  label={
                    <Box component="span" sx={{ display: 'block', minWidth: 0, overflowWrap: 'anywhere' }}>
                      {list.name}
                      {list.hasProduct && (
                        <Box
                          component="span"
                          sx={{
                            display: 'flex',
                            alignItems: 'center',
                            gap: 0.5,
                            fontSize: '0.8rem',
                            color: 'success.dark',
                          }}
                        >
                          <CheckRounded aria-hidden sx={{ fontSize: '1rem' }} />
                          Already in this list
                        </Box>
                      )}
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        ) : null}

        {status !== 'loading' && <Divider sx={{ my: 2 }} />}
        {status !== 'loading' &&
          (creating ? (
            <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 1 }}>
              <TextField
                id={nameFieldId}
                label="New list name"
                value={name}
                onChange={(event) => {
                  setName(event.target.value)
                  setTouched(true)
                }}
                onBlur={() => setTouched(true)}
                disabled={sending}
                required
                fullWidth
                autoFocus
                size="small"
                error={touched && blank}
                helperText={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <span>{blank ? messages.nameRequired : ' '}</span>
                    <span aria-hidden>{`${name.length}/${nameMax}`}</span>
                  </Box>
                }
                slotProps={{ htmlInput: { maxLength: nameMax } }}
              />
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                <Button onClick={() => setCreating(false)} disabled={sending}>
                  Back to my lists
                </Button>
                <Button
                  type="submit"
                  variant="outlined"
                  disabled={blank || (sending && busy !== 'creating')}
                  loading={busy === 'creating'}
                >
                  Save
                </Button>
              </Box>
            </Box>
          ) : (
            <Button
              startIcon={<AddRounded />}
              onClick={() => setCreating(true)}
              disabled={sending}
              sx={{ justifySelf: 'start' }}
            >
              Create new list
            </Button>
          ))}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={add}
          disabled={!choosable || (sending && busy !== 'adding')}
          loading={busy === 'adding'}
        >
          Add
        </Button>
      </DialogActions>
    </Dialog>
  )
}
