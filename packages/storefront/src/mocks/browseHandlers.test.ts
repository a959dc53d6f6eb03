import { routes } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { browseCatalogue } from './browseFixtures.ts'
import { mockListing } from './browseHandlers.ts'

const list = (query: string) => mockListing(browseCatalogue, new URLSearchParams(query))

describe('the mock listing engine', () => {
  it('answers a page the contract accepts, with the total of every match', () => {
    const page = list('pageSize=5')
    expect(routes.searchListing.response.safeParse(page).success).toBe(true)
    expect(page.products).toHaveLength(5)
    expect(page.total).toBe(browseCatalogue.length)
  })

  it('filters by brand and rating, sorts high to low and pages', () => {
    const first = list('brand=BR305&rating=4&sort=price-desc&pageSize=2')
    const second = list('brand=BR305&rating=4&sort=price-desc&pageSize=2&page=2')
    const prices = [...first.products, ...second.products].map((p) => p.sellingPrice)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect([...first.products, ...second.products].every((p) => p.brandId === 'BR305')).toBe(true)
    expect(first.products[0]?.productId).not.toBe(second.products[0]?.productId)
  })

  it('counts brand facets without the brand filter', () => {
    const page = list('brand=BR305')
    expect(page.facets.brands.map((facet) => facet.brandId)).toContain('BR301')
  })
})
