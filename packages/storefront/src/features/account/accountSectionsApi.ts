import type { Answer, Body } from '@haat/contract'
import { accountRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * My Account's own sections (docs/product.md, "My Account"): the shopper's reviews with edit and delete,
 * their questions, and their referrals. The reviews list is tagged Reviews 'MINE'; an edit or a delete
 * also invalidates that product's reviews and its page (its star counts moved).
 */
export const accountSectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myReviews: build.query<Answer<'myReviews'>, number>({
      query: (page) =>
        contractRequest(accountRoutes.myReviews, { querystring: { page: page === 1 ? undefined : page } }),
      transformResponse: validateAnswer('myReviews'),
      providesTags: [{ type: 'Reviews', id: 'MINE' }],
    }),
    updateMyReview: build.mutation<
      Answer<'updateMyReview'>,
      { reviewId: string; productId: string; body: Body<'updateMyReview'> }
    >({
      query: ({ reviewId, body }) =>
        contractRequest(accountRoutes.updateMyReview, { params: { reviewId }, body }),
      transformResponse: validateAnswer('updateMyReview'),
      invalidatesTags: (_answer, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Reviews', id: 'MINE' },
              { type: 'Reviews', id: productId },
              { type: 'Product', id: productId },
            ],
    }),
    deleteMyReview: build.mutation<Answer<'deleteMyReview'>, { reviewId: string; productId: string }>({
      query: ({ reviewId }) => contractRequest(accountRoutes.deleteMyReview, { params: { reviewId } }),
      transformResponse: validateAnswer('deleteMyReview'),
      invalidatesTags: (_answer, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Reviews', id: 'MINE' },
              { type: 'Reviews', id: productId },
              { type: 'Product', id: productId },
            ],
    }),
    myQuestions: build.query<Answer<'myQuestions'>, number>({
      query: (page) =>
        contractRequest(accountRoutes.myQuestions, { querystring: { page: page === 1 ? undefined : page } }),
      transformResponse: validateAnswer('myQuestions'),
      providesTags: [{ type: 'Questions', id: 'MINE' }],
    }),
    referrals: build.query<Answer<'referrals'>, void>({
      query: () => contractRequest(accountRoutes.referrals),
      transformResponse: validateAnswer('referrals'),
    }),
  }),
})

export const {
  useMyReviewsQuery,
  useUpdateMyReviewMutation,
  useDeleteMyReviewMutation,
  useMyQuestionsQuery,
  useReferralsQuery,
} = accountSectionsApi
