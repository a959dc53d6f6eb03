export {
  NEW_ARRIVAL_DESCRIPTION_MAX,
  type ProductBadge,
  ProductCard,
  type ProductCardProps,
  type ProductCardRating,
  type WishlistControl,
} from './ProductCard.tsx'
