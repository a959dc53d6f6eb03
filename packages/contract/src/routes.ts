import { z } from 'zod'
import {
  AuthConfigAnswer,
  CheckResetTokenAnswer,
  CheckResetTokenQuery,
  ConfirmContactChangeAnswer,
  ConfirmContactChangeBody,
  DevOutboxAnswer,
  DevOutboxQuery,
  ExistingAccountAnswer,
  MessageAnswer,
  OtpCheckAnswer,
  OtpCheckBody,
  OtpSendAnswer,
  OtpSendBody,
  ResetPasswordBody,
  SendVerificationEmailBody,
  SetNewPasswordBody,
  SigninCheckBody,
  SignUpWithEmailBody,
  SignUpWithGoogleBody,
  SignUpWithPersonalDetailsBody,
  TokenAnswer,
  UpdateUserAnswer,
  UpdateUserBody,
  UserAnswer,
  VerifyOtpAnswer,
  VerifyOtpBody,
} from './auth.ts'
import { Brand, Category, ListingProduct, SearchQuery, SearchSuggestion } from './catalogue.ts'
import {
  AddSellerRatingBody,
  BrandIdParams,
  BrandPage,
  BrandsQuery,
  FeaturedBrandWithProducts,
  ReportBrandBody,
  ReportSellerBody,
  Seller,
  SellerIdQuery,
  SellerRatingsPage,
  SellerRatingsQuery,
} from './entities.ts'
import {
  DiscountForYou,
  FeaturedBrand,
  FeaturedProduct,
  Health,
  HomeBanner,
  LimitedTimeDeal,
  NewArrivalsAnswer,
  SiteSettings,
  TopBrand,
  TopDeal,
  TopStoresAnswer,
} from './home.ts'
import {
  BrandListingQuery,
  CategoryIdParams,
  DealListingQuery,
  IdParams,
  ItemIdParams,
  ItemListingQuery,
  ListingPage,
  ListingQuery,
  NewArrivalProductsPage,
  RequiredSellerListingQuery,
  SearchListingQuery,
  SellerListingQuery,
} from './listing.ts'
import { TopStoresWithProductsAnswer, TopStoresWithProductsQuery } from './topStores.ts'

/**
 * Every call of the API, keyed by a stable name. `path` is relative to `/api` and spelled exactly as
 * the specification spells it. The server registers its routes from these entries (so OpenAPI is
 * generated from them) and the storefront types its RTK Query endpoints and MSW fixtures with them.
 *
 * Paths may hold `:name` parameters, validated by the entry's `params` schema (fill them in with
 * `routePath`).
 *
 * Optional keys: `params`, `querystring` and `body` (zod schemas the server validates with); `auth` ('bearer':
 * the call needs `Authorization: Bearer <token>` and answers 401 without a live session; 'optional':
 * a token is used when present); `errors` (answer schemas of particular error statuses that carry
 * more than `{ message }`).
 */
export const routes = {
  health: { method: 'GET', path: '/health', response: Health },
  siteSettings: { method: 'GET', path: '/get-site-settings', response: SiteSettings },
  homeBanners: { method: 'GET', path: '/gethomebanner', response: z.array(HomeBanner) },
  categories: { method: 'GET', path: '/fetchCategory', response: z.array(Category) },
  topDeals: { method: 'GET', path: '/fetchDeals', response: z.array(TopDeal) },
  limitedTimeDeals: { method: 'GET', path: '/fetchLimitedTimeDeals', response: z.array(LimitedTimeDeal) },
  featuredBrands: { method: 'GET', path: '/fetchFeaturedBrands', response: z.array(FeaturedBrand) },
  topStores: { method: 'GET', path: '/topStoreGetting', response: TopStoresAnswer },
  newArrivals: { method: 'GET', path: '/getNewArrivalData', response: NewArrivalsAnswer },
  featuredProducts: { method: 'GET', path: '/getFeaturedProducts', response: z.array(FeaturedProduct) },
  topBrands: { method: 'GET', path: '/getTopBrand', response: z.array(TopBrand) },
  discountsForYou: { method: 'GET', path: '/getDiscountForYouDetails', response: z.array(DiscountForYou) },
  searchProducts: {
    method: 'GET',
    path: '/getSearchProd',
    querystring: SearchQuery,
    response: z.array(ListingProduct),
  },
  searchSuggestions: {
    method: 'GET',
    path: '/getSearch-suggestions',
    querystring: SearchQuery,
    response: z.array(SearchSuggestion),
  },

  // Identity (issue 3)
  otpSend: { method: 'POST', path: '/otp-send', body: OtpSendBody, response: OtpSendAnswer },
  otpCheck: {
    method: 'POST',
    path: '/otp-check',
    body: OtpCheckBody,
    response: OtpCheckAnswer,
    errors: { 409: ExistingAccountAnswer },
  },
  signUpWithEmail: {
    method: 'POST',
    path: '/sign-up-with-email',
    body: SignUpWithEmailBody,
    response: MessageAnswer,
  },
  signinCheck: { method: 'POST', path: '/signin-check', body: SigninCheckBody, response: TokenAnswer },
  signUpWithGoogle: {
    method: 'POST',
    path: '/sign-up-with-google',
    body: SignUpWithGoogleBody,
    response: TokenAnswer,
  },
  signUpWithPersonalDetails: {
    method: 'POST',
    path: '/sign-up-with-personal-details',
    body: SignUpWithPersonalDetailsBody,
    response: TokenAnswer,
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    body: ResetPasswordBody,
    response: MessageAnswer,
  },
  setNewPassword: {
    method: 'POST',
    path: '/set-new-password',
    body: SetNewPasswordBody,
    response: MessageAnswer,
  },
  checkResetToken: {
    method: 'GET',
    path: '/check-reset-token',
    querystring: CheckResetTokenQuery,
    response: CheckResetTokenAnswer,
  },
  userDetails: { method: 'GET', path: '/user-details', auth: 'bearer', response: UserAnswer },
  getUser: { method: 'GET', path: '/get-user', auth: 'bearer', response: UserAnswer },
  updateUser: {
    method: 'POST',
    path: '/updateUser',
    auth: 'bearer',
    body: UpdateUserBody,
    response: UpdateUserAnswer,
  },
  /** Ours: applies a phone or e-mail change once the code sent to the new one comes back right. */
  confirmContactChange: {
    method: 'POST',
    path: '/confirm-contact-change',
    auth: 'bearer',
    body: ConfirmContactChangeBody,
    response: ConfirmContactChangeAnswer,
  },
  sendVerificationEmail: {
    method: 'POST',
    path: '/send-verification-email',
    auth: 'bearer',
    body: SendVerificationEmailBody,
    response: MessageAnswer,
  },
  verifyOtp: {
    method: 'POST',
    path: '/verify-otp',
    auth: 'bearer',
    body: VerifyOtpBody,
    response: VerifyOtpAnswer,
  },
  logout: { method: 'POST', path: '/logout', auth: 'bearer', response: MessageAnswer },
  authConfig: { method: 'GET', path: '/get-auth-config', response: AuthConfigAnswer },
  devOutbox: { method: 'GET', path: '/dev/outbox', querystring: DevOutboxQuery, response: DevOutboxAnswer },

  // Listings (issue 4): every one answers a ListingPage and takes the ListingQuery filters, sort and page.
  topDealProducts: {
    method: 'GET',
    path: '/getTopDealProduct',
    querystring: DealListingQuery,
    response: ListingPage,
  },
  limitedTimeProducts: {
    method: 'GET',
    path: '/getlimitedTimeProducts',
    querystring: DealListingQuery,
    response: ListingPage,
  },
  featuredProductsWiseBrand: {
    method: 'GET',
    path: '/getfeaturedproductsWiseBrand',
    querystring: BrandListingQuery,
    response: ListingPage,
  },
  topStoreProducts: {
    method: 'GET',
    path: '/topStoreProducts',
    querystring: SellerListingQuery,
    response: ListingPage,
  },
  newArrivalProducts: {
    method: 'GET',
    path: '/getNewArrivalProd',
    querystring: ListingQuery,
    response: ListingPage,
  },
  brandWiseProducts: {
    method: 'GET',
    path: '/getBrandWiseProducts/:brandId',
    params: BrandIdParams,
    querystring: ListingQuery,
    response: ListingPage,
  },
  newArrivalItemProducts: {
    method: 'GET',
    path: '/fetch-all-new-arrival-products/:id',
    params: IdParams,
    querystring: ListingQuery,
    response: NewArrivalProductsPage,
  },
  sellersProducts: {
    method: 'GET',
    path: '/getsellersProducts',
    querystring: RequiredSellerListingQuery,
    response: ListingPage,
  },
  discountProducts: {
    method: 'GET',
    path: '/get-discount-products/:id',
    params: IdParams,
    querystring: ListingQuery,
    response: ListingPage,
  },
  itemProducts: {
    method: 'GET',
    path: '/getProducts/:itemId',
    params: ItemIdParams,
    querystring: ItemListingQuery,
    response: ListingPage,
  },
  allProducts: { method: 'GET', path: '/getAllProducts', querystring: ListingQuery, response: ListingPage },
  categoryProducts: {
    method: 'GET',
    path: '/getCategoryProducts/:categoryId',
    params: CategoryIdParams,
    querystring: ListingQuery,
    response: ListingPage,
  },
  searchListing: {
    method: 'GET',
    path: '/search-products',
    querystring: SearchListingQuery,
    response: ListingPage,
  },

  // Brand pages, seller stores, seller ratings and reports (issue 4)
  brandPage: { method: 'GET', path: '/getBrandPage/:brandId', params: BrandIdParams, response: BrandPage },
  brands: { method: 'GET', path: '/fetchBrands', querystring: BrandsQuery, response: z.array(Brand) },
  sellerBrands: {
    method: 'GET',
    path: '/getSellersBrand',
    querystring: SellerIdQuery,
    response: z.array(Brand),
  },
  seller: { method: 'GET', path: '/getOneSeller', querystring: SellerIdQuery, response: Seller },
  sellerRatings: {
    method: 'GET',
    path: '/sellerRatingsPagenation',
    querystring: SellerRatingsQuery,
    response: SellerRatingsPage,
  },
  addSellerRating: {
    method: 'POST',
    path: '/add-seller-rating',
    auth: 'bearer',
    body: AddSellerRatingBody,
    response: MessageAnswer,
  },
  reportSeller: {
    method: 'POST',
    path: '/report-seller',
    auth: 'bearer',
    body: ReportSellerBody,
    response: MessageAnswer,
  },
  reportBrand: {
    method: 'POST',
    path: '/report-brand',
    auth: 'bearer',
    body: ReportBrandBody,
    response: MessageAnswer,
  },
  featuredBrandsWithProducts: {
    method: 'GET',
    path: '/getFeaturedBrandsWithProducts',
    response: z.array(FeaturedBrandWithProducts),
  },
  /** Ours: every top store with its first products under one sort, for /topStore-Page carousels. */
  topStoresWithProducts: {
    method: 'GET',
    path: '/topStoresWithProducts',
    querystring: TopStoresWithProductsQuery,
    response: TopStoresWithProductsAnswer,
  },
} as const

export type Routes = typeof routes
export type RouteName = keyof Routes
/** The answer type of a call, for example `Answer<'topDeals'>`. */
export type Answer<N extends RouteName> = z.infer<Routes[N]['response']>
/** The path of a call with its `:name` parameters filled in (URI-encoded). */
export function routePath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}
/** The request body type of a call that takes one, for example `Body<'signinCheck'>`. */
export type Body<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never
