import {
  ADDED_TO_WISHLIST_MESSAGE,
  ALREADY_IN_WISHLIST_MESSAGE,
  type Answer,
  type Body,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  type CartItem,
  cartMaxQuantityMessage,
  cartStockLimitMessage,
  DEFAULT_CART_QUANTITY,
  ITEM_ADDED_TO_CART_MESSAGE,
  type ListingProduct,
  type RouteName,
  routes,
  TOKEN_MISSING_MESSAGE,
  type WishlistItem,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { recorded, recordings } from './recorded/index.ts'

const url = (name: RouteName) => `/api${routes[name].path}`
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status })
const bodyOf = async <N extends RouteName>(request: Request, _name: N) => (await request.json()) as Body<N>
const signedIn = (request: Request) => request.headers.get('Authorization')?.startsWith('Bearer ') === true

/** Most of a product one shopper may buy, for products the mocks know only from a listing. */
const MOCK_B2C_MAX_QTY = 10

/** A product of any recorded answer (listing cards carry everything a cart line or wishlist item needs). */
function findListingProduct(productId: string): ListingProduct | undefined {
  const seen = new Set<unknown>()
  const visit = (value: unknown): ListingProduct | undefined => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return undefined
    seen.add(value)
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = visit(item)
        if (found) return found
      }
      return undefined
    }
    const fields = value as Record<string, unknown>
    if (
      fields.productId === productId &&
      'sellingPrice' in fields &&
      'brand' in fields &&
      'sellerId' in fields
    ) {
      return value as ListingProduct
    }
    for (const item of Object.values(fields)) {
      const found = visit(item)
      if (found) return found
    }
    return undefined
  }
  return visit(recordings)
}

const cartLineOf = (product: ListingProduct, quantity: number): CartItem => ({
  productId: product.productId,
  quantity,
  name: product.name,
  imageUrls: product.imageUrls,
  price: product.price,
  offerPrice: product.offerPrice,
  sellingPrice: product.sellingPrice,
  brandDetails: { brandId: product.brandId, brandName: product.brand, brandPage: '' },
  sellerDetails: { sellerId: product.sellerId, name: '', storedetails: { storename: null } },
  b2cMaxQty: MOCK_B2C_MAX_QTY,
  stock: product.stock,
})

const wishlistItemOf = (product: ListingProduct): WishlistItem => ({
  productId: product.productId,
  name: product.name,
  imageUrls: product.imageUrls,
  brandId: product.brandId,
  brand: product.brand,
  sellerId: product.sellerId,
  seller: null,
  price: product.price,
  offerPrice: product.offerPrice,
  sellingPrice: product.sellingPrice,
  stock: product.stock,
  oneRating: product.oneRating,
  twoRating: product.twoRating,
  threeRating: product.threeRating,
  fourRating: product.fourRating,
  fiveRating: product.fiveRating,
})

export interface CartMockOptions {
  /** The cart the signed-in shopper starts with (default: the demo shopper's recorded cart). */
  cart?: CartItem[]
  /** The wishlist the signed-in shopper starts with (default: the demo shopper's recorded wishlist). */
  wishlist?: WishlistItem[]
}

/**
 * The shopper's cart and wishlist, kept in memory from the demo shopper's recorded lists, so an add shows
 * in the header's counts and on the product page as it would on the server. A product the mocks know only
 * from a listing becomes a line with a stand-in limit. Every call answers 401 without a bearer token.
 */
export function cartHandlers({
  cart: startCart = recorded('cartProducts'),
  wishlist: startWishlist = recorded('wishlistProducts'),
}: CartMockOptions = {}) {
  let cart: CartItem[] = structuredClone(startCart)
  let wishlist: WishlistItem[] = structuredClone(startWishlist)
  const bearer =
    (answer: (request: Request) => Promise<Response> | Response) =>
    ({ request }: { request: Request }) =>
      signedIn(request) ? answer(request) : fail(401, TOKEN_MISSING_MESSAGE)

  return [
    http.get(
      url('cartProducts'),
      bearer(() => HttpResponse.json(cart satisfies Answer<'cartProducts'>)),
    ),
    http.get(
      url('wishlistProducts'),
      bearer(() => HttpResponse.json(wishlist satisfies Answer<'wishlistProducts'>)),
    ),
    http.post(
      url('addToCart'),
      bearer(async (request) => {
        const { productId, quantity = DEFAULT_CART_QUANTITY } = await bodyOf(request, 'addToCart')
        const line = cart.find((item) => item.productId === productId)
        const product =
          line ??
          (() => {
            const listed = findListingProduct(productId)
            return listed && cartLineOf(listed, 0)
          })()
        if (!product) return fail(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
        if (product.stock <= 0) return fail(409, CART_OUT_OF_STOCK_MESSAGE)
        const inCart = line?.quantity ?? 0
        const wanted = inCart + quantity
        if (wanted > product.stock) return fail(409, cartStockLimitMessage(product.stock, inCart))
        if (wanted > product.b2cMaxQty) return fail(409, cartMaxQuantityMessage(product.b2cMaxQty, inCart))
        cart = line
          ? cart.map((item) => (item.productId === productId ? { ...item, quantity: wanted } : item))
          : [{ ...product, quantity: wanted }, ...cart]
        const answer: Answer<'addToCart'> = {
          message: ITEM_ADDED_TO_CART_MESSAGE,
          productId,
          quantity: wanted,
        }
        return HttpResponse.json(answer)
      }),
    ),
    http.post(
      url('addToWishlist'),
      bearer(async (request) => {
        const { productId } = await bodyOf(request, 'addToWishlist')
        if (wishlist.some((item) => item.productId === productId))
          return fail(400, ALREADY_IN_WISHLIST_MESSAGE)
        const product = findListingProduct(productId)
        if (!product) return fail(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
        wishlist = [wishlistItemOf(product), ...wishlist]
        const answer: Answer<'addToWishlist'> = { message: ADDED_TO_WISHLIST_MESSAGE }
        return HttpResponse.json(answer)
      }),
    ),
    http.post(
      url('removeFromWishlist'),
      bearer(async (request) => {
        const { productId } = await bodyOf(request, 'removeFromWishlist')
        wishlist = wishlist.filter((item) => item.productId !== productId)
        return HttpResponse.json(wishlist satisfies Answer<'removeFromWishlist'>)
      }),
    ),
  ]
}
