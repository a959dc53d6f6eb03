export {
  type ProductBadge,
  ProductCard,
  type ProductCardProps,
  type WishlistControl,
} from './ProductCard.tsx'
