import type { PageName } from '@haat/contract/core'

/** Where a built screen lives: its module under src/ and the component the module exports. */
export interface ScreenModule {
  file: string
  component: string
  /**
   * Modules under src/ that the screen loads lazily but draws in its first screen (the home page's
   * banners are in its sections): the build puts their code in the screen's chunks, so the server preloads
   * it with the page instead of the browser asking for it after the screen's first render.
   */
  firstScreenParts?: readonly string[]
  /**
   * A module under src/ exporting `startFirstCalls` (app/firstCalls.ts): the calls the screen cannot draw
   * anything without, which the app sends as soon as the page opens instead of once the screen has
   * rendered. For calls the server cannot preload in the HTML (they carry the shopper's token).
   */
  firstCalls?: string
}

/**
 * The lazy parts of every page's frame (app/layout): the footer and the phone's bottom bar. They load right
 * after a page's first paint, on every page, so the build gives what they need chunks of their own instead
 * of leaving them to pull in a landing family's chunk whole (docs/architecture.md, "Landing chunks"). The
 * search overlay and a shopper's address selector load only when used, so they are not listed.
 */
export const FRAME_PARTS: readonly string[] = ['app/layout/AppFooter.tsx', 'app/layout/MobileNavigation.tsx']

/**
 * The built screens of the page table, by page. Plain data on purpose: the router loads each module
 * lazily from it (screens.ts), and the build reads it to list the chunks of every page, which the server
 * preloads in that page's index.html (vite.config.ts, `screenPreloads`). Pages missing here show
 * NotBuiltYet until their feature is built.
 */
export const screenModules = {
  home: {
    file: 'features/home/HomeRoute.tsx',
    component: 'HomeRoute',
    firstScreenParts: ['features/home/HomeSections.tsx'],
  },
  about: { file: 'features/about/AboutRoute.tsx', component: 'AboutRoute' },
  login: { file: 'features/auth/screens/LoginRoute.tsx', component: 'LoginRoute' },
  signInWithOtp: { file: 'features/auth/screens/PhoneSignInRoute.tsx', component: 'PhoneSignInRoute' },
  signUp: { file: 'features/auth/screens/SignUpRoute.tsx', component: 'SignUpRoute' },
  otpEntry: { file: 'features/auth/screens/OtpEntryRoute.tsx', component: 'OtpEntryRoute' },
  personalDetails: {
    file: 'features/auth/screens/PersonalDetailsRoute.tsx',
    component: 'PersonalDetailsRoute',
  },
  forgotPassword: {
    file: 'features/auth/screens/ForgotPasswordRoute.tsx',
    component: 'ForgotPasswordRoute',
  },
  resetPassword: { file: 'features/auth/screens/ResetPasswordRoute.tsx', component: 'ResetPasswordRoute' },
  myAccount: { file: 'features/account/MyAccountRoute.tsx', component: 'MyAccountRoute' },
  searchResults: { file: 'features/search/SearchResultsRoute.tsx', component: 'SearchResultsRoute' },
  category: { file: 'features/listing/CategoryRoute.tsx', component: 'CategoryRoute' },
  categoryNamed: { file: 'features/listing/CategoryRoute.tsx', component: 'CategoryRoute' },
  topDeals: { file: 'features/deals/TopDealsRoute.tsx', component: 'TopDealsRoute' },
  newArrivals: { file: 'features/new-arrivals/NewArrivalsRoute.tsx', component: 'NewArrivalsRoute' },
  newArrivalProducts: {
    file: 'features/new-arrivals/NewArrivalProductsRoute.tsx',
    component: 'NewArrivalProductsRoute',
  },
  dealProducts: { file: 'features/listing/scopedListings.tsx', component: 'ItemProductsRoute' },
  discountProducts: { file: 'features/listing/scopedListings.tsx', component: 'DiscountProductsRoute' },
  topStores: { file: 'features/top-stores/TopStoresRoute.tsx', component: 'TopStoresRoute' },
  topBrandProducts: { file: 'features/listing/scopedListings.tsx', component: 'TopBrandProductsRoute' },
  featuredBrandProducts: {
    file: 'features/brand/FeaturedBrandProductsRoute.tsx',
    component: 'FeaturedBrandProductsRoute',
  },
  limitedTimeDeals: { file: 'features/deals/LimitedTimeDealsRoute.tsx', component: 'LimitedTimeDealsRoute' },
  featuredBrands: { file: 'features/brand/FeaturedBrandsRoute.tsx', component: 'FeaturedBrandsRoute' },
  recentlyViewed: { file: 'features/listing/RecentlyViewedRoute.tsx', component: 'RecentlyViewedRoute' },
  brand: { file: 'features/brand/BrandRoute.tsx', component: 'BrandRoute' },
  sellerStore: { file: 'features/seller/SellerStoreRoute.tsx', component: 'SellerStoreRoute' },
  product: {
    file: 'features/product/ProductRoute.tsx',
    component: 'ProductRoute',
    firstCalls: 'features/product/productFirstCalls.ts',
  },
  productReviews: { file: 'features/product/ProductReviewsRoute.tsx', component: 'ProductReviewsRoute' },
  shoppingCart: { file: 'features/cart/CartRoute.tsx', component: 'CartRoute' },
  sharedList: { file: 'features/lists/SharedListRoute.tsx', component: 'SharedListRoute' },
  checkout: { file: 'features/checkout/CheckoutRoute.tsx', component: 'CheckoutRoute' },
  productCheckout: { file: 'features/checkout/ProductCheckoutRoute.tsx', component: 'ProductCheckoutRoute' },
  orderCompleted: { file: 'features/orders/OrderCompletedRoute.tsx', component: 'OrderCompletedRoute' },
  orderDetails: { file: 'features/orders/OrderDetailsRoute.tsx', component: 'OrderDetailsRoute' },
  order: { file: 'features/orders/OrderDetailsRoute.tsx', component: 'OrderDetailsRoute' },
  orderCancellation: {
    file: 'features/orders/OrderCancellationRoute.tsx',
    component: 'OrderCancellationRoute',
  },
  deliveredOrder: { file: 'features/orders/DeliveredOrderRoute.tsx', component: 'DeliveredOrderRoute' },
  menu: { file: 'features/menu/MenuRoute.tsx', component: 'MenuRoute' },
  banner: { file: 'features/banner/BannerRoute.tsx', component: 'BannerRoute' },
  side: { file: 'features/side/SideRoute.tsx', component: 'SideRoute' },
  sellerSignIn: { file: 'features/seller-area/SellerSignInRoute.tsx', component: 'SellerSignInRoute' },
  sellerOrders: { file: 'features/seller-area/SellerOrdersRoute.tsx', component: 'SellerOrdersRoute' },
  sellerOrder: { file: 'features/seller-area/SellerOrderRoute.tsx', component: 'SellerOrderRoute' },
} as const satisfies Partial<Record<PageName, ScreenModule>>

/** What a page of the table shows while its feature is not built. */
export const notBuiltYetScreen: ScreenModule = {
  file: 'features/errors/NotBuiltYetRoute.tsx',
  component: 'NotBuiltYetRoute',
}

/** What an address that opens no page shows. */
export const notFoundScreen: ScreenModule = {
  file: 'features/errors/NotFoundRoute.tsx',
  component: 'NotFoundRoute',
}
