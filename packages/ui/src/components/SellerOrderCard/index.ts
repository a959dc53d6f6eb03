export * from './SellerOrderCard.tsx'
