export { TopBrandCard, type TopBrandCardProps } from './TopBrandCard.tsx'
