import { type PathParams, routePath } from './route.ts'

/**
 * One page of the storefront: its path (the original storefront's spelling, `:name` for a parameter),
 * the title that names it and whether it needs a signed-in shopper (`protected`: the storefront's guard
 * sends a visitor to /login and back; robots.txt keeps crawlers out). `private` pages are open to
 * visitors but carry something personal in their address (a phone number, a one-time token): crawlers
 * are kept out of them too.
 */
export interface PageSpec {
  readonly path: `/${string}`
  readonly title: string
  readonly protected?: true
  readonly private?: true
  /**
   * The page draws its whole frame itself: the store's header, category bar, footer and bottom bar stay
   * away (the single-product checkout's own "Secured Checkout" header, so nothing leads the shopper off).
   */
  readonly ownLayout?: true
}

/** Checks the table against `PageSpec` while keeping its literal paths. */
const pageTable = <const T extends Record<string, PageSpec>>(table: T): T => table

/**
 * Every page of the storefront, by name. The storefront's router is built from it, its links are filled
 * from it (`pageHref`), and the server reads it to know which addresses are pages (any other answers
 * 404) and what to put in their head.
 */
export const pages = pageTable({
  home: { path: '/', title: 'Home' },
  about: { path: '/About_us', title: 'About Us' },
  login: { path: '/login', title: 'Sign In' },
  signInWithOtp: { path: '/sign-with-otp', title: 'Sign In with OTP' },
  signUp: { path: '/sign-up-with-email', title: 'Create Account' },
  otpEntry: { path: '/otp-snd/:number/:otpSession', title: 'Enter OTP', private: true },
  personalDetails: {
    path: '/sign-up-with-email-personal-detail/:phone',
    title: 'Enter Your Personal Details',
    private: true,
  },
  forgotPassword: { path: '/forget-password', title: 'Reset Your Password' },
  // Ours, not the original's: the page the e-mailed password-reset link opens.
  resetPassword: { path: '/reset-password/:token', title: 'Choose a New Password', private: true },
  menu: { path: '/menubar', title: 'Menu' },
  searchResults: { path: '/search-result-page', title: 'Search Results' },
  category: { path: '/categories-page/:categoryId', title: 'Category' },
  categoryNamed: { path: '/categories-page/:categoryId/:name', title: 'Category' },
  banner: { path: '/banner/:categoryId', title: 'Offers' },
  product: { path: '/product-page/:prodId', title: 'Product' },
  productReviews: { path: '/product-inner-page/:productId', title: 'Product Reviews' },
  productCheckout: {
    path: '/product-checkout/:prodId',
    title: 'Secured Checkout',
    protected: true,
    ownLayout: true,
  },
  dealProducts: { path: '/all-products/:type/:itemId', title: 'Deal Products' },
  discountProducts: { path: '/discout-for-you/:discountId', title: 'Discounts For You', protected: true },
  sellerStore: { path: '/seller-store/:sellerId', title: 'Seller Store' },
  topDeals: { path: '/top-deals', title: 'Top Deals' },
  limitedTimeDeals: { path: '/limited-time-deals', title: 'Limited Time Deals' },
  featuredBrands: { path: '/featured-brands', title: 'Featured Brands' },
  topStores: { path: '/topStore-Page/:sellerId', title: 'Top Stores' },
  newArrivals: { path: '/new-arrival', title: 'New Arrivals' },
  newArrivalProducts: { path: '/new-arrivals-product/:newArrivalId', title: 'New Arrivals', protected: true },
  brand: { path: '/brand-page/:brandId', title: 'Brand' },
  featuredBrandProducts: { path: '/featured-products-page/:brandId', title: 'Brand Products' },
  topBrandProducts: { path: '/topbrand-products-page/:brandId', title: 'Top Brand Products' },
  // Ours: the public, read-only page of a shared list (the link a shopper shares). Its address carries
  // an unguessable token, so crawlers are kept out.
  sharedList: { path: '/shared-list/:shareId', title: 'Shared List', private: true },
  recentlyViewed: { path: '/recently-viewed', title: 'Recently Viewed', protected: true },
  shoppingCart: { path: '/shopping-cart', title: 'Shopping Cart', protected: true },
  checkout: { path: '/checkOut-page', title: 'Checkout', protected: true },
  orderCompleted: { path: '/order-completed-page/:parentOrderId', title: 'Order Completed', protected: true },
  myAccount: { path: '/my-account', title: 'My Account', protected: true },
  orderDetails: { path: '/order-inner-page/:orderId', title: 'Order Details', protected: true },
  orderCancellation: { path: '/order-inner-cancellation/:orderId', title: 'Cancel Order', protected: true },
  deliveredOrder: { path: '/order-inner-page-delivered', title: 'Delivered Order', protected: true },
  // Where "Don't Cancel" on the cancellation page leads.
  order: { path: '/order/:orderId', title: 'Order Details', protected: true },
  side: { path: '/side', title: 'Account', protected: true },
  // Ours: the seller area, where a seller's members see their own orders and move them on. Its pages
  // draw their own frame (no shop header) and send a visitor to the seller sign-in page themselves.
  sellerSignIn: { path: '/seller/login', title: 'Seller Sign In', ownLayout: true, private: true },
  sellerOrders: { path: '/seller/orders', title: 'Seller Orders', ownLayout: true, private: true },
  sellerOrder: { path: '/seller/orders/:orderId', title: 'Seller Order', ownLayout: true, private: true },
})

export type PageName = keyof typeof pages

/** What the page of an address that is no page is called. */
export const NOT_FOUND_PAGE_TITLE = 'Page not found'
/** The store's name, after every page's title ("Top Deals | Haat"). */
export const SITE_NAME = 'Haat'
/** The home page's title, and what a page without a title of its own is called. */
export const SITE_TITLE = 'Haat: online shopping for India'
export const SITE_DESCRIPTION =
  'Haat: shop electronics, fashion, home, beauty, grocery and more from trusted Indian sellers.'

/** A page's document title: "Top Deals | Haat". */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`

/** The address of a page with its parameters filled in, each URI-encoded into one segment. */
export function pageHref<N extends PageName>(
  name: N,
  ...params: [PathParams<(typeof pages)[N]['path']>] extends [never]
    ? []
    : [Readonly<Record<PathParams<(typeof pages)[N]['path']>, string>>]
): string {
  return routePath(pages[name].path, params[0])
}

/**
 * Where the storefront's build lists, for each page it has built, the JavaScript files the page loads
 * beyond the entry (its lazy screen chunk and that chunk's imports), as paths from the build's root. The
 * server reads it to tell the browser about those files in the page's own index.html, so they download
 * alongside the entry instead of after it has run.
 */
export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json'

/**
 * The marks around the first frame the storefront's build draws into index.html after the empty #root (the
 * header and category bar as a visitor first sees them, docs/architecture.md "The first frame"). The server
 * keeps the frame for pages drawn in the common layout and cuts it out, marks and all, for pages that draw
 * their own.
 */
export const FIRST_FRAME_START = '<!--first-frame-->'
export const FIRST_FRAME_END = '<!--/first-frame-->'
/** The id of the element that holds the first frame, beside #root (hidden once the app draws into #root). */
export const FIRST_FRAME_ID = 'first-frame'

/** The shape of SCREEN_PRELOADS_FILE: page name to the files to preload, in load order. */
export type ScreenPreloads = Partial<Record<PageName, string[]>>
