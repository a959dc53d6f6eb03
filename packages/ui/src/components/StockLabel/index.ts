export { StockLabel, type StockLabelProps } from './StockLabel.tsx'
