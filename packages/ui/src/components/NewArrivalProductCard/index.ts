export { NewArrivalProductCard, type NewArrivalProductCardProps } from './NewArrivalProductCard.tsx'
