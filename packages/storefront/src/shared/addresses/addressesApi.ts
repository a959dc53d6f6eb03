import type { Answer, Body } from '@haat/contract'
import { addressRoutes } from '@haat/contract/core'
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'
import { userApi } from '../session/userApi.ts'

/** An update: the address's fields and its index in the list as it was read. */
export type AddressUpdate = Body<'updateAddress'>

/**
 * The session's own user id, for the paths that name it. The account's guard has usually read the record
 * already (then this is the cache); a path never carries an id typed anywhere else.
 */
async function ownUserId(dispatch: BaseQueryApi['dispatch']): Promise<string | FetchBaseQueryError> {
  const read = dispatch(userApi.endpoints.getUserDetails.initiate())
  try {
    return (await read.unwrap()).id
  } catch (error) {
    return error as FetchBaseQueryError
  } finally {
    read.unsubscribe()
  }
}

/**
 * The signed-in shopper's address book (docs/product.md, "Addresses"). Each change answers the list as
 * it now stands; it invalidates the list and the user's record, whose `address` the header's address
 * selector and the delivery estimate read.
 */
export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Answer<'addresses'>, void>({
      query: () => contractRequest(addressRoutes.addresses),
      transformResponse: validateAnswer('addresses'),
      providesTags: ['Addresses'],
    }),
    addAddress: build.mutation<Answer<'addAddress'>, Body<'addAddress'>>({
      query: (body) => contractRequest(addressRoutes.addAddress, { body }),
      transformResponse: validateAnswer('addAddress'),
      invalidatesTags: (_answer, error) => (error ? [] : ['Addresses', 'User']),
    }),
    updateAddress: build.mutation<Answer<'updateAddress'>, AddressUpdate>({
      async queryFn(body, queryApi, _extra, baseQuery) {
        const userId = await ownUserId(queryApi.dispatch)
        if (typeof userId !== 'string') return { error: userId }
        const result = await baseQuery(
          contractRequest(addressRoutes.updateAddress, { params: { userId }, body }),
        )
        if (result.error) return { error: result.error }
        return { data: await validateAnswer('updateAddress')(result.data) }
      },
      invalidatesTags: (_answer, error) => (error ? [] : ['Addresses', 'User']),
    }),
    /** Deletes the address at this index of the list as it was read. */
    deleteAddress: build.mutation<Answer<'deleteAddress'>, number>({
      async queryFn(addressIndex, queryApi, _extra, baseQuery) {
        const userId = await ownUserId(queryApi.dispatch)
        if (typeof userId !== 'string') return { error: userId }
        const body: Body<'deleteAddress'> = { addressIndex }
        const result = await baseQuery(
          contractRequest(addressRoutes.deleteAddress, { params: { userId }, body }),
        )
        if (result.error) return { error: result.error }
        return { data: await validateAnswer('deleteAddress')(result.data) }
      },
      invalidatesTags: (_answer, error) => (error ? [] : ['Addresses', 'User']),
    }),
  }),
})

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressesApi
