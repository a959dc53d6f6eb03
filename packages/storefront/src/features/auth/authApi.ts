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
import { api } from '../../app/api.ts'
import { apiPaths } from '../../app/apiPaths.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** Forms send what they were given; the server applies the contract's schemas (and answers 400). */
type Input<T> = { [K in keyof T]: T[K] }

/** Every way in and out of an account (document 1 section 7). None of these are cached. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    otpSend: build.mutation<OtpSendAnswer, Input<OtpSendBody>>({
      query: (body) => ({ url: apiPaths.otpSend, method: 'POST', body }),
      transformResponse: validateAnswer('otpSend'),
    }),
    otpCheck: build.mutation<OtpCheckAnswer, Input<OtpCheckBody>>({
      query: (body) => ({ url: apiPaths.otpCheck, method: 'POST', body }),
      transformResponse: validateAnswer('otpCheck'),
    }),
    signUpWithEmail: build.mutation<MessageAnswer, Input<SignUpWithEmailBody>>({
      query: (body) => ({ url: apiPaths.signUpWithEmail, method: 'POST', body }),
      transformResponse: validateAnswer('signUpWithEmail'),
    }),
    signinCheck: build.mutation<TokenAnswer, Input<SigninCheckBody>>({
      query: (body) => ({ url: apiPaths.signinCheck, method: 'POST', body }),
      transformResponse: validateAnswer('signinCheck'),
    }),
    signUpWithGoogle: build.mutation<TokenAnswer, Input<SignUpWithGoogleBody>>({
      query: (body) => ({ url: apiPaths.signUpWithGoogle, method: 'POST', body }),
      transformResponse: validateAnswer('signUpWithGoogle'),
    }),
    signUpWithPersonalDetails: build.mutation<TokenAnswer, Input<SignUpWithPersonalDetailsBody>>({
      query: (body) => ({ url: apiPaths.signUpWithPersonalDetails, method: 'POST', body }),
      transformResponse: validateAnswer('signUpWithPersonalDetails'),
    }),
    resetPassword: build.mutation<MessageAnswer, Input<ResetPasswordBody>>({
      query: (body) => ({ url: apiPaths.resetPassword, method: 'POST', body }),
      transformResponse: validateAnswer('resetPassword'),
    }),
    checkResetToken: build.query<CheckResetTokenAnswer, string>({
      query: (token) => ({ url: apiPaths.checkResetToken, params: { token } }),
      transformResponse: validateAnswer('checkResetToken'),
      keepUnusedDataFor: 0,
    }),
    setNewPassword: build.mutation<MessageAnswer, Input<SetNewPasswordBody>>({
      query: (body) => ({ url: apiPaths.setNewPassword, method: 'POST', body }),
      transformResponse: validateAnswer('setNewPassword'),
    }),
    getAuthConfig: build.query<AuthConfigAnswer, void>({
      query: () => apiPaths.authConfig,
      transformResponse: validateAnswer('authConfig'),
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
