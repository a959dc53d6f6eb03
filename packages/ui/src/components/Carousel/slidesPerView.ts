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
 * Slides per view at a width: the breakpoint's value, never more than maxSlides nor the item count.
 * A single item (or maxSlides 1) fills the row.
 */
export function slidesPerView(width: number, maxSlides: number, itemCount: number): number {
  const row = carouselBreakpoints.find((b) => width >= b.minWidth) ?? { slides: 1 }
  const cap = Math.max(1, Math.min(maxSlides, itemCount))
  return Math.min(row.slides, cap)
}
