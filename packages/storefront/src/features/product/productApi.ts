import type { Answer, Body } from '@haat/contract'
import { productRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * The product page's calls (the delivery check is in shared/delivery/deliveryApi.ts, ratings and reviews
 * in ./reviewsApi.ts). The product is asked with the shopper's token when signed in: the answer then says
 * whether they bought it, and the server records the visit, so the shopper's recent visits
 * (shared/recentVisits) go stale.
 * The rules are in docs/product.md, "Product page".
 */
export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductDetails: build.query<Answer<'productDetails'>, string>({
      query: (pId) => contractRequest(productRoutes.productDetails, { querystring: { pId } }),
      transformResponse: validateAnswer('productDetails'),
      providesTags: (_answer, _error, pId) => [{ type: 'Product', id: pId }],
      // A signed-in visit moved this product to the head of the shopper's recent visits.
      async onQueryStarted(_pId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
          dispatch(api.util.invalidateTags([{ type: 'RecentVisits', id: 'LIST' }]))
        } catch {
          // A failed load recorded nothing.
        }
      },
    }),
    getProductQuestions: build.query<Answer<'productQuestions'>, string>({
      query: (productId) => contractRequest(productRoutes.productQuestions, { querystring: { productId } }),
      transformResponse: validateAnswer('productQuestions'),
      providesTags: (_answer, _error, productId) => [{ type: 'Questions', id: productId }],
    }),
    addQuestion: build.mutation<Answer<'addQuestion'>, Body<'addQuestion'>>({
      query: (body) => contractRequest(productRoutes.addQuestion, { body }),
      invalidatesTags: (_answer, error, { productId }) =>
        error ? [] : [{ type: 'Questions', id: productId }],
    }),
    /** A report is kept for the marketplace's team to review: it changes nothing the storefront reads. */
    reportProduct: build.mutation<Answer<'reportProduct'>, Body<'reportProduct'>>({
      query: (body) => contractRequest(productRoutes.reportProduct, { body }),
    }),
  }),
})

export const {
  useGetProductDetailsQuery,
  useGetProductQuestionsQuery,
  useAddQuestionMutation,
  useReportProductMutation,
} = productApi
