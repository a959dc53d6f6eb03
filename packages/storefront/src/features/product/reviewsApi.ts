import type { Answer, Body } from '@haat/contract'
import { reviewRoutes, UPLOAD_FIELD } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** Which page of a product's reviews to read: all stars, or only `rating` stars. */
export interface ProductReviewsArgs {
  productId: string
  rating?: number
  page?: number
  limit?: number
}

/**
 * A product's ratings and reviews (docs/product.md, "Ratings and reviews"): reading a page of reviews,
 * uploading review photos and rating a bought product. Rating refetches the product (its five counts
 * changed) and its reviews; an upload changes nothing cached.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<Answer<'productReviews'>, ProductReviewsArgs>({
      query: ({ productId, rating, page, limit }) =>
        contractRequest(reviewRoutes.productReviews, { querystring: { productId, rating, page, limit } }),
      transformResponse: validateAnswer('productReviews'),
      providesTags: (_answer, _error, { productId }) => [{ type: 'Reviews', id: productId }],
    }),
    /** Sends the photos as multipart form data, one `images` part each; answers their URLs in order. */
    uploadImages: build.mutation<Answer<'uploadImages'>, readonly Blob[]>({
      query: (files) => {
        const form = new FormData()
        for (const file of files) form.append(UPLOAD_FIELD, file)
        return contractRequest(reviewRoutes.uploadImages, { body: form })
      },
      transformResponse: validateAnswer('uploadImages'),
    }),
    addRating: build.mutation<Answer<'addRating'>, Body<'addRating'>>({
      query: (body) => contractRequest(reviewRoutes.addRating, { body }),
      transformResponse: validateAnswer('addRating'),
      invalidatesTags: (_answer, error, { productId }) =>
        error
          ? []
          : [
              { type: 'Product', id: productId },
              { type: 'Reviews', id: productId },
            ],
    }),
  }),
})

export const { useGetProductReviewsQuery, useUploadImagesMutation, useAddRatingMutation } = reviewsApi
