/**
 * The wallet: periods, page size, transaction kinds and texts (docs/product.md, "Wallet").
 */
export {}
