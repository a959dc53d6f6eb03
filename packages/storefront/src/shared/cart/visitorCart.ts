import {
  CART_FULL_MESSAGE,
  CART_LINES_MAX,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MESSAGE,
  cartMaxQuantityMessage,
  cartStockLimitMessage,
} from '@haat/contract/core'

/** The localStorage key of the cart a visitor keeps before signing in. */
export const VISITOR_CART_KEY = 'visitorCart'

/** One line of a visitor's cart: the product, how many, and when it was first added (epoch milliseconds). */
export interface VisitorCartLine {
  productId: string
  quantity: number
  addedAt: number
}

/** What the browser knows of a product's limits: its stock and the most one shopper may buy (b2cMaxQty). */
export interface ProductLimits {
  productId: string
  stock: number
  b2cMaxQty: number
}

export type VisitorCartAdd =
  | { ok: true; lines: VisitorCartLine[]; quantity: number }
  | { ok: false; message: string }

const PRODUCT_ID_MAX = 64

function toLine(entry: unknown): VisitorCartLine | null {
  if (typeof entry !== 'object' || entry === null) return null
  const { productId, quantity, addedAt } = entry as Record<string, unknown>
  if (typeof productId !== 'string' || productId === '' || productId.length > PRODUCT_ID_MAX) return null
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null
  return {
    productId,
    // A hand-edited quantity is brought within what one request may name; the server caps it further.
    quantity: Math.min(quantity, CART_QUANTITY_MAX),
    addedAt: typeof addedAt === 'number' && Number.isFinite(addedAt) ? addedAt : 0,
  }
}

/**
 * The visitor's cart as stored, newest first. Browser storage is the visitor's to edit: anything
 * unreadable is dropped, a product listed twice keeps its first line, and no more than CART_LINES_MAX lines
 * are kept, so a hand-made list cannot grow past what the account's cart may hold.
 */
export function readVisitorCart(storage: Pick<Storage, 'getItem'> | undefined): VisitorCartLine[] {
  if (!storage) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(VISITOR_CART_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const seen = new Set<string>()
  const lines: VisitorCartLine[] = []
  for (const entry of parsed) {
    const line = toLine(entry)
    if (!line || seen.has(line.productId)) continue
    seen.add(line.productId)
    lines.push(line)
    if (lines.length === CART_LINES_MAX) break
  }
  return lines
}

/** Keeps the lines in storage (an empty cart removes the key). A full or blocked storage keeps nothing. */
export function writeVisitorCart(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  lines: readonly VisitorCartLine[],
): void {
  if (!storage) return
  try {
    if (lines.length === 0) storage.removeItem(VISITOR_CART_KEY)
    else storage.setItem(VISITOR_CART_KEY, JSON.stringify(lines))
  } catch {
    // Quota exceeded or storage disabled: the cart lives only as long as the page.
  }
}

/**
 * Adds `quantity` of a product to the visitor's cart under the limits the browser knows, judged in the
 * order the server judges an Add to Cart (docs/product.md, "Cart and wishlist"): out of stock, more than the
 * stock, more than b2cMaxQty, then a full cart for a new line. A product already in the cart has its line
 * raised and keeps its place; a new one goes first. The refusal carries the server's own wording.
 */
export function addToVisitorCart(
  lines: readonly VisitorCartLine[],
  product: ProductLimits,
  quantity: number,
  now: number,
): VisitorCartAdd {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_QUANTITY_MAX)
    return { ok: false, message: CART_QUANTITY_MESSAGE }
  if (product.stock <= 0) return { ok: false, message: CART_OUT_OF_STOCK_MESSAGE }
  const line = lines.find((candidate) => candidate.productId === product.productId)
  const inCart = line?.quantity ?? 0
  const wanted = inCart + quantity
  if (wanted > product.stock) return { ok: false, message: cartStockLimitMessage(product.stock, inCart) }
  if (wanted > product.b2cMaxQty)
    return { ok: false, message: cartMaxQuantityMessage(product.b2cMaxQty, inCart) }
  if (wanted > CART_QUANTITY_MAX) return { ok: false, message: CART_QUANTITY_MESSAGE }
  if (line) {
    return {
      ok: true,
      quantity: wanted,
      lines: lines.map((candidate) => (candidate === line ? { ...line, quantity: wanted } : candidate)),
    }
  }
  if (lines.length >= CART_LINES_MAX) return { ok: false, message: CART_FULL_MESSAGE }
  return {
    ok: true,
    quantity: wanted,
    lines: [{ productId: product.productId, quantity: wanted, addedAt: now }, ...lines],
  }
}

/** The lines as merge-cart takes them (the time added stays in the browser). */
export const mergeItemsOf = (lines: readonly VisitorCartLine[]) =>
  lines.map(({ productId, quantity }) => ({ productId, quantity }))
