import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IMMUTABLE_CACHE_CONTROL } from './http-cache.ts'

export const NOT_FOUND_MESSAGE = 'Not found'

/**
 * The store's icon as 16 and 32 pixel images: the purple square with the white H that index.html declares
 * as its SVG icon. Browsers that read the SVG never ask for it; crawlers, feed readers, bookmarks and a
 * browser showing a JSON answer ask for /favicon.ico whatever the page says.
 */
const FAVICON = readFileSync(path.join(import.meta.dirname, 'favicon.ico'))
/** A day: the icon rarely changes, and a stale one for a day harms nobody. */
const FAVICON_CACHE_CONTROL = 'public, max-age=86400'

/** Paths that belong to the server, never to the SPA's router. */
const SERVER_PREFIXES = ['/api/', '/media/', '/assets/']

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url
  return pathname === '/api' || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** A browser navigating (Accept: text/html) or a path without a file extension, such as /top-deals. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.accept?.includes('text/html')) return true
  const lastSegment = (request.url.split('?')[0] ?? '').split('/').pop() ?? ''
  return !lastSegment.includes('.')
}

/**
 * The built storefront from `staticDir`, with history fallback: any other GET that is not the server's
 * (/api, /media, /assets) answers index.html so client-side routes survive a reload. Everything else
 * that matches no route answers JSON 404. Needs @fastify/rate-limit registered first.
 *
 * @fastify/static keeps its default wildcard route, so files built after start are served too (its
 * glob mode would answer index.html for freshly built hashed assets). Vite names files under /assets
 * by content hash: they are cached for a year; index.html and the rest revalidate every time.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    app.log.warn(`No storefront build in ${staticDir}: only the API is served (run \`npm run build\`)`)
  }
  const servesFiles = existsSync(staticDir)
  if (servesFiles) {
    await app.register(fastifyStatic, {
      root: staticDir,
      cacheControl: false,
      index: 'index.html',
      setHeaders: (reply, filePath) => {
        const relative = path.relative(staticDir, filePath).split(path.sep).join('/')
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE_CACHE_CONTROL : 'no-cache')
      },
    })
  }

  // Answered by the server itself, so it is there with or without a storefront build.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', FAVICON_CACHE_CONTROL).send(FAVICON),
  )

  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE })

  // Rate limited like the routes, so probing unknown paths costs the same budget.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (isServerPath(request.url) || !wantsPage(request)) return notFound(reply)
    if (!servesFiles || !existsSync(path.join(staticDir, 'index.html'))) return notFound(reply)
    return reply.sendFile('index.html')
  })
}
