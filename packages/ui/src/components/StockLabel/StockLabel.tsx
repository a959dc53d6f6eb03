import Typography from '@mui/material/Typography'
import { stockLabel } from '../../format/index.ts'

export interface StockLabelProps {
  /** Units in stock; 0 or less is out of stock. */
  stock: number
  /**
   * Say "In Stock" from 10 units up instead of nothing: a product page states it, a listing card stays
   * quiet.
   */
  showInStock?: boolean
}

/** "Out of Stock", "Only N left" or "Only few left"; from 10 units up nothing, or "In Stock" if asked. */
export function StockLabel({ stock, showInStock = false }: StockLabelProps) {
  const label = stockLabel(stock) ?? (showInStock ? 'In Stock' : null)
  if (label === null) return null
  const out = stock <= 0
  const color = out ? 'error.main' : stock >= 10 ? 'success.main' : 'text.urgent'
  return (
    <Typography
      component="p"
      data-testid="stock-label"
      sx={{ m: 0, fontSize: '0.8rem', fontWeight: 600, color }}
    >
      {label}
    </Typography>
  )
}
