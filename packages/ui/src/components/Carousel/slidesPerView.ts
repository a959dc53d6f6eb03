/**
 * Slides visible at each viewport width, from the carousel breakpoints of docs/product.md, "Carousels".
 * Desktop widths show whole slides; below 768 px a fraction peeks to hint that the row scrolls.
 * Ordered from the widest; the first whose min width fits wins.
 */
export const carouselBreakpoints: ReadonlyArray<{ minWidth: number; slides: number }> = [
  { minWidth: 1500, slides: 6 },
  { minWidth: 1200, slides: 4 },
  { minWidth: 1024, slides: 3 },
  { minWidth: 991, slides: 3 },
  { minWidth: 768, slides: 2.5 },
  { minWidth: 576, slides: 2 },
  { minWidth: 480, slides: 1.5 },
  { minWidth: 0, slides: 1.3 },
]

/**
 * Slides visible at each width for a row of small icon tiles (sub-categories): about two and a half times
 * the cards' count, so a phone shows three and a half icons rather than one and a third. The widths are
 * the cards' own, so both rows change at the same points.
 */
export const iconRowBreakpoints: ReadonlyArray<{ minWidth: number; slides: number }> = [
  { minWidth: 1500, slides: 10 },
  { minWidth: 1200, slides: 8 },
  { minWidth: 1024, slides: 7 },
  { minWidth: 991, slides: 7 },
  { minWidth: 768, slides: 5.5 },
  { minWidth: 576, slides: 4.5 },
  { minWidth: 480, slides: 4.3 },
  { minWidth: 0, slides: 3.5 },
]

/** Which table a carousel follows: product and deal cards, or small icon tiles. */
export type SlideSize = 'card' | 'icon'

/**
 * Slides per view at a width: the breakpoint's value, never more than maxSlides nor the item count.
 * A single item (or maxSlides 1) fills the row.
 */
export function slidesPerView(
  width: number,
  maxSlides: number,
  itemCount: number,
  size: SlideSize = 'card',
): number {
  const table = size === 'icon' ? iconRowBreakpoints : carouselBreakpoints
  const row = table.find((b) => width >= b.minWidth) ?? { slides: 1 }
  const cap = Math.max(1, Math.min(maxSlides, itemCount))
  return Math.min(row.slides, cap)
}

/**
 * The widest carousel breakpoint the window has reached (0 on a small phone; 1280 outside a browser), read
 * from media queries. Not `innerWidth`: asked during a render, that makes the browser lay out every element
 * added since its last frame, there and then; a media query needs only the viewport's size.
 */
export function viewportBreakpoint(): number {
  if (typeof window === 'undefined') return 1280
  const reached = carouselBreakpoints.find(
    ({ minWidth }) => window.matchMedia(`(min-width: ${minWidth}px)`).matches,
  )
  return reached?.minWidth ?? 0
}
