import type { ComponentType } from 'react'

export type LazyScreen = () => Promise<ComponentType>

/** Screens of the route table that are built, each in its own chunk. */
export const builtScreens: Record<string, LazyScreen> = {
  '/login': async () => (await import('../features/auth/screens/LoginRoute.tsx')).LoginRoute,
  '/sign-with-otp': async () =>
    (await import('../features/auth/screens/PhoneSignInRoute.tsx')).PhoneSignInRoute,
  '/sign-up-with-email': async () => (await import('../features/auth/screens/SignUpRoute.tsx')).SignUpRoute,
  '/otp-snd/:number/:otpSession': async () =>
    (await import('../features/auth/screens/OtpEntryRoute.tsx')).OtpEntryRoute,
  '/sign-up-with-email-personal-detail/:phone': async () =>
    (await import('../features/auth/screens/PersonalDetailsRoute.tsx')).PersonalDetailsRoute,
  '/forget-password': async () =>
    (await import('../features/auth/screens/ForgotPasswordRoute.tsx')).ForgotPasswordRoute,
  '/reset-password/:token': async () =>
    (await import('../features/auth/screens/ResetPasswordRoute.tsx')).ResetPasswordRoute,
  '/my-account': async () => (await import('../features/account/MyAccountRoute.tsx')).MyAccountRoute,
  '/search-result-page': async () =>
    (await import('../features/search/SearchResultsRoute.tsx')).SearchResultsRoute,
  '/categories-page/:categoryId': async () =>
    (await import('../features/listing/CategoryRoute.tsx')).CategoryRoute,
  '/categories-page/:categoryId/:name': async () =>
    (await import('../features/listing/CategoryRoute.tsx')).CategoryRoute,
  '/top-deals': async () => (await import('../features/deals/TopDealsRoute.tsx')).TopDealsRoute,
  '/new-arrival': async () =>
    (await import('../features/new-arrivals/NewArrivalsRoute.tsx')).NewArrivalsRoute,
  '/new-arrivals-product/:newArrivalId': async () =>
    (await import('../features/new-arrivals/NewArrivalProductsRoute.tsx')).NewArrivalProductsRoute,
  '/all-products/:type/:itemId': async () =>
    (await import('../features/listing/scopedListings.tsx')).ItemProductsRoute,
  '/discout-for-you/:discountId': async () =>
    (await import('../features/listing/scopedListings.tsx')).DiscountProductsRoute,
  '/topStore-Page/:sellerId': async () =>
    (await import('../features/top-stores/TopStoresRoute.tsx')).TopStoresRoute,
  '/topbrand-products-page/:brandId': async () =>
    (await import('../features/listing/scopedListings.tsx')).TopBrandProductsRoute,
  '/featured-products-page/:brandId': async () =>
    (await import('../features/brand/FeaturedBrandProductsRoute.tsx')).FeaturedBrandProductsRoute,
  '/limited-time-deals': async () =>
    (await import('../features/deals/LimitedTimeDealsRoute.tsx')).LimitedTimeDealsRoute,
  '/featured-brands': async () =>
    (await import('../features/brand/FeaturedBrandsRoute.tsx')).FeaturedBrandsRoute,
  '/recently-viewed': async () =>
    (await import('../features/listing/RecentlyViewedRoute.tsx')).RecentlyViewedRoute,
  '/brand-page/:brandId': async () => (await import('../features/brand/BrandRoute.tsx')).BrandRoute,
  '/seller-store/:sellerId': async () =>
    (await import('../features/seller/SellerStoreRoute.tsx')).SellerStoreRoute,
}

export const notBuiltYet: LazyScreen = async () =>
  (await import('../features/errors/NotBuiltYetRoute.tsx')).NotBuiltYetRoute
