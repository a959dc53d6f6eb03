import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { AuthState } from '../features/auth/authSlice.ts'

/** Feeds are also HTTP-cached by the server; keep them in memory for a while after the last reader. */
export const FEED_CACHE_SECONDS = 15 * 60

/**
 * The one RTK Query api of the app. Features inject their endpoints (`api.injectEndpoints`), so each
 * route's chunk carries only the calls it makes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: (headers, { getState }) => {
      const { token } = (getState() as { auth: AuthState }).auth
      if (token) headers.set('Authorization', `Bearer ${token}`)
      return headers
    },
  }),
  tagTypes: ['Cart', 'Wishlist', 'Lists', 'Addresses', 'Orders', 'User'],
  endpoints: () => ({}),
})
