export { type GalleryImage, ProductGallery, type ProductGalleryProps } from './ProductGallery.tsx'
