import type {
  AuthConfigAnswer,
  CheckResetTokenAnswer,
  MessageAnswer,
  OtpCheckAnswer,
  OtpCheckBody,
  OtpSendAnswer,
  OtpSendBody,
  ResetPasswordBody,
  SetNewPasswordBody,
  SigninCheckBody,
  SignUpWithEmailBody,
  SignUpWithGoogleBody,
  SignUpWithPersonalDetailsBody,
  TokenAnswer,
} from '@haat/contract'
import { identityRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * Every way into an account: sign-up, sign-in by OTP, password or Google, and the password reset. The
 * only reads are a reset link's check and the sign-in configuration. A sign-in changes whose record the
 * `User` tag stands for: the session listener invalidates it once the new token is in place.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    otpSend: build.mutation<OtpSendAnswer, OtpSendBody>({
      query: (body) => contractRequest(identityRoutes.otpSend, { body }),
      transformResponse: validateAnswer('otpSend'),
    }),
    otpCheck: build.mutation<OtpCheckAnswer, OtpCheckBody>({
      query: (body) => contractRequest(identityRoutes.otpCheck, { body }),
      transformResponse: validateAnswer('otpCheck'),
    }),
    signUpWithEmail: build.mutation<MessageAnswer, SignUpWithEmailBody>({
      query: (body) => contractRequest(identityRoutes.signUpWithEmail, { body }),
      transformResponse: validateAnswer('signUpWithEmail'),
    }),
    signinCheck: build.mutation<TokenAnswer, SigninCheckBody>({
      query: (body) => contractRequest(identityRoutes.signinCheck, { body }),
      transformResponse: validateAnswer('signinCheck'),
    }),
    signUpWithGoogle: build.mutation<TokenAnswer, SignUpWithGoogleBody>({
      query: (body) => contractRequest(identityRoutes.signUpWithGoogle, { body }),
      transformResponse: validateAnswer('signUpWithGoogle'),
    }),
    signUpWithPersonalDetails: build.mutation<TokenAnswer, SignUpWithPersonalDetailsBody>({
      query: (body) => contractRequest(identityRoutes.signUpWithPersonalDetails, { body }),
      transformResponse: validateAnswer('signUpWithPersonalDetails'),
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordBody>({
      query: (body) => contractRequest(identityRoutes.resetPassword, { body }),
      transformResponse: validateAnswer('resetPassword'),
    }),
    checkResetToken: build.query<CheckResetTokenAnswer, string>({
      query: (token) => contractRequest(identityRoutes.checkResetToken, { querystring: { token } }),
      transformResponse: validateAnswer('checkResetToken'),
      providesTags: (_answer, _error, token) => [{ type: 'ResetToken', id: token }],
      keepUnusedDataFor: 0,
    }),
    setNewPassword: build.mutation<MessageAnswer, SetNewPasswordBody>({
      query: (body) => contractRequest(identityRoutes.setNewPassword, { body }),
      transformResponse: validateAnswer('setNewPassword'),
      // The link is single use: once the password is set, its token is no longer valid.
      invalidatesTags: (_answer, error, { resetToken }) =>
        error ? [] : [{ type: 'ResetToken', id: resetToken }],
    }),
    getAuthConfig: build.query<AuthConfigAnswer, void>({
      query: () => contractRequest(identityRoutes.authConfig),
      transformResponse: validateAnswer('authConfig'),
      providesTags: ['AuthConfig'],
      keepUnusedDataFor: 3600,
    }),
  }),
})

export const {
  useOtpSendMutation,
  useOtpCheckMutation,
  useSignUpWithEmailMutation,
  useSigninCheckMutation,
  useSignUpWithGoogleMutation,
  useSignUpWithPersonalDetailsMutation,
  useResetPasswordMutation,
  useCheckResetTokenQuery,
  useSetNewPasswordMutation,
  useGetAuthConfigQuery,
} = authApi
