export { BuyBox, type BuyBoxProps } from './BuyBox.tsx'
