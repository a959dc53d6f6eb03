export { BannerSkeleton, ProductCardSkeleton, type SkeletonProps, TileSkeleton } from './Skeletons.tsx'
