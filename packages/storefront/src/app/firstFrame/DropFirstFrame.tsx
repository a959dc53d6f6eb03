import { FIRST_FRAME_ID } from '@haat/contract/core'
import { useEffect } from 'react'

/**
 * Takes the first frame the build drew beside #root out of the page once the app has drawn its own. By then
 * the frame's own rule has hidden it (vite.config.ts, drawFirstFrame), so the browser has no layout left to
 * undo; its styles stay, as emotion moved them into the head when it started.
 */
export function DropFirstFrame() {
  useEffect(() => {
    document.getElementById(FIRST_FRAME_ID)?.remove()
  }, [])
  return null
}
