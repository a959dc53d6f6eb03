/**
 * What a store without a name is called on every checkout and order answer, as the cart and the product
 * cards call it.
 */
// TODO(contract): the storefront keeps the same text as STORE_NAME_UNAVAILABLE in shared/links.ts; one
// constant in @haat/contract would serve both.
export const STORE_NAME_UNAVAILABLE = 'Store Name Unavailable'

/** The store name to show: a missing or blank one reads STORE_NAME_UNAVAILABLE. */
export const storeNameOrFallback = (storeName: string | null | undefined): string =>
  storeName?.trim() ? storeName : STORE_NAME_UNAVAILABLE
