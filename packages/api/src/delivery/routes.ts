import { DELIVERABLE_MESSAGE, notServiceableMessage } from '@haat/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { deliveryAreas } from '../db/schema.ts'
import { contractRoute } from '../http/contract-route.ts'
import { CATALOGUE_CACHE_CONTROL } from '../http/http-cache.ts'
import { sendPublicAnswer } from '../http/public-answer.ts'

/** The working days an order takes to reach a pincode, or null when we do not deliver there. */
export async function deliveryDaysTo(db: Db, pincode: string): Promise<number | null> {
  const [area] = await db
    .select({ deliveryDays: deliveryAreas.deliveryDays })
    .from(deliveryAreas)
    .where(eq(deliveryAreas.prefix, pincode.slice(0, 3)))
    .limit(1)
  return area?.deliveryDays ?? null
}

/**
 * The delivery check answers 200 with the days for a pincode we serve and 404 naming the pincode for one
 * we do not (docs/product.md, "Delivery"); both are public and cacheable.
 */
export function registerDeliveryRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'checkPincode', 'delivery', async ({ params, request, reply }) => {
    const deliveryDays = await deliveryDaysTo(db, params.pincode)
    if (deliveryDays === null) {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL)
      return reply.code(404).send({ message: notServiceableMessage(params.pincode) })
    }
    const answer = { message: DELIVERABLE_MESSAGE, deliveryDays }
    return sendPublicAnswer(request, reply, 'checkPincode', answer, CATALOGUE_CACHE_CONTROL)
  })
}
