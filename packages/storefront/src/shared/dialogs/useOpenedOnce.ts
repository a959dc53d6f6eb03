import { useState } from 'react'

/**
 * True from the first time `open` is true. A dialog whose code loads on first use mounts then and stays
 * mounted, so it can play its closing motion and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
