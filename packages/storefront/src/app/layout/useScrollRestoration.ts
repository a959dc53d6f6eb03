import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const STORAGE_KEY = 'haat.scroll'
/** How long a restored position waits for the page to grow tall enough (its lists arrive later). */
const RESTORE_WAIT_MS = 1500
/** Positions kept: the entries a shopper can still reach with Back in practice. */
const KEPT_POSITIONS = 50

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

  // An entry opened by typing or reloading has the key "default" whatever its address: the address is
  // part of what a position is remembered by, so one page's position never lands on another.
  const entry = `${location.key} ${location.pathname}${location.search}`

  // Where the page is scrolled to, followed as the shopper scrolls: by the time a navigation is committed
  // the next screen may already have replaced this one and the browser clamped the position.
  const scrolledTo = useRef(0)
  useEffect(() => {
    const follow = () => {
      scrolledTo.current = window.scrollY
    }
    window.addEventListener('scroll', follow, { passive: true })
    return () => window.removeEventListener('scroll', follow)
  }, [])

  // Remember where this entry was when the shopper leaves it (a layout cleanup: it runs before the next
  // entry's scroll below).
  useLayoutEffect(() => {
    const key = entry
    return () => {
      const positions = readPositions()
      delete positions[key]
      positions[key] = scrolledTo.current
      // Insertion order is visit order: the oldest go first.
      for (const old of Object.keys(positions).slice(0, -KEPT_POSITIONS)) delete positions[old]
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
      } catch {
        // Storage full or blocked: Back opens at the top, which is harmless.
      }
    }
  }, [entry])

  useLayoutEffect(() => {
    if (navigationType !== 'POP') {
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null
      if (target) target.scrollIntoView()
      else window.scrollTo(0, 0)
      return
    }
    const saved = readPositions()[entry]
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
  }, [entry, location.hash, navigationType])
}
