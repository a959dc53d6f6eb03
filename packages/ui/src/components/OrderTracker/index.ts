export {
  OrderTracker,
  type OrderTrackerDates,
  type OrderTrackerProps,
  type OrderTrackerStage,
  type OrderTrackerTexts,
} from './OrderTracker.tsx'
