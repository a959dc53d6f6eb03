import type { ButtonProps } from '@mui/material/Button'
import { type MouseEvent, useId, useState } from 'react'

/** The top bar's menu buttons: icon only on phones, icon, label and arrow from md up. */
export const menuTriggerSx = {
  minWidth: 0,
  px: { xs: 1, md: 1.5 },
  whiteSpace: 'nowrap',
  '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
} as const

/**
 * The state of a top-bar button whose menu is loaded on demand: `preload` (the lazy popup's import) runs
 * when the pointer or focus reaches the button, and the popup is mounted from the first open on
 * (`everOpened`), so its closing transition plays and focus returns to the button.
 */
export function useLazyMenuTrigger(preload: () => Promise<unknown>) {
  const menuId = useId()
  const buttonId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [everOpened, setEverOpened] = useState(false)
  const open = anchor !== null
  const buttonProps = {
    id: buttonId,
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget)
      setEverOpened(true)
    },
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
  } satisfies Partial<ButtonProps>
  return { menuId, buttonId, anchor, everOpened, buttonProps, close: () => setAnchor(null) }
}
