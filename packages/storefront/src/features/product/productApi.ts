import { api } from '../../app/api.ts'

/** The product page's calls (the delivery check is in features/delivery/deliveryApi.ts). */
export const productApi = api.injectEndpoints({
  endpoints: () => ({}),
})
