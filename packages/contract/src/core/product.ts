/**
 * The product page's fixed texts and limits: its main call, questions and answers, reports and the
 * recent visits kept for a signed-in shopper (the delivery check's are in ./delivery.ts). The rules behind
 * them are in docs/product.md, "Product page".
 */
import { RECENTLY_VIEWED_MAX } from './home.ts'

/** What a product id may look like: the catalogue's ids are letters, digits, `-` and `_`. */
export const PRODUCT_ID_MAX = 64
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]+$/
export const PRODUCT_ID_REQUIRED_MESSAGE = 'A product id is required.'
export const PRODUCT_ID_INVALID_MESSAGE = 'This is not a valid product id.'
/** The product page's call for a product the catalogue does not have (any more). */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product details not available.'

/** A question is a sentence, not an essay; too short to mean anything is refused too. */
export const QUESTION_MIN = 10
export const QUESTION_MAX = 500
export const QUESTION_TOO_SHORT_MESSAGE = `Please write a question of at least ${QUESTION_MIN} characters.`
export const QUESTION_TOO_LONG_MESSAGE = `A question can be at most ${QUESTION_MAX} characters.`
export const QUESTION_ADDED_MESSAGE = 'Your question has been posted.'
/** The newest questions one answer carries; `total` says how many the product has. */
export const PRODUCT_QUESTIONS_SHOWN = 50

/** The issues a shopper may report about a product, as the report form offers them. */
export const PRODUCT_REPORT_ISSUES = [
  'Incorrect Information',
  'Counterfeit Products',
  'Copyright & Trademarks Violation',
  'Others',
] as const
export const PRODUCT_REPORT_ISSUE_MESSAGE = 'Please choose an issue to report.'
export const PRODUCT_REPORT_COMMENTS_MAX = 1000
export const PRODUCT_REPORT_COMMENTS_TOO_LONG_MESSAGE = `Comments can be at most ${PRODUCT_REPORT_COMMENTS_MAX} characters.`
export const PRODUCT_REPORT_RECEIVED_MESSAGE =
  'Thank you. Your report has been received and will be reviewed.'

/** A device's list sent after sign-in holds at most as many products as a list keeps. */
export const RECENT_VISITS_TOO_MANY_MESSAGE = `At most ${RECENTLY_VIEWED_MAX} products can be added to recent visits at once.`

/** What a store without a name is called wherever its name would show (cards, cart, checkout, orders). */
export const STORE_NAME_UNAVAILABLE = 'Store Name Unavailable'
/** A missing or blank store name reads STORE_NAME_UNAVAILABLE. */
export const storeNameOf = (name: string | null | undefined): string =>
  name?.trim() ? name : STORE_NAME_UNAVAILABLE
