export { CheckoutSummaryCard, type CheckoutSummaryCardProps } from './CheckoutSummaryCard.tsx'
