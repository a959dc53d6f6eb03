import type { Answer, Body } from '@haat/contract'
import { sellerRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** The seller store's own calls: the brands it deals in, its ratings and reviews, a rating and a report. */
export const sellerStoreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerBrands: build.query<Answer<'sellerBrands'>, string>({
      query: (sellerId) => contractRequest(sellerRoutes.sellerBrands, { querystring: { sellerId } }),
      transformResponse: validateAnswer('sellerBrands'),
      providesTags: (_answer, _error, sellerId) => [{ type: 'SellerBrands', id: sellerId }],
    }),
    getSellerRatings: build.query<
      Answer<'sellerRatings'>,
      { sellerId: string; page: number; limit?: number }
    >({
      query: ({ sellerId, page, limit = 10 }) =>
        contractRequest(sellerRoutes.sellerRatings, { querystring: { sellerId, page, limit } }),
      transformResponse: validateAnswer('sellerRatings'),
      providesTags: (_answer, _error, { sellerId }) => [{ type: 'SellerRatings', id: sellerId }],
    }),
    addSellerRating: build.mutation<Answer<'addSellerRating'>, Body<'addSellerRating'>>({
      query: (body) => contractRequest(sellerRoutes.addSellerRating, { body }),
      // The new rating joins the reviews and changes the seller's rating summary.
      invalidatesTags: (_answer, error, { sellerId }) =>
        error
          ? []
          : [
              { type: 'SellerRatings', id: sellerId },
              { type: 'Seller', id: sellerId },
            ],
    }),
    /** A report is kept for the marketplace's team to review: it changes nothing the storefront reads. */
    reportSeller: build.mutation<Answer<'reportSeller'>, Body<'reportSeller'>>({
      query: (body) => contractRequest(sellerRoutes.reportSeller, { body }),
    }),
  }),
})

export const {
  useGetSellerBrandsQuery,
  useGetSellerRatingsQuery,
  useAddSellerRatingMutation,
  useReportSellerMutation,
} = sellerStoreApi
