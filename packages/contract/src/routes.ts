import { z } from 'zod'
import { accountSchemas } from './account.ts'
import {
  AddAddressBody,
  AddressesChangeAnswer,
  DeleteAddressBody,
  UpdateAddressBody,
  UserIdParams,
} from './addresses.ts'
import { cancellationSchemas } from './cancellation.ts'
import {
  AddToCartAnswer,
  AddToCartBody,
  CartItem,
  CartMoveAnswer,
  CartProductBody,
  CartSummary,
  MergeCartAnswer,
  MergeCartBody,
  MoveToCartBody,
  UpdateCartQuantityBody,
  WishlistItem,
  WishlistProductBody,
} from './cart.ts'
import { Brand, Category, ListingProduct, SearchQuery, SearchSuggestion } from './catalogue.ts'
import {
  CheckoutSummary,
  CheckoutSummaryQuery,
  CoinRangeAnswer,
  CoinRangeQuery,
  CreatePaymentOrderBody,
  OrderSummaryAnswer,
  ParentOrderParams,
  PaymentOrderAnswer,
  PlaceOrderAnswer,
  PlaceOrderBody,
  SimulatedPaymentAnswer,
  SimulatedPaymentBody,
  SingleProductPlaceOrderBody,
  UpdateCustomerNotesBody,
  VerifyPaymentAnswer,
  VerifyPaymentBody,
  WebhookAnswer,
} from './checkout.ts'
import type { RouteSpec } from './core/route.ts'
import { type RouteName, routeSpecs } from './core/routes/index.ts'
import { CheckPincodeAnswer, CheckPincodeParams, CheckPincodeQuery } from './delivery.ts'
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
  Address,
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
} from './identity.ts'
import { invoiceSchemas } from './invoices.ts'
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
import {
  AddProductToListBody,
  CreateSharableListAnswer,
  CreateSharableListBody,
  ListIdParams,
  ListItemParams,
  ProductInListsAnswer,
  ProductInListsParams,
  SharableList,
  SharedListAnswer,
  ShareIdParams,
  ShareListAnswer,
} from './lists.ts'
import { OrderDetailsAnswer, OrderIdParams, OrdersAnswer, OrdersQuery } from './orders.ts'
import {
  AddQuestionAnswer,
  AddQuestionBody,
  AddRecentVisitsBody,
  ProductDetailsAnswer,
  ProductDetailsQuery,
  ProductQuestionsAnswer,
  ProductQuestionsQuery,
  RecentVisitsAnswer,
  ReportProductBody,
} from './product.ts'
import {
  AddRatingAnswer,
  AddRatingBody,
  ProductReviewsPage,
  ProductReviewsQuery,
  UploadImagesAnswer,
} from './reviews.ts'
import { sellerAreaSchemas } from './sellerArea.ts'
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
  TopStoresWithProductsAnswer,
  TopStoresWithProductsQuery,
} from './sellers.ts'
import { walletSchemas } from './wallet.ts'

/**
 * The schemas of one call: optional `params`, `querystring` and `body` (what the server validates a
 * request with), the `response` it answers and, where an error status carries more than `{ message }`,
 * that answer's schema under `errors`.
 */
export interface RouteSchemas {
  readonly params?: z.ZodType
  readonly querystring?: z.ZodType
  readonly body?: z.ZodType
  readonly response: z.ZodType
  readonly errors?: Readonly<Record<number, z.ZodType>>
}

/**
 * Every call of the API: its method, path and auth from the core's route table (`routeSpecs`) joined with
 * its schemas below. The server registers its routes from these entries (so OpenAPI is generated from
 * them) and the storefront types its RTK Query endpoints and MSW fixtures with them. A call missing here,
 * or one the core does not know, is a type error.
 */
const schemas = {
  health: { response: Health },
  siteSettings: { response: SiteSettings },
  homeBanners: { response: z.array(HomeBanner) },
  categories: { response: z.array(Category) },
  topDeals: { response: z.array(TopDeal) },
  limitedTimeDeals: { response: z.array(LimitedTimeDeal) },
  featuredBrands: { response: z.array(FeaturedBrand) },
  topStores: { response: TopStoresAnswer },
  newArrivals: { response: NewArrivalsAnswer },
  featuredProducts: { response: z.array(FeaturedProduct) },
  topBrands: { response: z.array(TopBrand) },
  discountsForYou: { response: z.array(DiscountForYou) },
  searchProducts: {
    querystring: SearchQuery,
    response: z.array(ListingProduct),
  },
  searchSuggestions: {
    querystring: SearchQuery,
    response: z.array(SearchSuggestion),
  },

  // Identity
  otpSend: { body: OtpSendBody, response: OtpSendAnswer },
  otpCheck: {
    body: OtpCheckBody,
    response: OtpCheckAnswer,
    errors: { 409: ExistingAccountAnswer },
  },
  signUpWithEmail: {
    body: SignUpWithEmailBody,
    response: MessageAnswer,
  },
  signinCheck: { body: SigninCheckBody, response: TokenAnswer },
  signUpWithGoogle: {
    body: SignUpWithGoogleBody,
    response: TokenAnswer,
  },
  signUpWithPersonalDetails: {
    body: SignUpWithPersonalDetailsBody,
    response: TokenAnswer,
  },
  resetPassword: {
    body: ResetPasswordBody,
    response: MessageAnswer,
  },
  setNewPassword: {
    body: SetNewPasswordBody,
    response: MessageAnswer,
  },
  checkResetToken: {
    querystring: CheckResetTokenQuery,
    response: CheckResetTokenAnswer,
  },
  userDetails: { response: UserAnswer },
  getUser: { response: UserAnswer },
  updateUser: {
    body: UpdateUserBody,
    response: UpdateUserAnswer,
  },
  confirmContactChange: {
    body: ConfirmContactChangeBody,
    response: ConfirmContactChangeAnswer,
  },
  sendVerificationEmail: {
    body: SendVerificationEmailBody,
    response: MessageAnswer,
  },
  verifyOtp: {
    body: VerifyOtpBody,
    response: VerifyOtpAnswer,
  },
  logout: { response: MessageAnswer },
  authConfig: { response: AuthConfigAnswer },
  devOutbox: { querystring: DevOutboxQuery, response: DevOutboxAnswer },

  // Listings: every one answers a ListingPage and takes the ListingQuery filters, sort and page.
  topDealProducts: {
    querystring: DealListingQuery,
    response: ListingPage,
  },
  limitedTimeProducts: {
    querystring: DealListingQuery,
    response: ListingPage,
  },
  featuredProductsWiseBrand: {
    querystring: BrandListingQuery,
    response: ListingPage,
  },
  topStoreProducts: {
    querystring: SellerListingQuery,
    response: ListingPage,
  },
  newArrivalProducts: {
    querystring: ListingQuery,
    response: ListingPage,
  },
  brandWiseProducts: {
    params: BrandIdParams,
    querystring: ListingQuery,
    response: ListingPage,
  },
  newArrivalItemProducts: {
    params: IdParams,
    querystring: ListingQuery,
    response: NewArrivalProductsPage,
  },
  sellersProducts: {
    querystring: RequiredSellerListingQuery,
    response: ListingPage,
  },
  discountProducts: {
    params: IdParams,
    querystring: ListingQuery,
    response: ListingPage,
  },
  itemProducts: {
    params: ItemIdParams,
    querystring: ItemListingQuery,
    response: ListingPage,
  },
  allProducts: { querystring: ListingQuery, response: ListingPage },
  categoryProducts: {
    params: CategoryIdParams,
    querystring: ListingQuery,
    response: ListingPage,
  },
  searchListing: {
    querystring: SearchListingQuery,
    response: ListingPage,
  },

  // Brand pages, seller stores, seller ratings and reports
  brandPage: { params: BrandIdParams, response: BrandPage },
  brands: { querystring: BrandsQuery, response: z.array(Brand) },
  sellerBrands: {
    querystring: SellerIdQuery,
    response: z.array(Brand),
  },
  seller: { querystring: SellerIdQuery, response: Seller },
  sellerRatings: {
    querystring: SellerRatingsQuery,
    response: SellerRatingsPage,
  },
  addSellerRating: {
    body: AddSellerRatingBody,
    response: MessageAnswer,
  },
  reportSeller: {
    body: ReportSellerBody,
    response: MessageAnswer,
  },
  reportBrand: {
    body: ReportBrandBody,
    response: MessageAnswer,
  },
  featuredBrandsWithProducts: {
    response: z.array(FeaturedBrandWithProducts),
  },
  topStoresWithProducts: {
    querystring: TopStoresWithProductsQuery,
    response: TopStoresWithProductsAnswer,
  },

  // Delivery
  checkPincode: { params: CheckPincodeParams, querystring: CheckPincodeQuery, response: CheckPincodeAnswer },

  // Product ratings, reviews and review photos (the upload's multipart body is checked by its route)
  productReviews: { querystring: ProductReviewsQuery, response: ProductReviewsPage },
  uploadImages: { response: UploadImagesAnswer },
  addRating: { body: AddRatingBody, response: AddRatingAnswer },

  // The shopper's cart and wishlist
  addToCart: { body: AddToCartBody, response: AddToCartAnswer },
  cartProducts: { response: z.array(CartItem) },
  addToWishlist: { body: WishlistProductBody, response: MessageAnswer },
  removeFromWishlist: { body: WishlistProductBody, response: z.array(WishlistItem) },
  wishlistProducts: { response: z.array(WishlistItem) },
  moveToWishlist: { body: CartProductBody, response: CartMoveAnswer },
  moveToCart: { body: MoveToCartBody, response: CartMoveAnswer },
  removeFromCart: { body: CartProductBody, response: z.array(CartItem) },
  updateCartQuantity: { body: UpdateCartQuantityBody, response: z.array(CartItem) },
  cartSummary: { response: CartSummary },
  mergeCart: { body: MergeCartBody, response: MergeCartAnswer },

  // Named lists and the public page of a shared one
  sharableLists: { response: z.array(SharableList) },
  createSharableList: { body: CreateSharableListBody, response: CreateSharableListAnswer },
  addProductToList: { body: AddProductToListBody, response: MessageAnswer },
  deleteListItem: { params: ListItemParams, response: MessageAnswer },
  deleteList: { params: ListIdParams, response: MessageAnswer },
  productInLists: { params: ProductInListsParams, response: ProductInListsAnswer },
  shareList: { params: ListIdParams, response: ShareListAnswer },
  stopSharingList: { params: ListIdParams, response: MessageAnswer },
  sharedList: { params: ShareIdParams, response: SharedListAnswer },

  // The shopper's address book
  addresses: { response: z.array(Address) },
  addAddress: { body: AddAddressBody, response: AddressesChangeAnswer },
  updateAddress: { params: UserIdParams, body: UpdateAddressBody, response: AddressesChangeAnswer },
  deleteAddress: { params: UserIdParams, body: DeleteAddressBody, response: AddressesChangeAnswer },

  // Checkout: coins, placing, paying and the completed page
  coinRange: { querystring: CoinRangeQuery, response: CoinRangeAnswer },
  checkoutSummary: { querystring: CheckoutSummaryQuery, response: CheckoutSummary },
  placeOrder: { body: PlaceOrderBody, response: PlaceOrderAnswer },
  singleProductPlaceOrder: { body: SingleProductPlaceOrderBody, response: PlaceOrderAnswer },
  createPaymentOrder: { body: CreatePaymentOrderBody, response: PaymentOrderAnswer },
  verifyPayment: { body: VerifyPaymentBody, response: VerifyPaymentAnswer },
  // The body is read raw: its signature is checked over the exact bytes the gateway sent.
  razorpayWebhook: { response: WebhookAnswer },
  simulatedPayment: { body: SimulatedPaymentBody, response: SimulatedPaymentAnswer },
  orderSummary: { params: ParentOrderParams, response: OrderSummaryAnswer },
  updateCustomerNotes: { body: UpdateCustomerNotesBody, response: MessageAnswer },

  // After the sale: the shopper's orders
  orders: { querystring: OrdersQuery, response: OrdersAnswer },
  orderDetails: { params: OrderIdParams, response: OrderDetailsAnswer },

  // The product page: the product, its questions, reports and the shopper's recent visits
  productDetails: { querystring: ProductDetailsQuery, response: ProductDetailsAnswer },
  productQuestions: { querystring: ProductQuestionsQuery, response: ProductQuestionsAnswer },
  addQuestion: { body: AddQuestionBody, response: AddQuestionAnswer },
  reportProduct: { body: ReportProductBody, response: MessageAnswer },
  recentVisits: { response: RecentVisitsAnswer },
  addRecentVisits: { body: AddRecentVisitsBody, response: RecentVisitsAnswer },

  // After the sale: cancelling, the wallet, invoices, My Account's sections and the seller area
  ...cancellationSchemas,
  ...walletSchemas,
  ...invoiceSchemas,
  ...accountSchemas,
  ...sellerAreaSchemas,
} as const satisfies Record<RouteName, RouteSchemas>

type JoinedRoutes = { readonly [N in RouteName]: (typeof routeSpecs)[N] & (typeof schemas)[N] }
// Each entry is typed as a plain RouteEntry while it is built: the union of every call's literal types
// grows with the square of the calls, and past about a hundred TypeScript gives up comparing it.
export const routes = Object.fromEntries(
  Object.entries(routeSpecs).map(([name, spec]): [string, RouteEntry] => [
    name,
    { ...spec, ...(schemas[name as RouteName] as RouteSchemas) },
  ]),
) as unknown as JoinedRoutes

export type Routes = typeof routes
/** Any one call, as code that handles every call alike (the server's registration) sees it. */
export type RouteEntry = RouteSpec & RouteSchemas
/** The answer type of a call, for example `Answer<'topDeals'>`. */
export type Answer<N extends RouteName> = z.infer<Routes[N]['response']>
/** The request body type of a call that takes one, for example `Body<'signinCheck'>`. */
export type Body<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never
