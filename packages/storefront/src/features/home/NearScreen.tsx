import Box from '@mui/material/Box'
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'

/**
 * How far outside the screen a row counts as near: a quarter of a screen above and below (percentages of
 * the root's height; the root is the viewport), so a row is drawn just before it scrolls in. A whole
 * screen drew four rows while a phone loaded the page (Hot Categories to Featured Brands), where the
 * shopper sees one and a half: a quarter draws two, and the load's long tasks shrank by about a fifth
 * (docs/benchmarks.md, "Flat pictures"). A row takes a few frames to draw, well within the time a quarter
 * of a screen takes to scroll in.
 */
export const NEAR_MARGIN = '25% 0px'

const NearContext = createContext(true)

/**
 * Whether the home row around the caller is near the screen. Outside a NearScreen (a row on its own, in a
 * story or another page) it is always near.
 */
export const useNearScreen = () => useContext(NearContext)

/**
 * One home row that draws its content only once it comes near the screen: until then the row keeps its
 * header and its skeleton (the same space, so nothing moves when it fills in), and rendering the nine
 * carousels of cards no longer blocks the page's first seconds. The row's data is fetched from the start
 * all the same (HomePage prefetches every feed), so a row is ready by the time it is scrolled to.
 *
 * A row is near once the observer sees it within NEAR_MARGIN of the viewport (at once for the first
 * screen's rows, a frame after they mount) or focus enters it (a keyboard user tabbing to its "View All"
 * link, a screen reader moving into it): it never goes back. The observer alone decides, on purpose:
 * measuring the rows in a layout effect as they mounted (to draw the first screen's rows in the same
 * frame) made Lighthouse's phone run spend 40 s instead of 6 in script, one task of 10 s, and read every
 * row as near while a phone's browser zoomed out over the loading page (innerHeight 1,551 instead of 823).
 */
export function NearScreen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // Drawn as a transition: React renders the row's cards in slices of a few milliseconds and lets
        // the browser paint and answer taps between them, instead of one long task per row.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true))
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
