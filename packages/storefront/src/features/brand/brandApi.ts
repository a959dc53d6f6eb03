import type { Answer, Body } from '@haat/contract'
import { sellerRoutes } from '@haat/contract/core'
import { api, contractRequest, FEED_CACHE_SECONDS } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** The calls of the brand pages: a brand's page and its report, the featured brands, the brand list. */
export const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrandPage: build.query<Answer<'brandPage'>, string>({
      query: (brandId) => contractRequest(sellerRoutes.brandPage, { params: { brandId } }),
      transformResponse: validateAnswer('brandPage'),
    }),
    getBrands: build.query<Answer<'brands'>, { category?: string }>({
      query: ({ category }) =>
        contractRequest(sellerRoutes.brands, { querystring: category ? { category } : {} }),
      transformResponse: validateAnswer('brands'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getFeaturedBrandsWithProducts: build.query<Answer<'featuredBrandsWithProducts'>, void>({
      query: () => contractRequest(sellerRoutes.featuredBrandsWithProducts),
      transformResponse: validateAnswer('featuredBrandsWithProducts'),
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    reportBrand: build.mutation<Answer<'reportBrand'>, Body<'reportBrand'>>({
      query: (body) => contractRequest(sellerRoutes.reportBrand, { body }),
    }),
  }),
})

export const {
  useGetBrandPageQuery,
  useGetBrandsQuery,
  useGetFeaturedBrandsWithProductsQuery,
  useReportBrandMutation,
} = brandApi
