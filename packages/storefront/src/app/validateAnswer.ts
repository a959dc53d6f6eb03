/// <reference types="vite/client" />
import type { Answer, RouteName } from '@haat/contract'

/**
 * A `transformResponse` that, in development (dev server, Storybook, tests), parses the answer with the
 * contract's schema so a server drifting from the contract fails loudly in the section that reads it.
 * The contract is imported lazily, after zod is made jitless: production bundles carry neither zod nor
 * the schemas (the app itself needs only the contract's zod-free core).
 */
export function validateAnswer<N extends RouteName>(name: N) {
  return async (raw: unknown): Promise<Answer<N>> => {
    if (import.meta.env.DEV) {
      await import('./zodJitless.ts')
      const { routes } = await import('@haat/contract')
      const result = routes[name].response.safeParse(raw)
      if (!result.success) {
        console.error(`The answer of ${name} does not match the contract`, result.error.issues)
        throw new Error(`The answer of ${name} does not match the contract`)
      }
      return result.data as Answer<N>
    }
    return raw as Answer<N>
  }
}
