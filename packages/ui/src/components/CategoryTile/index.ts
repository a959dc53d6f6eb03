export { CategoryTile, type CategoryTileProps, CategoryTileSkeleton } from './CategoryTile.tsx'
