import type {
  ConfirmContactChangeAnswer,
  ConfirmContactChangeBody,
  UpdateUserAnswer,
  UpdateUserBody,
  User,
  UserAnswer,
  VerifyOtpAnswer,
} from '@haat/contract'
import { identityRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { useAppSelector } from '../../app/store.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'
import { selectToken } from './authSlice.ts'

/** The signed-in shopper's record (bearer calls; made only while a token exists, spec section 4). */
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
    updateUser: build.mutation<UpdateUserAnswer, UpdateUserBody>({
      query: (body) => contractRequest(identityRoutes.updateUser, { body }),
      transformResponse: validateAnswer('updateUser'),
      invalidatesTags: ['User'],
    }),
    confirmContactChange: build.mutation<ConfirmContactChangeAnswer, ConfirmContactChangeBody>({
      query: (body) => contractRequest(identityRoutes.confirmContactChange, { body }),
      transformResponse: validateAnswer('confirmContactChange'),
      invalidatesTags: ['User'],
    }),
    sendVerificationEmail: build.mutation<{ message: string }, void>({
      query: () => contractRequest(identityRoutes.sendVerificationEmail, { body: {} }),
      transformResponse: validateAnswer('sendVerificationEmail'),
    }),
    verifyOtp: build.mutation<VerifyOtpAnswer, { otp: string }>({
      query: (body) => contractRequest(identityRoutes.verifyOtp, { body }),
      transformResponse: validateAnswer('verifyOtp'),
      invalidatesTags: ['User'],
    }),
  }),
})

export const {
  useGetUserDetailsQuery,
  useGetUserQuery,
  useUpdateUserMutation,
  useConfirmContactChangeMutation,
  useSendVerificationEmailMutation,
  useVerifyOtpMutation,
} = userApi

/** The signed-in shopper, loaded only while a token exists. */
export function useCurrentUser() {
  const token = useAppSelector(selectToken)
  const query = useGetUserDetailsQuery(undefined, { skip: token === null })
  return { ...query, signedIn: token !== null }
}
