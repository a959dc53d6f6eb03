import { z } from 'zod'
import { text } from './common.ts'
import { PINCODE_MESSAGE, PINCODE_PATTERN } from './core/delivery.ts'

/** `GET /check-pincode/:pincode`: six digits, or 400 with the specification's message. */
export const CheckPincodeParams = z.object({
  pincode: text({ error: PINCODE_MESSAGE }).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
})
export type CheckPincodeParams = z.infer<typeof CheckPincodeParams>

/** A deliverable pincode: the fixed message, and the working days an order takes to arrive there. */
export const CheckPincodeAnswer = z.object({
  message: z.string(),
  deliveryDays: z.number().int().min(1),
})
export type CheckPincodeAnswer = z.infer<typeof CheckPincodeAnswer>
