import type { RouteName } from '@haat/contract'

/**
 * The path under /api of every call, as the contract spells it. Kept as plain strings so the app bundle
 * does not carry zod and every schema; `apiPaths.test.ts` proves they equal `routes[name].path`.
 */
export const apiPaths = {
  health: '/health',
  siteSettings: '/get-site-settings',
  homeBanners: '/gethomebanner',
  categories: '/fetchCategory',
  topDeals: '/fetchDeals',
  limitedTimeDeals: '/fetchLimitedTimeDeals',
  featuredBrands: '/fetchFeaturedBrands',
  topStores: '/topStoreGetting',
  newArrivals: '/getNewArrivalData',
  featuredProducts: '/getFeaturedProducts',
  topBrands: '/getTopBrand',
  discountsForYou: '/getDiscountForYouDetails',
  searchProducts: '/getSearchProd',
  searchSuggestions: '/getSearch-suggestions',
  otpSend: '/otp-send',
  otpCheck: '/otp-check',
  signUpWithEmail: '/sign-up-with-email',
  signinCheck: '/signin-check',
  signUpWithGoogle: '/sign-up-with-google',
  signUpWithPersonalDetails: '/sign-up-with-personal-details',
  resetPassword: '/reset-password',
  setNewPassword: '/set-new-password',
  checkResetToken: '/check-reset-token',
  userDetails: '/user-details',
  getUser: '/get-user',
  updateUser: '/updateUser',
  confirmContactChange: '/confirm-contact-change',
  sendVerificationEmail: '/send-verification-email',
  verifyOtp: '/verify-otp',
  logout: '/logout',
  authConfig: '/get-auth-config',
  devOutbox: '/dev/outbox',
} as const satisfies Partial<Record<RouteName, string>>

/** A path of `apiPaths` with its `:name` parameters filled in, each URI-encoded into one segment. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}
