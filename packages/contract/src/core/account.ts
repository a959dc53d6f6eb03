/**
 * My Account: its sections, reviews, questions and referrals (docs/product.md, "My Account").
 */
import { pages } from './pages.ts'
import { NO_REVIEWS_MESSAGE } from './reviews.ts'

/**
 * Coins a shopper earns when a friend who signed up with their referral code has a first order delivered:
 * once per friend (the coin ledger's unique referral entry).
 */
export const REFERRAL_REWARD_COINS = 100

/**
 * The sections of /my-account, as `?section=` names them (the specification's names, spelling included:
 * `whishlist`, `RatingandReview`). `MyAcDefault`, the dashboard, is shown when none is named.
 */
export const ACCOUNT_SECTIONS = [
  'MyAcDefault',
  'my-orders',
  'personal-information',
  'address',
  'whishlist',
  'RatingandReview',
  'questions',
  'wallet',
  'refer-and-earn',
  'affiliate-dashboard',
] as const
export type AccountSectionName = (typeof ACCOUNT_SECTIONS)[number]
export const ACCOUNT_DEFAULT_SECTION: AccountSectionName = 'MyAcDefault'
/** The query key of the section in the address of /my-account. */
export const ACCOUNT_SECTION_PARAM = 'section'

/**
 * The section a `?section=` value names: the dashboard when none is given, 'unknown' for a name that is
 * not a section (the page then says ITEM_NOT_SELECTED_MESSAGE).
 */
export function accountSectionOf(value: string | null | undefined): AccountSectionName | 'unknown' {
  if (value === null || value === undefined || value === '') return ACCOUNT_DEFAULT_SECTION
  return (ACCOUNT_SECTIONS as readonly string[]).includes(value) ? (value as AccountSectionName) : 'unknown'
}

/** The address of a section of My Account (the dashboard's is /my-account itself). */
export function accountSectionHref(section: AccountSectionName): string {
  return section === ACCOUNT_DEFAULT_SECTION
    ? pages.myAccount.path
    : `${pages.myAccount.path}?${ACCOUNT_SECTION_PARAM}=${encodeURIComponent(section)}`
}

// The page's fixed texts (the specification's wording where it gives one).
export const ITEM_NOT_SELECTED_MESSAGE = 'Item Not Selected'
export const LOGOUT_CONFIRM_MESSAGE = 'Do you want to logout !'
export const DASHBOARD_TITLE = 'My Dashboard'
export const DASHBOARD_RECENT_ORDERS_TITLE = 'Recent orders'
export const DASHBOARD_SEE_MORE_ORDERS = 'See More Orders'
export const DASHBOARD_SEE_LESS_ORDERS = 'See Less Orders'
export const DASHBOARD_COINS_LABEL = 'Coins'
export const DASHBOARD_WALLET_LABEL = 'Wallet balance'
export const DASHBOARD_DEFAULT_ADDRESS_TITLE = 'Default address'

/** My Ratings & Reviews and My Question & Answers: a page of each holds this many, newest first. */
export const MY_REVIEWS_PAGE_SIZE = 10
export const MY_QUESTIONS_PAGE_SIZE = 10
export const MY_REVIEWS_TITLE = 'My Ratings & Reviews'
export const MY_QUESTIONS_TITLE = 'My Question & Answers'
/** The shopper has reviewed nothing: the product page's own empty text. */
export const NO_MY_REVIEWS_MESSAGE = NO_REVIEWS_MESSAGE
export const NO_QUESTIONS_MESSAGE = 'You have not asked any questions yet.'
export const NO_ANSWERS_YET_MESSAGE = 'No answers yet'
export const MY_REVIEWS_FAILED_MESSAGE = 'Failed to fetch your reviews'
export const MY_QUESTIONS_FAILED_MESSAGE = 'Failed to fetch your questions'
/** An id that names no review of this shopper (another shopper's answers the same: 404). */
export const MY_REVIEW_NOT_FOUND_MESSAGE = 'Review not found'
export const REVIEW_UPDATED_MESSAGE = 'Review updated successfully'
export const REVIEW_DELETED_MESSAGE = 'Review deleted successfully'
export const REVIEW_UPDATE_FAILED_MESSAGE = 'Failed to update the review'
export const REVIEW_DELETE_FAILED_MESSAGE = 'Failed to delete the review'
export const DELETE_REVIEW_CONFIRM_MESSAGE = 'Delete this review? Its rating is taken off the product.'
export const EDIT_REVIEW_TITLE = 'Edit your review'
export const DELETE_REVIEW_TITLE = 'Delete review'
export const DELETE_REVIEW_LABEL = 'Delete'

export const ACCOUNT_SECTION_LOADING_TEXT = 'Loading...'
export const ACCOUNT_TRY_AGAIN_LABEL = 'Try again'

// Refer & Earn and the Affiliate Dashboard.
export const REFER_AND_EARN_TITLE = 'Refer & Earn'
export const AFFILIATE_DASHBOARD_TITLE = 'Affiliate Dashboard'
/** A session whose account is gone (deleted since it signed in). */
export const ACCOUNT_NOT_FOUND_MESSAGE = 'User not found'
export const REFERRALS_FAILED_MESSAGE = 'Failed to fetch your referrals'
export const REFERRAL_CODE_LABEL = 'Your referral code'
export const REFERRAL_COPY_LABEL = 'Copy code'
export const REFERRAL_SHARE_LABEL = 'Share link'
export const REFERRAL_COPIED_MESSAGE = 'Referral code copied'
export const REFERRAL_FRIENDS_JOINED_LABEL = 'Friends joined'
export const REFERRAL_FRIENDS_DELIVERED_LABEL = 'Friends with a delivered order'
export const REFERRAL_COINS_EARNED_LABEL = 'Coins earned from referrals'
export const REFERRAL_NO_FRIENDS_MESSAGE = 'No friends have joined with your code yet.'
export const REFERRAL_JOINED_ON_LABEL = 'Joined on'
export const REFERRAL_DELIVERED_LABEL = 'Order delivered'
export const REFERRAL_WAITING_LABEL = 'No delivered order yet'
export const REFERRAL_SHARE_TITLE = 'Join me on Haat'
/** A number of coins in words, with Indian digit grouping ("1,250 coins"). */
export const coinsText = (count: number): string =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'coin' : 'coins'}`

/** The query key of the sign-up address a referral link carries its code in. */
export const REFERRAL_LINK_PARAM = 'ref'

/** The rule of the referral reward, as Refer & Earn states it. */
export function referralRuleText(rewardCoins: number): string {
  return `Share your code with a friend. When they sign up with it and their first order is delivered, you earn ${rewardCoins} coins (once per friend).`
}

/** The message a share sheet carries: the code and the sign-up link. */
export function referralShareText(code: string, shareUrl: string): string {
  return `Join me on Haat: sign up with my referral code ${code} at ${shareUrl}`
}
