export {
  SubCategoryCarousel,
  type SubCategoryCarouselProps,
  type SubCategoryItem,
} from './SubCategoryCarousel.tsx'
