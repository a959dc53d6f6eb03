/**
 * Delivery's fixed texts and rules. The delivery check's wording is the specification's; the rule behind
 * it (which pincodes we deliver to) is in docs/product.md, "Delivery".
 */

/** An Indian postal code: six digits. */
export const PINCODE_PATTERN = /^\d{6}$/
export const PINCODE_LENGTH = 6
export const PINCODE_MESSAGE = 'Pincode must be 6 digits.'
export const PINCODE_REQUIRED_MESSAGE = 'Please enter a pincode'
/** The answer when we deliver to the pincode. */
export const DELIVERABLE_MESSAGE = 'This Pincode Is Deliverable'
/** The answer when we do not: the address forms show it under the pincode field. */
export const notServiceableMessage = (pincode: string) => `Invalid pincode: ${pincode} is not serviceable`
/** What the product page shows for any answer but a deliverable one. */
export const NOT_DELIVERABLE_MESSAGE = 'Sorry, delivery is not available in this pincode.'
/** Longest seller id the delivery check's query may carry. */
export const SELLER_ID_MAX = 64

/** The specification's estimate before any pincode is checked: today plus seven days, ordered before 5 PM. */
export const STANDARD_DELIVERY_DAYS = 7
/** The hour of the day in India (24-hour clock) after which an order counts from the next day. */
export const ORDER_CUTOFF_HOUR = 17

/**
 * Working days to deliver, by how near the seller ships from (docs/product.md, "Delivery"): within the
 * same district, the same state, a short haul by road, or anywhere else. The last is also the estimate
 * when we do not know where the seller ships from.
 */
export const DELIVERY_DAYS = {
  sameDistrict: 2,
  sameState: 4,
  near: 5,
  anywhere: STANDARD_DELIVERY_DAYS,
} as const
/** How far (straight line, km) a "near" seller may be. */
export const NEAR_SELLER_KM = 1000
