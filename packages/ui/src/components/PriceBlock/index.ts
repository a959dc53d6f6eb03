export { PriceBlock, type PriceBlockProps, type PriceTier } from './PriceBlock.tsx'
