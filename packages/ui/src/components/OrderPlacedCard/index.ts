export {
  OrderPlacedCard,
  type OrderPlacedCardProps,
  type OrderPlacedCardTexts,
  type OrderPlacedItem,
  type OrderPlacedOrder,
  type OrderPlacedShipTo,
} from './OrderPlacedCard.tsx'
