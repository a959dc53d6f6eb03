import { styled } from '@mui/material/styles'
import { MaterialDesignContent, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { toastHostMounted } from './toast.ts'

/** Toasts last 4 seconds (docs/product.md, Constants). */
export const TOAST_MS = 4000

/**
 * notistack's default green and orange fail WCAG contrast with white text; these darker shades pass
 * (about 7:1 and 5.6:1).
 */
const AccessibleToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.vars.palette.tone.success.fg },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.vars.palette.text.warning },
  '&.notistack-MuiContent-error': { backgroundColor: theme.vars.palette.tone.error.fg },
  '&.notistack-MuiContent-info': { backgroundColor: theme.vars.palette.tone.info.fg },
}))
const toastComponents = {
  default: AccessibleToast,
  success: AccessibleToast,
  error: AccessibleToast,
  warning: AccessibleToast,
  info: AccessibleToast,
}

/**
 * The toast host. It wraps nothing: features call `enqueueToast` (app/toast.ts), which mounts this host
 * with the first toast and reaches notistack's global queue (not the `useSnackbar` hook).
 */
export function Toasts() {
  useEffect(() => toastHostMounted(), [])
  return <SnackbarProvider autoHideDuration={TOAST_MS} maxSnack={3} Components={toastComponents} />
}
