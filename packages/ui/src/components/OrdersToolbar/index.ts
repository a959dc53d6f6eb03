export {
  OrdersToolbar,
  type OrdersToolbarPeriod,
  type OrdersToolbarProps,
  type OrdersToolbarTexts,
  ordersCountText,
} from './OrdersToolbar.tsx'
