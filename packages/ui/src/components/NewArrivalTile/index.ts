export { NewArrivalTile, type NewArrivalTileProps } from './NewArrivalTile.tsx'
