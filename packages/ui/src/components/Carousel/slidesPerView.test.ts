import { describe, expect, it } from 'vitest'
import { carouselBreakpoints, iconRowBreakpoints, slidesPerView } from './slidesPerView.ts'

describe('slidesPerView', () => {
  it('shows up to 4 at 1200 px and more, 3 from 991, 2 from 576, a peeking 1.3 on phones', () => {
    expect(slidesPerView(1366, 4, 10)).toBe(4)
    expect(slidesPerView(1200, 4, 10)).toBe(4)
    expect(slidesPerView(1199, 4, 10)).toBe(3)
    expect(slidesPerView(991, 4, 10)).toBe(3)
    expect(slidesPerView(990, 4, 10)).toBe(2.5)
    expect(slidesPerView(576, 4, 10)).toBe(2)
    expect(slidesPerView(480, 4, 10)).toBe(1.5)
    expect(slidesPerView(390, 4, 10)).toBe(1.3)
  })
  it('never shows more than maxSlides', () => {
    expect(slidesPerView(1600, 5, 10)).toBe(5)
    expect(slidesPerView(1366, 2, 10)).toBe(2)
    expect(slidesPerView(390, 1, 10)).toBe(1)
  })
  it('never shows more than the item count', () => {
    expect(slidesPerView(1366, 4, 3)).toBe(3)
    expect(slidesPerView(1366, 4, 1)).toBe(1)
    expect(slidesPerView(390, 4, 1)).toBe(1)
  })
  it('treats an empty list as one slide wide', () => {
    expect(slidesPerView(1366, 4, 0)).toBe(1)
  })
  it('shows several icon tiles at once, even on a phone', () => {
    expect(slidesPerView(390, 8, 12, 'icon')).toBe(3.5)
    expect(slidesPerView(1366, 8, 12, 'icon')).toBe(8)
    expect(slidesPerView(1366, 8, 5, 'icon')).toBe(5)
  })
  it('changes an icon row at the same widths as a card row', () => {
    expect(iconRowBreakpoints.map((b) => b.minWidth)).toEqual(carouselBreakpoints.map((b) => b.minWidth))
  })
})
