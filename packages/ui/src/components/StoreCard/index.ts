export { StoreCard, type StoreCardProps } from './StoreCard.tsx'
