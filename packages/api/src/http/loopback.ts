import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Whether a socket address is this machine: 127.0.0.0/8, ::1, or either written as an IPv4-mapped IPv6
 * address (::ffff:127.0.0.1), which is how a dual-stack listener reports an IPv4 loopback client.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const plain = address.toLowerCase().replace(/^::ffff:/, '')
  return plain === '::1' || /^127(?:\.\d{1,3}){3}$/.test(plain)
}

/**
 * onRequest hook for what only this machine may see (the development outbox): any other client is
 * answered as if the route did not exist. It reads the socket's own peer address, never request.ip,
 * which X-Forwarded-For can set when a proxy is trusted.
 */
export async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) reply.callNotFound()
}
