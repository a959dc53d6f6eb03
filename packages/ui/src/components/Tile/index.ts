export { TileCard, TileImage, type TileImageProps, tileTitleSx } from './Tile.tsx'
