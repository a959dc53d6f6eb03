export {
  NEW_ARRIVAL_DESCRIPTION_MAX,
  NewArrivalProductCard,
  type NewArrivalProductCardProps,
} from './NewArrivalProductCard.tsx'
export { NewArrivalProductGrid, type NewArrivalProductGridProps } from './NewArrivalProductGrid.tsx'
