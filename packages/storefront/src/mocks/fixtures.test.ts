import { type RouteName, routes } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import * as browse from './browseFixtures.ts'
import * as fixtures from './fixtures.ts'

/** Every fixture parsed with the schema of the call that answers it: a fixture cannot drift. */
const fixtureOf: Partial<Record<RouteName, unknown>> = {
  siteSettings: fixtures.siteSettings,
  homeBanners: fixtures.homeBanners,
  categories: fixtures.categories,
  topDeals: fixtures.topDeals,
  limitedTimeDeals: fixtures.limitedTimeDeals,
  featuredBrands: fixtures.featuredBrands,
  topStores: fixtures.topStores,
  newArrivals: fixtures.newArrivals,
  featuredProducts: fixtures.featuredProducts,
  topBrands: fixtures.topBrands,
  discountsForYou: fixtures.discountsForYou,
  searchProducts: fixtures.searchableProducts,
  allProducts: {
    products: browse.browseCatalogue,
    total: 0,
    page: 1,
    pageSize: 1,
    facets: { brands: [], priceRange: { min: 0, max: 0 }, features: [], genders: [] },
  },
  brands: browse.brands,
  brandPage: browse.brandPage,
  seller: browse.sellers[0],
  sellerRatings: {
    ratings: browse.sellerRatings,
    total: 22,
    page: 1,
    limit: 10,
    summary: { average: 4.2, count: 22, bars: [] },
  },
  featuredBrandsWithProducts: browse.featuredBrandsWithProducts,
}

describe('MSW fixtures', () => {
  it.each(Object.entries(fixtureOf))('%s matches its contract schema', (name, fixture) => {
    const result = routes[name as RouteName].response.safeParse(fixture)
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('only point at images of the repo fixture set', () => {
    const urls = JSON.stringify(fixtures).match(/"\/fixtures\/img\/[^"]+"/g) ?? []
    expect(urls.length).toBeGreaterThan(20)
    for (const url of urls) expect(url).toMatch(/^"\/fixtures\/img\/[a-z]+(-[a-z0-9]+)?\.svg"$/)
  })
})
