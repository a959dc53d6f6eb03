import { COIN_REDEEM_MAX_PERCENT, COIN_VALUE_PAISE, type CoinInfo } from '@haat/contract'
import { paiseToRupees } from '../catalogue/product-card.ts'
import { coinDiscountPaise, redeemableCoins } from './ledger.ts'

/**
 * What a shopper holding `balance` coins may redeem on an order of `orderTotalRupees`. The total comes
 * from the page in rupees; it is turned into whole paise once, and the rule itself is the ledger's
 * redeemableCoins, the same one placing an order checks against (docs/product.md, "Coins").
 */
export function coinRangeOf(balance: number, orderTotalRupees: number): CoinInfo {
  const redeemable = redeemableCoins(balance, Math.round(orderTotalRupees * 100))
  return {
    redeemableCoins: redeemable,
    coinValue: paiseToRupees(COIN_VALUE_PAISE),
    percentage: COIN_REDEEM_MAX_PERCENT,
    balance: Math.max(0, balance),
    discount: paiseToRupees(coinDiscountPaise(redeemable)),
  }
}
