import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { CATALOGUE_CACHE_CONTROL, ENTITY_WRITE_LIMITS, sendPublicAnswer } from '../http/public-answer.ts'
import { enforceRateLimits } from '../http/rate-limit.ts'
import { brandExists, getBrandPage, getBrands, getFeaturedBrandsWithProducts } from './query.ts'
import { storeBrandReport } from './writes.ts'

export const BRAND_PAGE_NOT_FOUND = 'Brand page not found.'
export const BRAND_NOT_FOUND = 'Brand not found.'
export const REPORT_RECEIVED = 'Thank you. Your report has been received and will be reviewed.'

/** Brand page, brand lists, featured brands with products, and reporting a brand. */
export function registerBrandRoutes(app: FastifyInstance): void {
  const { db } = app

  contractRoute(app, 'brandPage', 'brands', async ({ params, request, reply }) => {
    const page = await getBrandPage(db, params.brandId)
    if (!page) return reply.code(404).send({ message: BRAND_PAGE_NOT_FOUND })
    return sendPublicAnswer(request, reply, 'brandPage', page, CATALOGUE_CACHE_CONTROL)
  })

  contractRoute(app, 'brands', 'brands', async ({ query, request, reply }) =>
    sendPublicAnswer(request, reply, 'brands', await getBrands(db, query.category), CATALOGUE_CACHE_CONTROL),
  )

  contractRoute(app, 'featuredBrandsWithProducts', 'brands', async ({ request, reply }) =>
    sendPublicAnswer(
      request,
      reply,
      'featuredBrandsWithProducts',
      await getFeaturedBrandsWithProducts(db),
      CATALOGUE_CACHE_CONTROL,
    ),
  )

  contractRoute(app, 'reportBrand', 'brands', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `report:user:${session.userId}`, rule: ENTITY_WRITE_LIMITS.report },
    ])
    if (!allowed) return reply
    if (!(await brandExists(db, body.brandId))) return reply.code(404).send({ message: BRAND_NOT_FOUND })
    await storeBrandReport(db, body.brandId, {
      userId: session.userId,
      issue: body.issue,
      comment: body.comment,
      at: app.clock.now(),
    })
    return { message: REPORT_RECEIVED }
  })
}
