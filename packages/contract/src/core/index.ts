/*
 * The contract's zod-free core: the route table, the storefront's page table, the listing vocabulary,
 * the fixed texts and the text rules. The storefront imports this entry (`@haat/contract/core`) so its
 * bundle carries no schema library; the schemas of `@haat/contract` build on the same facts.
 */
export * from './account.ts'
export * from './addresses.ts'
export * from './brand.ts'
export * from './cancellation.ts'
export * from './cart.ts'
export * from './checkout.ts'
export * from './delivery.ts'
export * from './home.ts'
export * from './identity.ts'
export * from './invoices.ts'
export * from './listing.ts'
export * from './listingParams.ts'
export * from './lists.ts'
export * from './orders.ts'
export * from './pages.ts'
export * from './product.ts'
export * from './reviews.ts'
export * from './route.ts'
export * from './routes/index.ts'
export * from './sellerArea.ts'
export * from './text.ts'
export * from './wallet.ts'
