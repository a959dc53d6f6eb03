export {
  ProductDetailLayout,
  type ProductDetailLayoutProps,
  ProductDetailSkeleton,
  type ProductDetailSkeletonProps,
} from './ProductDetailSkeleton.tsx'
