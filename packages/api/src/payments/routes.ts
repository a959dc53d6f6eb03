import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

/** Online payment: the gateway order, verification, the gateway's webhook (docs/product.md, "Payments"). */
export function registerPaymentRoutes(_app: FastifyInstance, _config: Config): void {}
