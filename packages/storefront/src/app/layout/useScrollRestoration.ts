import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const STORAGE_KEY = 'haat.scroll'
/** How long a restored position waits for the page to grow tall enough (its lists arrive later). */
const RESTORE_WAIT_MS = 1500

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/**
 * Scroll like a multi-page site: a new page (link, redirect) opens at its top, or at its #anchor; Back
 * and Forward return to where the shopper was on that entry. Positions are kept per history entry in
 * sessionStorage, so they survive a reload of the tab.
 */
export function useScrollRestoration(): void {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  }, [])

  // Remember where this entry was scrolled to when the shopper leaves it.
  useEffect(() => {
    const key = location.key
    return () => {
      const positions = readPositions()
      positions[key] = window.scrollY
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
      } catch {
        // Storage full or blocked: Back opens at the top, which is harmless.
      }
    }
  }, [location.key])

  useLayoutEffect(() => {
    if (navigationType !== 'POP') {
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null
      if (target) target.scrollIntoView()
      else window.scrollTo(0, 0)
      return
    }
    const saved = readPositions()[location.key]
    if (saved === undefined) return
    // The page may still be short (its products load after it renders): try again until it is tall enough.
    const started = performance.now()
    let frame = 0
    const restore = () => {
      window.scrollTo(0, saved)
      const reached = Math.abs(window.scrollY - saved) < 2
      if (!reached && performance.now() - started < RESTORE_WAIT_MS) frame = requestAnimationFrame(restore)
    }
    restore()
    return () => cancelAnimationFrame(frame)
  }, [location.key, location.hash, navigationType])
}
