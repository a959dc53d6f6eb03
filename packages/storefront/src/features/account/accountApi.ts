import type {
  ConfirmContactChangeAnswer,
  ConfirmContactChangeBody,
  MessageAnswer,
  UpdateUserAnswer,
  UpdateUserBody,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from '@haat/contract'
import { identityRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * My Account's changes to the shopper's record. Each one that changes the record invalidates `User`, so
 * the header, the guard and the form read the new one.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    /** Sends a code to the shopper's e-mail; the record changes only when verifyOtp confirms it. */
    sendVerificationEmail: build.mutation<MessageAnswer, void>({
      query: () => contractRequest(identityRoutes.sendVerificationEmail, { body: {} }),
      transformResponse: validateAnswer('sendVerificationEmail'),
    }),
    verifyOtp: build.mutation<VerifyOtpAnswer, VerifyOtpBody>({
      query: (body) => contractRequest(identityRoutes.verifyOtp, { body }),
      transformResponse: validateAnswer('verifyOtp'),
      invalidatesTags: ['User'],
    }),
  }),
})

export const {
  useUpdateUserMutation,
  useConfirmContactChangeMutation,
  useSendVerificationEmailMutation,
  useVerifyOtpMutation,
} = accountApi
