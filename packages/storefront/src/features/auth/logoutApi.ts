import type { MessageAnswer } from '@haat/contract'
import { api } from '../../app/api.ts'
import { apiPaths } from '../../app/apiPaths.ts'

/** The logout call on its own: the header needs it on every page, the other identity calls only on theirs. */
export const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: apiPaths.logout, method: 'POST', body: {} }),
    }),
  }),
})

export const { useLogoutMutation } = logoutApi
