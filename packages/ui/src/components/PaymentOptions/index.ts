export { PaymentOptions, type PaymentOptionsMethod, type PaymentOptionsProps } from './PaymentOptions.tsx'
