import { describe, expect, it } from 'vitest'
import { plannedRoutes } from './routes.ts'
import { builtScreens } from './screens.ts'

describe('built screens', () => {
  it('each belongs to a route of the table', () => {
    const paths = plannedRoutes.map((route) => route.path)
    for (const path of Object.keys(builtScreens)) expect(paths, path).toContain(path)
  })

  it('include every identity screen, My Account and the browse screens', () => {
    expect(Object.keys(builtScreens).sort()).toEqual(
      [
        '/forget-password',
        '/login',
        '/my-account',
        '/otp-snd/:number/:otpSession',
        '/reset-password/:token',
        '/sign-up-with-email',
        '/sign-up-with-email-personal-detail/:phone',
        '/sign-with-otp',
        '/search-result-page',
        '/categories-page/:categoryId',
        '/categories-page/:categoryId/:name',
        '/top-deals',
        '/new-arrival',
        '/new-arrivals-product/:newArrivalId',
        '/all-products/:type/:itemId',
        '/discout-for-you/:discountId',
        '/topStore-Page/:sellerId',
        '/topbrand-products-page/:brandId',
        '/featured-products-page/:brandId',
        '/limited-time-deals',
        '/featured-brands',
        '/brand-page/:brandId',
        '/recently-viewed',
        '/seller-store/:sellerId',
      ].sort(),
    )
  })

  it('the reset link page is open to visitors', () => {
    expect(
      plannedRoutes.find((route) => route.path === '/reset-password/:token')?.handle.protected,
    ).toBeFalsy()
  })
})
