import Typography from '@mui/material/Typography'
import { stockLabel } from '../../format/index.ts'

export interface StockLabelProps {
  /** Units in stock; 0 or less is out of stock. */
  stock: number
}

/** "Out of Stock", "Only N left" or "Only few left"; renders nothing from 10 units up. */
export function StockLabel({ stock }: StockLabelProps) {
  const label = stockLabel(stock)
  if (label === null) return null
  const out = stock <= 0
  return (
    <Typography
      component="p"
      data-testid="stock-label"
      sx={{ m: 0, fontSize: '0.8rem', fontWeight: 600, color: out ? 'error.main' : '#b23c00' }}
    >
      {label}
    </Typography>
  )
}
