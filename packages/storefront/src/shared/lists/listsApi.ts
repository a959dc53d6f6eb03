import type { Answer, Body } from '@haat/contract'
import { listRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/** What names one product of one list. */
export interface ListItemArgs {
  listId: string
  productId: string
}

/** A change made to a cached read ahead of the server's answer. */
interface Undoable {
  undo: () => void
}

/** Puts a cached read back as it was when the change it foresaw is refused. */
async function undoOnFailure(answer: Promise<unknown>, patch: Undoable): Promise<void> {
  try {
    await answer
  } catch {
    patch.undo()
  }
}

/**
 * The signed-in shopper's named lists and the public read of a shared one (docs/product.md, "Named
 * lists"). Every read provides a 'Lists' tag and every change invalidates the whole type, so after a
 * change each list on screen is read again from the server (the account's tabs, the product page's
 * dialog and an open shared page alike) rather than patched by hand. Used by the product page, My
 * Account and the shared-list page, so it lives in shared/.
 */
export const listsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shopper's lists, oldest first, each with its products as they are now. */
    getSharableLists: build.query<Answer<'sharableLists'>, void>({
      query: () => contractRequest(listRoutes.sharableLists),
      transformResponse: validateAnswer('sharableLists'),
      providesTags: [{ type: 'Lists', id: 'MINE' }],
    }),
    /** Every list of the shopper, saying whether it holds the product (the Add to list dialog), by product. */
    getProductInLists: build.query<Answer<'productInLists'>, string>({
      query: (productId) => contractRequest(listRoutes.productInLists, { params: { productId } }),
      transformResponse: validateAnswer('productInLists'),
      providesTags: (_answer, _error, productId) => [{ type: 'Lists', id: `product:${productId}` }],
    }),
    /** A shared list as anyone sees it, by its share id (no session needed). */
    getSharedList: build.query<Answer<'sharedList'>, string>({
      query: (shareId) => contractRequest(listRoutes.sharedList, { params: { shareId } }),
      transformResponse: validateAnswer('sharedList'),
      providesTags: (_answer, _error, shareId) => [{ type: 'Lists', id: `shared:${shareId}` }],
    }),
    // A change the server refused re-reads the lists too: a refusal (a name taken, a product already in
    // the list, a list gone) usually means another tab changed them, and the screen should show what the
    // server holds. Only a failed share leaves them be (it changes nothing a list shows).
    createSharableList: build.mutation<Answer<'createSharableList'>, Body<'createSharableList'>>({
      query: (body) => contractRequest(listRoutes.createSharableList, { body }),
      transformResponse: validateAnswer('createSharableList'),
      invalidatesTags: ['Lists'],
    }),
    addProductToList: build.mutation<Answer<'addProductToList'>, Body<'addProductToList'>>({
      query: (body) => contractRequest(listRoutes.addProductToList, { body }),
      transformResponse: validateAnswer('addProductToList'),
      invalidatesTags: ['Lists'],
    }),
    /** The product leaves the shown list at once and comes back if the server refuses. */
    deleteListItem: build.mutation<Answer<'deleteListItem'>, ListItemArgs>({
      query: (params) => contractRequest(listRoutes.deleteListItem, { params: { ...params } }),
      transformResponse: validateAnswer('deleteListItem'),
      invalidatesTags: ['Lists'],
      async onQueryStarted({ listId, productId }, { dispatch, queryFulfilled }): Promise<void> {
        const patch: Undoable = dispatch(
          listsApi.util.updateQueryData('getSharableLists', undefined, (lists) => {
            const list = lists.find((each) => each.id === listId)
            if (list) list.products = list.products.filter((product) => product.productId !== productId)
          }),
        )
        await undoOnFailure(queryFulfilled, patch)
      },
    }),
    /** The list leaves the tabs at once and comes back if the server refuses. */
    deleteList: build.mutation<Answer<'deleteList'>, string>({
      query: (listId) => contractRequest(listRoutes.deleteList, { params: { listId } }),
      transformResponse: validateAnswer('deleteList'),
      invalidatesTags: ['Lists'],
      async onQueryStarted(listId, { dispatch, queryFulfilled }): Promise<void> {
        const patch: Undoable = dispatch(
          listsApi.util.updateQueryData('getSharableLists', undefined, (lists) =>
            lists.filter((list) => list.id !== listId),
          ),
        )
        await undoOnFailure(queryFulfilled, patch)
      },
    }),
    /** Turns sharing on (or keeps it on) and answers the list's share id. */
    shareList: build.mutation<Answer<'shareList'>, string>({
      query: (listId) => contractRequest(listRoutes.shareList, { params: { listId } }),
      transformResponse: validateAnswer('shareList'),
      invalidatesTags: (_answer, error) => (error ? [] : ['Lists']),
    }),
    stopSharingList: build.mutation<Answer<'stopSharingList'>, string>({
      query: (listId) => contractRequest(listRoutes.stopSharingList, { params: { listId } }),
      transformResponse: validateAnswer('stopSharingList'),
      invalidatesTags: ['Lists'],
    }),
  }),
})

export const {
  useGetSharableListsQuery,
  useGetProductInListsQuery,
  useGetSharedListQuery,
  useCreateSharableListMutation,
  useAddProductToListMutation,
  useDeleteListItemMutation,
  useDeleteListMutation,
  useShareListMutation,
  useStopSharingListMutation,
} = listsApi
