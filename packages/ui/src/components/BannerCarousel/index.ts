export { type Banner, BannerCarousel, type BannerCarouselProps } from './BannerCarousel.tsx'
