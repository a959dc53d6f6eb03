/**
 * The Top Selling order of a seller's products: the server's Recommended order (best sellers, sponsored,
 * then by rating) with the products in stock first, so the list never opens on something the shopper
 * cannot buy (see docs/product.md, Stock). The order within each half stays the server's.
 */
export function inStockFirst<P extends { stock: number }>(products: readonly P[]): P[] {
  return [...products.filter((p) => p.stock > 0), ...products.filter((p) => p.stock <= 0)]
}
