import { styled } from '@mui/material/styles'
import { formatRupees } from '../../format/index.ts'
import { Price } from '../Price/index.ts'

/** One step of a quantity price list: the range as the seller wrote it ("10-49") and the unit price. */
export interface PriceTier {
  range: string
  /** Unit price in rupees at that quantity. */
  price: number
}

export interface PriceBlockProps {
  /** Original (list) price in rupees. */
  price: number
  /** What the shopper pays for one, in rupees. */
  offerPrice: number
  /** Quantity prices; the list is left out when empty. */
  tiers?: PriceTier[]
  /** A line under the price, e.g. "Inclusive of all taxes". */
  taxNote?: string
  /** The tier list's caption. */
  tiersTitle?: string
}

const Root = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4 })

const Save = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.9rem',
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.success.main,
}))

const Note = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.8rem',
  color: (theme.vars ?? theme).palette.text.secondary,
}))

const Tiers = styled('table')(({ theme }) => ({
  marginTop: 8,
  borderCollapse: 'collapse',
  fontSize: '0.85rem',
  width: '100%',
  maxWidth: 360,
  '& caption': {
    textAlign: 'left',
    fontWeight: 700,
    paddingBottom: 4,
    color: (theme.vars ?? theme).palette.text.primary,
  },
  '& th, & td': {
    textAlign: 'left',
    padding: '6px 10px',
    border: `1px solid ${theme.vars.palette.border.main}`,
  },
  '& thead th': { backgroundColor: (theme.vars ?? theme).palette.background.default, fontWeight: 600 },
  '& td:last-of-type': { fontWeight: 700 },
}))

/**
 * The product page's price: offer price, the struck-out original and "N% off" (Price), "You Save ₹x",
 * and the quantity price list when the seller gives one. Rupees as ₹ with two decimals, Indian grouping.
 */
export function PriceBlock({
  price,
  offerPrice,
  tiers = [],
  taxNote,
  tiersTitle = 'Buy more, pay less',
}: PriceBlockProps) {
  const saving = price > offerPrice ? price - offerPrice : 0
  return (
    <Root data-testid="price-block">
      <Price price={price} offerPrice={offerPrice} size="lg" />
      {saving > 0 && <Save>You Save {formatRupees(saving)}</Save>}
      {taxNote && <Note>{taxNote}</Note>}
      {tiers.length > 0 && (
        <Tiers>
          <caption>{tiersTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col">Price per unit</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.range}>
                <td>{tier.range} units</td>
                <td>{formatRupees(tier.price)}</td>
              </tr>
            ))}
          </tbody>
        </Tiers>
      )}
    </Root>
  )
}
