/**
 * The seller area: status steps, tracking numbers and texts (docs/product.md, "Seller area").
 */
export {}
