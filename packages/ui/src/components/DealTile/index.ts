export { DealTile, type DealTileProps } from './DealTile.tsx'
