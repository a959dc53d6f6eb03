export { OrderCard, type OrderCardItem, type OrderCardProps, type OrderCardTexts } from './OrderCard.tsx'
