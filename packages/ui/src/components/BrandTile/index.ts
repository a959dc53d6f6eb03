export { BrandTile, type BrandTileProps, BrandTileSkeleton } from './BrandTile.tsx'
