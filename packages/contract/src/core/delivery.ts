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
