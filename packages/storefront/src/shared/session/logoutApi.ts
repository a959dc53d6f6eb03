import type { MessageAnswer } from '@haat/contract'
import { identityRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'

/**
 * The logout call on its own: the header needs it on every page, the other identity calls only on theirs.
 * It invalidates no tag: the app reloads on /login after it, so no cached read outlives the session.
 */
export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<MessageAnswer, void>({
      query: () => contractRequest(identityRoutes.logout, { body: {} }),
    }),
  }),
})

export const { useLogoutMutation } = logoutApi
