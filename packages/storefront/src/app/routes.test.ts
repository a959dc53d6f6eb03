import { describe, expect, it } from 'vitest'
import { plannedRoutes } from './routes.ts'

/** The original storefront's paths, as route patterns. */
const specifiedRoutes = [
  '/login',
  '/sign-with-otp',
  '/sign-up-with-email',
  '/otp-snd/:number/:otpSession',
  '/sign-up-with-email-personal-detail/:phone',
  '/forget-password',
  '/menubar',
  '/search-result-page',
  '/categories-page/:categoryId/:name',
  '/banner/:categoryId',
  '/product-page/:prodId',
  '/product-inner-page/:productId',
  '/product-checkout/:prodId',
  '/all-products/:type/:itemId',
  '/discout-for-you/:discountId',
  '/seller-store/:sellerId',
  '/top-deals',
  '/limited-time-deals',
  '/featured-brands',
  '/topStore-Page/:sellerId',
  '/new-arrival',
  '/new-arrivals-product/:newArrivalId',
  '/brand-page/:brandId',
  '/featured-products-page/:brandId',
  '/topbrand-products-page/:brandId',
  '/recently-viewed',
  '/shopping-cart',
  '/checkOut-page',
  '/order-completed-page/:parentOrderId',
  '/my-account',
  '/order-inner-page/:orderId',
  '/order-inner-cancellation/:orderId',
  '/order-inner-page-delivered',
  '/side',
]

const protectedRoutes = [
  '/product-checkout/:prodId',
  '/discout-for-you/:discountId',
  '/new-arrivals-product/:newArrivalId',
  '/recently-viewed',
  '/shopping-cart',
  '/checkOut-page',
  '/order-completed-page/:parentOrderId',
  '/my-account',
  '/order-inner-page/:orderId',
  '/order-inner-cancellation/:orderId',
  '/order-inner-page-delivered',
  '/side',
]

describe('route table', () => {
  const paths = plannedRoutes.map((route) => route.path)

  it('has every specified route besides the two built ones (/ and /About_us)', () => {
    for (const path of specifiedRoutes) expect(paths).toContain(path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('marks exactly the protected routes of the table', () => {
    for (const path of protectedRoutes) {
      expect(plannedRoutes.find((route) => route.path === path)?.handle.protected, path).toBe(true)
    }
    const unprotected = specifiedRoutes.filter((path) => !protectedRoutes.includes(path))
    for (const path of unprotected) {
      expect(plannedRoutes.find((route) => route.path === path)?.handle.protected, path).toBeFalsy()
    }
  })
})
