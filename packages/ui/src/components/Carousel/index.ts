export {
  Carousel,
  CarouselPlaceholder,
  type CarouselPlaceholderProps,
  type CarouselProps,
} from './Carousel.tsx'
export { carouselBreakpoints, slidesPerView } from './slidesPerView.ts'
export { AUTOPLAY_DELAY_MS, type AutoplayState, SLIDE_DURATION } from './useCarouselAutoplay.ts'
