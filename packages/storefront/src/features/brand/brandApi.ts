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
      providesTags: (_answer, _error, brandId) => [{ type: 'Brand', id: brandId }],
    }),
    getBrands: build.query<Answer<'brands'>, { category?: string }>({
      query: ({ category }) =>
        contractRequest(sellerRoutes.brands, { querystring: category ? { category } : {} }),
      transformResponse: validateAnswer('brands'),
      providesTags: [{ type: 'Brand', id: 'LIST' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getFeaturedBrandsWithProducts: build.query<Answer<'featuredBrandsWithProducts'>, void>({
      query: () => contractRequest(sellerRoutes.featuredBrandsWithProducts),
      transformResponse: validateAnswer('featuredBrandsWithProducts'),
      providesTags: [{ type: 'Feed', id: 'featuredBrandsWithProducts' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    /** A report is kept for the marketplace's team to review: it changes nothing the storefront reads. */
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
