import { FIRST_FRAME_ID } from '@haat/contract/core'
import { useEffect } from 'react'

/**
 * Takes the first frame the build drew beside #root out of the page once the app has drawn its own. The
 * frame's own rule hides it as soon as #root has content (vite.config.ts, drawFirstFrame); it is removed
 * only after the browser has drawn a frame with it hidden, so the browser has no layout left to undo.
 * Removed in the effect itself, it sometimes went before that frame (when React ran the effect before the
 * browser rendered), and the browser undid the layout of the whole drawn header: some 90 elements.
 * Its styles stay, as emotion moved them into the head when it started.
 */
export function DropFirstFrame() {
  useEffect(() => {
    let removal: ReturnType<typeof setTimeout> | undefined
    // The callback runs just before the browser's next rendering; the timer after it.
    const frame = requestAnimationFrame(() => {
      removal = setTimeout(() => document.getElementById(FIRST_FRAME_ID)?.remove())
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(removal)
    }
  }, [])
  return null
}
