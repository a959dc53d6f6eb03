export { DiscountTile, type DiscountTileProps } from './DiscountTile.tsx'
