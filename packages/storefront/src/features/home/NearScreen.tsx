import Box from '@mui/material/Box'
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react'

/**
 * How far outside the screen a row counts as near: one screen above and below (percentages of the
 * root's height; the root is the viewport), so a row is drawn about a screen before it scrolls in.
 */
export const NEAR_MARGIN = '100% 0px'

const NearContext = createContext(true)

/**
 * Whether the home row around the caller is near the screen. Outside a NearScreen (a row on its own, in a
 * story or another page) it is always near.
 */
export const useNearScreen = () => useContext(NearContext)

/**
 * The screen's height: the root element's, not innerHeight, which a phone's browser enlarges while it
 * zooms out over content that is briefly wider than the screen as the page loads (innerHeight read 1551
 * on a 412 x 823 phone there, which made every row near).
 */
const screenHeight = () => document.documentElement.clientHeight || window.innerHeight

/**
 * True when `element` lies within one screen of the viewport, above or below. A row not laid out yet (in
 * a tree React keeps hidden while a sibling suspends) measures all zeros: not near, the observer decides.
 */
function isNear(element: Element): boolean {
  const { top, bottom, width, height } = element.getBoundingClientRect()
  if (width === 0 && height === 0) return false
  const screen = screenHeight()
  return bottom >= -screen && top <= 2 * screen
}

/**
 * One home row that draws its content only once it comes near the screen: until then the row keeps its
 * header and its skeleton (the same space, so nothing moves when it fills in), and rendering the nine
 * carousels of cards no longer blocks the page's first seconds. The row's data is fetched from the start
 * all the same (HomePage prefetches every feed), so a row is ready by the time it is scrolled to.
 *
 * A row is near when it is within a screen of the viewport at its first layout (no skeleton flashes on
 * the first screen), when scrolling brings it within a screen, or when focus enters it (a keyboard user
 * tabbing to its "View All" link, a screen reader moving into it): it never goes back.
 */
export function NearScreen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (near || !element) return
    // Before the first paint: rows on or right below the first screen are drawn at once.
    if (typeof IntersectionObserver === 'undefined' || isNear(element)) {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return (
    <Box
      ref={ref}
      data-near-screen={near ? 'true' : 'false'}
      onFocus={near ? undefined : () => setNear(true)}
      // A row that renders nothing (Recently Viewed with no visits) must not leave a gap in the column.
      sx={{ minWidth: 0, '&:empty': { display: 'none' } }}
    >
      <NearContext.Provider value={near}>{children}</NearContext.Provider>
    </Box>
  )
}
