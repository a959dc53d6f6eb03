import type { User, UserAnswer } from '@haat/contract'
import { identityRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { useAppSelector } from '../../app/store.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'
import { selectToken } from './authSlice.ts'

/**
 * The signed-in shopper's record, read by the header, the sign-in guard and My Account. These are bearer
 * calls, made only while a token exists. Whatever changes the record invalidates the `User` tag.
 */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<User, void>({
      query: () => contractRequest(identityRoutes.userDetails),
      transformResponse: async (raw: unknown) => (await validateAnswer('userDetails')(raw)).user,
      providesTags: ['User'],
    }),
    getUser: build.query<User, void>({
      query: () => contractRequest(identityRoutes.getUser),
      transformResponse: async (raw: unknown) => ((await validateAnswer('getUser')(raw)) as UserAnswer).user,
      providesTags: ['User'],
    }),
  }),
})

export const { useGetUserDetailsQuery, useGetUserQuery } = userApi

/** The signed-in shopper, loaded only while a token exists. */
export function useCurrentUser() {
  const token = useAppSelector(selectToken)
  const query = useGetUserDetailsQuery(undefined, { skip: token === null })
  return { ...query, signedIn: token !== null }
}
