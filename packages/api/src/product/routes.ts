import type { FastifyInstance } from 'fastify'

/** The product page's calls (the delivery check is in ../delivery/routes.ts). */
export function registerProductRoutes(_app: FastifyInstance): void {}
