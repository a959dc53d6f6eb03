/**
 * My Account: its sections, reviews, questions and referrals (docs/product.md, "My Account").
 */

/**
 * Coins a shopper earns when a friend who signed up with their referral code has a first order delivered:
 * once per friend (the coin ledger's unique referral entry).
 */
export const REFERRAL_REWARD_COINS = 100
