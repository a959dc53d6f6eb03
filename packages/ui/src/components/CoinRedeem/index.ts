export { CoinRedeem, type CoinRedeemProps } from './CoinRedeem.tsx'
