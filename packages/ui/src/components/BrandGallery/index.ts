export { BrandGallery, type BrandGalleryItem, type BrandGalleryProps } from './BrandGallery.tsx'
