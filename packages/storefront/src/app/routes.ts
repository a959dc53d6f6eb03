/**
 * The whole route table: every path of the original storefront, with the same spelling so its links keep
 * working. `title` names the screen; `protected` marks routes that need a signed-in shopper (the guard,
 * GuardedOutlet, sends a visitor to /login and back).
 */
export interface RouteHandle {
  title: string
  protected?: boolean
}

export interface PlannedRoute {
  path: string
  handle: RouteHandle
}

/**
 * The route table below / besides Home and About Us. Screens that are built are listed in screens.ts
 * (`builtScreens`); every other one shows NotBuiltYet with its title until its feature is built.
 */
export const plannedRoutes: PlannedRoute[] = [
  { path: '/login', handle: { title: 'Sign In' } },
  { path: '/sign-with-otp', handle: { title: 'Sign In with OTP' } },
  { path: '/sign-up-with-email', handle: { title: 'Create Account' } },
  { path: '/otp-snd/:number/:otpSession', handle: { title: 'Enter OTP' } },
  { path: '/sign-up-with-email-personal-detail/:phone', handle: { title: 'Enter Your Personal Details' } },
  { path: '/forget-password', handle: { title: 'Reset Your Password' } },
  // Ours, not the original's: the page the e-mailed password-reset link opens.
  { path: '/reset-password/:token', handle: { title: 'Choose a New Password' } },
  { path: '/menubar', handle: { title: 'Menu' } },
  { path: '/search-result-page', handle: { title: 'Search Results' } },
  { path: '/categories-page/:categoryId', handle: { title: 'Category' } },
  { path: '/categories-page/:categoryId/:name', handle: { title: 'Category' } },
  { path: '/banner/:categoryId', handle: { title: 'Offers' } },
  { path: '/product-page/:prodId', handle: { title: 'Product' } },
  { path: '/product-inner-page/:productId', handle: { title: 'Product Reviews' } },
  { path: '/product-checkout/:prodId', handle: { title: 'Secured Checkout', protected: true } },
  { path: '/all-products/:type/:itemId', handle: { title: 'Deal Products' } },
  { path: '/discout-for-you/:discountId', handle: { title: 'Discounts For You', protected: true } },
  { path: '/seller-store/:sellerId', handle: { title: 'Seller Store' } },
  { path: '/top-deals', handle: { title: 'Top Deals' } },
  { path: '/limited-time-deals', handle: { title: 'Limited Time Deals' } },
  { path: '/featured-brands', handle: { title: 'Featured Brands' } },
  { path: '/topStore-Page/:sellerId', handle: { title: 'Top Stores' } },
  { path: '/new-arrival', handle: { title: 'New Arrivals' } },
  { path: '/new-arrivals-product/:newArrivalId', handle: { title: 'New Arrivals', protected: true } },
  { path: '/brand-page/:brandId', handle: { title: 'Brand' } },
  { path: '/featured-products-page/:brandId', handle: { title: 'Brand Products' } },
  { path: '/topbrand-products-page/:brandId', handle: { title: 'Top Brand Products' } },
  { path: '/recently-viewed', handle: { title: 'Recently Viewed', protected: true } },
  { path: '/shopping-cart', handle: { title: 'Shopping Cart', protected: true } },
  { path: '/checkOut-page', handle: { title: 'Checkout', protected: true } },
  { path: '/order-completed-page/:parentOrderId', handle: { title: 'Order Completed', protected: true } },
  { path: '/my-account', handle: { title: 'My Account', protected: true } },
  { path: '/order-inner-page/:orderId', handle: { title: 'Order Details', protected: true } },
  { path: '/order-inner-cancellation/:orderId', handle: { title: 'Cancel Order', protected: true } },
  { path: '/order-inner-page-delivered', handle: { title: 'Delivered Order', protected: true } },
  // Where "Don't Cancel" on the cancellation page leads.
  { path: '/order/:orderId', handle: { title: 'Order Details', protected: true } },
  { path: '/side', handle: { title: 'Account', protected: true } },
]
