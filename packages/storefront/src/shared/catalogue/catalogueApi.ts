import type { Answer } from '@haat/contract'
import { catalogueRoutes } from '@haat/contract/core'
import { api, contractRequest, FEED_CACHE_SECONDS } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * The category tree and the site settings: read by the header, footer, About Us, Hot Categories, the
 * listings sidebar and the phone sign-in screen. Both are cached like the home feeds.
 */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Answer<'categories'>, void>({
      query: () => contractRequest(catalogueRoutes.categories),
      transformResponse: validateAnswer('categories'),
      providesTags: [{ type: 'Catalogue', id: 'categories' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
    getSiteSettings: build.query<Answer<'siteSettings'>, void>({
      query: () => contractRequest(catalogueRoutes.siteSettings),
      transformResponse: validateAnswer('siteSettings'),
      providesTags: [{ type: 'Catalogue', id: 'siteSettings' }],
      keepUnusedDataFor: FEED_CACHE_SECONDS,
    }),
  }),
})

export const { useGetCategoriesQuery, useGetSiteSettingsQuery } = catalogueApi
