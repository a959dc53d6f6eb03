import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import { useId } from 'react'
import { formatRupees, groupIndian } from '../../format/index.ts'

export interface CoinRedeemProps {
  /** The shopper's coin balance. */
  balance: number
  /** How many of them this order may take now (the server's answer for this total). */
  redeemableCoins: number
  /** What redeeming them takes off the total, in rupees. */
  discount: number
  checked: boolean
  onChange(checked: boolean): void
  /** The coin figures for a new total are on their way: the box waits. */
  loading?: boolean
  disabled?: boolean
  /** The checkbox's label, in the specification's words. */
  label?: string
  /** What the coins are called in the sentences under the label. */
  coinsName?: string
}

const coins = (count: number, name: string) =>
  `${groupIndian(count)} ${count === 1 ? name.replace(/s$/, '') : name}`

/**
 * The checkout's "Redeem Thara coins" checkbox with what it saves: how many coins this order may take and
 * what they take off the total. Renders nothing when the shopper has no coins. While new figures load
 * the box waits with a spinner; when this order may take none, the box is off and says so.
 */
export function CoinRedeem({
  balance,
  redeemableCoins,
  discount,
  checked,
  onChange,
  loading = false,
  disabled = false,
  label = 'Redeem Thara coins',
  coinsName = 'coins',
}: CoinRedeemProps) {
  const labelId = useId()
  const detailId = useId()
  if (!(balance > 0)) return null
  const nothingToRedeem = !(redeemableCoins > 0) && !checked
  const inactive = disabled || loading || nothingToRedeem
  return (
    <Box
      component="label"
      data-testid="coin-redeem"
      aria-busy={loading || undefined}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        p: 1,
        pr: 1.5,
        borderRadius: '8px',
        border: '1px dashed',
        borderColor: checked ? 'primary.main' : 'border.medium',
        bgcolor: checked ? 'surface.highlight' : 'background.paper',
        cursor: inactive ? 'default' : 'pointer',
      }}
    >
      <Checkbox
        checked={checked && !nothingToRedeem}
        disabled={inactive}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': detailId } }}
        sx={{ mt: -0.75 }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
        <Box component="span" id={labelId} sx={{ display: 'block', fontWeight: 600, fontSize: '0.9rem' }}>
          {label}
        </Box>
        <Box
          component="span"
          id={detailId}
          data-testid="coin-redeem-detail"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            mt: 0.25,
            fontSize: '0.8rem',
            color: 'text.secondary',
          }}
        >
          {loading ? (
            <>
              <CircularProgress size={12} thickness={5} aria-hidden />
              Checking your coins for this total
            </>
          ) : nothingToRedeem ? (
            `You have ${coins(balance, coinsName)}; none can be used on this order.`
          ) : (
            `Use ${coins(redeemableCoins, coinsName)} of your ${groupIndian(balance)} and save ${formatRupees(discount)}`
          )}
        </Box>
      </Box>
    </Box>
  )
}
