import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Fade from '@mui/material/Fade'
import IconButton from '@mui/material/IconButton'
import { useId } from 'react'
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox.tsx'

export interface SearchOverlayProps {
  open: boolean
  /** Escape, the close button or a chosen search. */
  onClose: () => void
  /** The search box; its label is always "Search Products" here. */
  search: Omit<SearchBoxProps, 'label' | 'showLabel'>
}

/** Fade-out time of the overlay (docs/product.md, "Constants"). */
export const SEARCH_OVERLAY_EXIT_MS = 300

/** The phone's full-screen search, titled "Search Our Store". */
export function SearchOverlay({ open, onClose, search }: SearchOverlayProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slots={{ transition: Fade }}
      transitionDuration={{ enter: 225, exit: SEARCH_OVERLAY_EXIT_MS }}
    >
      <DialogTitle
        id={titleId}
        component="h2"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '1.15rem',
          py: 1.25,
          pr: 1,
        }}
      >
        Search Our Store
        <IconButton aria-label="Close search" onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: '24px !important' }}>
        <Box sx={{ maxWidth: 640, mx: 'auto' }}>
          <SearchBox {...search} label="Search Products" showLabel autoFocus />
        </Box>
      </DialogContent>
    </Dialog>
  )
}
