import { z } from 'zod'
import { text } from './common.ts'
import { PINCODE_MESSAGE, PINCODE_PATTERN, SELLER_ID_MAX } from './core/delivery.ts'
import { atMostCharactersMessage } from './core/text.ts'

/** `GET /check-pincode/:pincode`: six digits, or 400 with the specification's message. */
export const CheckPincodeParams = z.object({
  pincode: text({ error: PINCODE_MESSAGE }).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
})
export type CheckPincodeParams = z.infer<typeof CheckPincodeParams>

/** Optionally the seller of the product on the page: the days are then counted from where it ships. */
export const CheckPincodeQuery = z.object({
  sellerId: text().trim().min(1).max(SELLER_ID_MAX, atMostCharactersMessage(SELLER_ID_MAX)).optional(),
})
export type CheckPincodeQuery = z.infer<typeof CheckPincodeQuery>

/**
 * A deliverable pincode: the fixed message, the working days an order takes to arrive there, the place
 * (India Post's district and state) and whether the days were counted from the seller's pincode
 * (docs/product.md, "Delivery").
 */
export const CheckPincodeAnswer = z.object({
  message: z.string(),
  deliveryDays: z.number().int().min(1),
  district: z.string(),
  state: z.string(),
  fromSeller: z.boolean(),
})
export type CheckPincodeAnswer = z.infer<typeof CheckPincodeAnswer>
