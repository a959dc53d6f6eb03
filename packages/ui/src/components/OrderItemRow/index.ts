export { OrderItemRow, type OrderItemRowProps, type OrderItemRowTexts } from './OrderItemRow.tsx'
