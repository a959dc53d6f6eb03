/**
 * The stock label of the specification: 0 or less "Out of Stock"; 1 to 4 "Only {n} left";
 * above 4 and below 10 "Only few left"; 10 and more needs no label (null).
 */
export function stockLabel(stock: number): string | null {
  if (stock <= 0) return 'Out of Stock'
  if (stock <= 4) return `Only ${stock} left`
  if (stock < 10) return 'Only few left'
  return null
}

export function isOutOfStock(stock: number): boolean {
  return stock <= 0
}
