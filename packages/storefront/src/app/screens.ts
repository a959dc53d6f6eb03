import { pages } from '@haat/contract/core'
import type { ComponentType } from 'react'

export type LazyScreen = () => Promise<ComponentType>

/** Screens of the route table that are built, each in its own chunk, by path. */
export const builtScreens: Record<string, LazyScreen> = {
  [pages.login.path]: async () => (await import('../features/auth/screens/LoginRoute.tsx')).LoginRoute,
  [pages.signInWithOtp.path]: async () =>
    (await import('../features/auth/screens/PhoneSignInRoute.tsx')).PhoneSignInRoute,
  [pages.signUp.path]: async () => (await import('../features/auth/screens/SignUpRoute.tsx')).SignUpRoute,
  [pages.otpEntry.path]: async () =>
    (await import('../features/auth/screens/OtpEntryRoute.tsx')).OtpEntryRoute,
  [pages.personalDetails.path]: async () =>
    (await import('../features/auth/screens/PersonalDetailsRoute.tsx')).PersonalDetailsRoute,
  [pages.forgotPassword.path]: async () =>
    (await import('../features/auth/screens/ForgotPasswordRoute.tsx')).ForgotPasswordRoute,
  [pages.resetPassword.path]: async () =>
    (await import('../features/auth/screens/ResetPasswordRoute.tsx')).ResetPasswordRoute,
  [pages.myAccount.path]: async () => (await import('../features/account/MyAccountRoute.tsx')).MyAccountRoute,
  [pages.searchResults.path]: async () =>
    (await import('../features/search/SearchResultsRoute.tsx')).SearchResultsRoute,
  [pages.category.path]: async () => (await import('../features/listing/CategoryRoute.tsx')).CategoryRoute,
  [pages.categoryNamed.path]: async () =>
    (await import('../features/listing/CategoryRoute.tsx')).CategoryRoute,
  [pages.topDeals.path]: async () => (await import('../features/deals/TopDealsRoute.tsx')).TopDealsRoute,
  [pages.newArrivals.path]: async () =>
    (await import('../features/new-arrivals/NewArrivalsRoute.tsx')).NewArrivalsRoute,
  [pages.newArrivalProducts.path]: async () =>
    (await import('../features/new-arrivals/NewArrivalProductsRoute.tsx')).NewArrivalProductsRoute,
  [pages.dealProducts.path]: async () =>
    (await import('../features/listing/scopedListings.tsx')).ItemProductsRoute,
  [pages.discountProducts.path]: async () =>
    (await import('../features/listing/scopedListings.tsx')).DiscountProductsRoute,
  [pages.topStores.path]: async () =>
    (await import('../features/top-stores/TopStoresRoute.tsx')).TopStoresRoute,
  [pages.topBrandProducts.path]: async () =>
    (await import('../features/listing/scopedListings.tsx')).TopBrandProductsRoute,
  [pages.featuredBrandProducts.path]: async () =>
    (await import('../features/brand/FeaturedBrandProductsRoute.tsx')).FeaturedBrandProductsRoute,
  [pages.limitedTimeDeals.path]: async () =>
    (await import('../features/deals/LimitedTimeDealsRoute.tsx')).LimitedTimeDealsRoute,
  [pages.featuredBrands.path]: async () =>
    (await import('../features/brand/FeaturedBrandsRoute.tsx')).FeaturedBrandsRoute,
  [pages.recentlyViewed.path]: async () =>
    (await import('../features/listing/RecentlyViewedRoute.tsx')).RecentlyViewedRoute,
  [pages.brand.path]: async () => (await import('../features/brand/BrandRoute.tsx')).BrandRoute,
  [pages.sellerStore.path]: async () =>
    (await import('../features/seller/SellerStoreRoute.tsx')).SellerStoreRoute,
}

export const notBuiltYet: LazyScreen = async () =>
  (await import('../features/errors/NotBuiltYetRoute.tsx')).NotBuiltYetRoute
