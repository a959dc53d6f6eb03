import {
  ADDED_TO_WISHLIST_MESSAGE,
  ALREADY_IN_WISHLIST_MESSAGE,
  type Answer,
  CART_FULL_MESSAGE,
  CART_LINES_MAX,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_PRODUCT_NOT_FOUND_MESSAGE,
  type CartItem,
  type CartLineProblem,
  cartMaxQuantityMessage,
  cartMergedMessage,
  cartStockLimitMessage,
  DEFAULT_CART_QUANTITY,
  ITEM_ADDED_TO_CART_MESSAGE,
  type ListingProduct,
  MOVED_TO_CART_MESSAGE,
  MOVED_TO_WISHLIST_MESSAGE,
  NOT_IN_CART_MESSAGE,
  NOT_IN_WISHLIST_MESSAGE,
  SHIPPING_CHARGES_RUPEES,
  TOKEN_MISSING_MESSAGE,
  WISHLIST_FULL_MESSAGE,
  WISHLIST_MAX,
  type WishlistItem,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { bodyOf, fail, findRecordedProduct, signedIn, url } from './mockSupport.ts'
import { recorded } from './recorded/index.ts'

/** Most of a product one shopper may buy, for products the mocks know only from a listing. */
const MOCK_B2C_MAX_QTY = 10

/** A product of any recorded answer (listing cards carry everything a cart line or wishlist item needs). */
function findListingProduct(productId: string): ListingProduct | undefined {
  return findRecordedProduct(
    productId,
    (fields) => 'sellingPrice' in fields && 'brand' in fields && 'sellerId' in fields,
  ) as ListingProduct | undefined
}

const cartLineOf = (product: ListingProduct, quantity: number): CartItem => ({
  problem: null,
  addedOfferPrice: product.offerPrice,
  lineTotal: 0,
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

/** A wished product as a cart line, for Move to Cart (the wishlist does not say its limit: a stand-in). */
const cartLineOfWished = (item: WishlistItem, quantity: number): CartItem => ({
  problem: null,
  addedOfferPrice: item.offerPrice,
  lineTotal: 0,
  productId: item.productId,
  quantity,
  name: item.name,
  imageUrls: item.imageUrls,
  price: item.price,
  offerPrice: item.offerPrice,
  sellingPrice: item.sellingPrice,
  brandDetails: { brandId: item.brandId, brandName: item.brand, brandPage: '' },
  sellerDetails: { sellerId: item.sellerId, name: '', storedetails: { storename: item.seller } },
  b2cMaxQty: MOCK_B2C_MAX_QTY,
  stock: item.stock,
})

const NO_RATINGS = { oneRating: 0, twoRating: 0, threeRating: 0, fourRating: 0, fiveRating: 0 }

/** A cart line as a wishlist item, for Move to Wishlist (its ratings from a recording when one has them). */
const wishlistItemOfLine = (line: CartItem): WishlistItem => {
  const listed = findListingProduct(line.productId)
  return {
    productId: line.productId,
    name: line.name,
    imageUrls: line.imageUrls,
    brandId: line.brandDetails.brandId,
    brand: line.brandDetails.brandName,
    sellerId: line.sellerDetails.sellerId,
    seller: line.sellerDetails.storedetails.storename,
    price: line.price,
    offerPrice: line.offerPrice,
    sellingPrice: line.sellingPrice,
    stock: line.stock,
    ...(listed
      ? {
          oneRating: listed.oneRating,
          twoRating: listed.twoRating,
          threeRating: listed.threeRating,
          fourRating: listed.fourRating,
          fiveRating: listed.fiveRating,
        }
      : NO_RATINGS),
  }
}

const paise = (rupees: number) => Math.round(rupees * 100)
const rupees = (paiseAmount: number) => paiseAmount / 100

/** The server's rule (docs/product.md, "Cart and wishlist"): the first problem the shopper must settle. */
function problemOf(line: CartItem): CartLineProblem | null {
  if (line.stock <= 0) return 'outOfStock'
  if (line.quantity > line.stock || line.quantity > line.b2cMaxQty) return 'fewerLeft'
  if (paise(line.offerPrice) !== paise(line.addedOfferPrice)) return 'priceChanged'
  return null
}

/** A line as the server answers it: its problem and total worked out from the facts it keeps. */
const answered = (line: CartItem): CartItem => ({
  ...line,
  problem: problemOf(line),
  lineTotal: rupees(paise(line.offerPrice) * line.quantity),
})

/** The order summary as the server totals it: in paise, over the lines without a problem. */
function summaryOf(cart: readonly CartItem[]): Answer<'cartSummary'> {
  let lines = 0
  let items = 0
  let pricePaise = 0
  let offerPaise = 0
  for (const line of cart) {
    if (problemOf(line) !== null) continue
    lines += 1
    items += line.quantity
    pricePaise += Math.max(paise(line.price), paise(line.offerPrice)) * line.quantity
    offerPaise += paise(line.offerPrice) * line.quantity
  }
  return {
    lines,
    items,
    excludedLines: cart.length - lines,
    price: rupees(pricePaise),
    discount: rupees(pricePaise - offerPaise),
    shippingCharges: SHIPPING_CHARGES_RUPEES,
    total: rupees(offerPaise),
  }
}

const wishlistItemOfListing = (product: ListingProduct): WishlistItem => ({
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
  /**
   * The cart the signed-in shopper starts with (default: the demo shopper's recorded cart); each line's
   * `problem` and `lineTotal` are worked out again from its stock, b2cMaxQty and `addedOfferPrice`.
   */
  cart?: CartItem[]
  /** The wishlist the signed-in shopper starts with (default: the demo shopper's recorded wishlist). */
  wishlist?: WishlistItem[]
}

/**
 * The shopper's cart and wishlist, kept in memory from the demo shopper's recorded lists, so an add, a move,
 * a quantity or a merge shows in the header's counts, on the product page and on the cart page as it would
 * on the server: the same limits, refusals, line problems and totals (docs/product.md, "Cart and
 * wishlist"). A product the mocks know only from a listing or the wishlist becomes a line with a stand-in
 * limit. A line's problem and total are worked out from what it keeps (stock, b2cMaxQty, the price it was
 * added at), so a story's cart may start with any problem. Every call answers 401 without a bearer token.
 */
export function cartHandlers({
  cart: startCart = recorded('cartProducts'),
  wishlist: startWishlist = recorded('wishlistProducts'),
}: CartMockOptions = {}) {
  let cart: CartItem[] = structuredClone(startCart)
  let wishlist: WishlistItem[] = structuredClone(startWishlist)
  const cartAnswer = () => cart.map(answered)
  const bothLists = (message: string) => ({ message, cart: cartAnswer(), wishlist })
  /**
   * Add to Cart's limits and write, shared by Move to Cart as on the server: refused (with its status and
   * message) or the line's new quantity. A line is stamped with today's price.
   */
  const addLine = (product: CartItem, quantity: number): { refused: Response } | { quantity: number } => {
    const line = cart.find((item) => item.productId === product.productId)
    if (product.stock <= 0) return { refused: fail(409, CART_OUT_OF_STOCK_MESSAGE) }
    const inCart = line?.quantity ?? 0
    const wanted = inCart + quantity
    if (wanted > product.stock) return { refused: fail(409, cartStockLimitMessage(product.stock, inCart)) }
    if (wanted > product.b2cMaxQty)
      return { refused: fail(409, cartMaxQuantityMessage(product.b2cMaxQty, inCart)) }
    if (!line && cart.length >= CART_LINES_MAX) return { refused: fail(409, CART_FULL_MESSAGE) }
    cart = line
      ? cart.map((item) =>
          item.productId === product.productId
            ? { ...item, quantity: wanted, addedOfferPrice: item.offerPrice }
            : item,
        )
      : [{ ...product, quantity: wanted, addedOfferPrice: product.offerPrice }, ...cart]
    return { quantity: wanted }
  }
  const bearer =
    (answer: (request: Request) => Promise<Response> | Response) =>
    ({ request }: { request: Request }) =>
      signedIn(request) ? answer(request) : fail(401, TOKEN_MISSING_MESSAGE)

  return [
    http.get(
      url('cartProducts'),
      bearer(() => HttpResponse.json(cartAnswer() satisfies Answer<'cartProducts'>)),
    ),
    http.get(
      url('wishlistProducts'),
      bearer(() => HttpResponse.json(wishlist satisfies Answer<'wishlistProducts'>)),
    ),
    http.post(
      url('addToCart'),
      bearer(async (request) => {
        const { productId, quantity = DEFAULT_CART_QUANTITY } = await bodyOf(request, 'addToCart')
        const product =
          cart.find((item) => item.productId === productId) ??
          (() => {
            const listed = findListingProduct(productId)
            return listed && cartLineOf(listed, 0)
          })()
        if (!product) return fail(404, CART_PRODUCT_NOT_FOUND_MESSAGE)
        const added = addLine(product, quantity)
        if ('refused' in added) return added.refused
        const wanted = added.quantity
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
        wishlist = [wishlistItemOfListing(product), ...wishlist]
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
    http.get(
      url('cartSummary'),
      bearer(() => HttpResponse.json(summaryOf(cart) satisfies Answer<'cartSummary'>)),
    ),
    http.post(
      url('moveToWishlist'),
      bearer(async (request) => {
        const { productId } = await bodyOf(request, 'moveToWishlist')
        const line = cart.find((item) => item.productId === productId)
        if (!line) return fail(404, NOT_IN_CART_MESSAGE)
        if (!wishlist.some((item) => item.productId === productId)) {
          if (wishlist.length >= WISHLIST_MAX) return fail(409, WISHLIST_FULL_MESSAGE)
          wishlist = [wishlistItemOfLine(line), ...wishlist]
        }
        cart = cart.filter((item) => item.productId !== productId)
        return HttpResponse.json(bothLists(MOVED_TO_WISHLIST_MESSAGE) satisfies Answer<'moveToWishlist'>)
      }),
    ),
    http.post(
      url('moveToCart'),
      bearer(async (request) => {
        const { productId, quantity = DEFAULT_CART_QUANTITY } = await bodyOf(request, 'moveToCart')
        const wished = wishlist.find((item) => item.productId === productId)
        if (!wished) return fail(404, NOT_IN_WISHLIST_MESSAGE)
        const product = cart.find((item) => item.productId === productId) ?? cartLineOfWished(wished, 0)
        const added = addLine(product, quantity)
        if ('refused' in added) return added.refused
        wishlist = wishlist.filter((item) => item.productId !== productId)
        return HttpResponse.json(bothLists(MOVED_TO_CART_MESSAGE) satisfies Answer<'moveToCart'>)
      }),
    ),
    http.post(
      url('removeFromCart'),
      bearer(async (request) => {
        const { productId } = await bodyOf(request, 'removeFromCart')
        cart = cart.filter((item) => item.productId !== productId)
        return HttpResponse.json(cartAnswer() satisfies Answer<'removeFromCart'>)
      }),
    ),
    http.put(
      url('updateCartQuantity'),
      bearer(async (request) => {
        const { productId, quantity } = await bodyOf(request, 'updateCartQuantity')
        const line = cart.find((item) => item.productId === productId)
        if (!line) return fail(404, NOT_IN_CART_MESSAGE)
        if (line.stock <= 0) return fail(409, CART_OUT_OF_STOCK_MESSAGE)
        if (quantity > line.stock) return fail(409, cartStockLimitMessage(line.stock))
        if (quantity > line.b2cMaxQty) return fail(409, cartMaxQuantityMessage(line.b2cMaxQty))
        // Setting a quantity, even the same one, accepts today's price.
        cart = cart.map((item) =>
          item.productId === productId ? { ...item, quantity, addedOfferPrice: item.offerPrice } : item,
        )
        return HttpResponse.json(cartAnswer() satisfies Answer<'updateCartQuantity'>)
      }),
    ),
    http.post(
      url('mergeCart'),
      bearer(async (request) => {
        const { items } = await bodyOf(request, 'mergeCart')
        const wanted = new Map<string, number>()
        for (const item of items)
          wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
        const answer: Answer<'mergeCart'> = { message: '', added: [], skipped: [], cart: [] }
        for (const [productId, quantity] of wanted) {
          const skip = (message: string) => answer.skipped.push({ productId, message })
          const line = cart.find((item) => item.productId === productId)
          const product =
            line ??
            (() => {
              const listed = findListingProduct(productId)
              return listed && cartLineOf(listed, 0)
            })()
          if (!product) {
            skip(CART_PRODUCT_NOT_FOUND_MESSAGE)
            continue
          }
          if (product.stock <= 0) {
            skip(CART_OUT_OF_STOCK_MESSAGE)
            continue
          }
          // As the server does: each line takes what its limits leave, in Add to Cart's order.
          const had = line?.quantity ?? 0
          if (had >= product.stock) {
            skip(cartStockLimitMessage(product.stock, had))
            continue
          }
          if (had >= product.b2cMaxQty) {
            skip(cartMaxQuantityMessage(product.b2cMaxQty, had))
            continue
          }
          if (!line && cart.length >= CART_LINES_MAX) {
            skip(CART_FULL_MESSAGE)
            continue
          }
          const taken = Math.min(quantity, Math.min(product.stock, product.b2cMaxQty) - had)
          addLine(product, taken)
          answer.added.push({ productId, quantity: taken })
        }
        answer.message = cartMergedMessage(answer.added.length)
        answer.cart = cartAnswer()
        return HttpResponse.json(answer)
      }),
    ),
  ]
}
