export { OrderSummaryCard, type OrderSummaryCardProps, type OrderSummaryTotals } from './OrderSummaryCard.tsx'
