/**
 * Cancelling items of an order: reasons, refund methods and texts (docs/product.md, "Cancellation").
 */
export {}
