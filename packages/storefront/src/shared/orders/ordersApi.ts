import type { Answer } from '@haat/contract'
import { type OrderPeriod, orderRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * The shopper's orders after the sale (docs/product.md, "My Orders" and "Order page"): a page of the list
 * under a period and a product search, and one order with its items and its checkout's totals. Both are
 * tagged Orders, so placing a checkout (which invalidates Orders) shows the new order on the next visit.
 */

/** What the list asks: the period, the product search (empty: none) and the page from 1. */
export interface OrdersArgs {
  period: OrderPeriod
  search: string
  page: number
  /** Only orders in this status (none: every status). */
  status?: number
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<Answer<'orders'>, OrdersArgs>({
      query: ({ period, search, page, status }) =>
        contractRequest(orderRoutes.orders, {
          // Only what differs from the defaults, so the first page of all orders is one plain request.
          querystring: {
            period: period === 'all' ? undefined : period,
            search: search.trim() === '' ? undefined : search.trim(),
            page: page === 1 ? undefined : page,
            status,
          },
        }),
      transformResponse: validateAnswer('orders'),
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),
    orderDetails: build.query<Answer<'orderDetails'>, string>({
      query: (orderId) => contractRequest(orderRoutes.orderDetails, { params: { orderId } }),
      transformResponse: validateAnswer('orderDetails'),
      providesTags: (_answer, _error, orderId) => [{ type: 'Orders', id: orderId }],
    }),
  }),
})

export const { useOrdersQuery, useOrderDetailsQuery } = ordersApi
