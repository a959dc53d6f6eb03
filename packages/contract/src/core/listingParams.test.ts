import { describe, expect, it } from 'vitest'
import {
  clearedFilters,
  defaultListingParams,
  listingCallParams,
  readListingParams,
  writeListingParams,
} from './listingParams.ts'

const q = (text: string) => new URLSearchParams(text)

describe('reading the listing query', () => {
  it('gives the defaults for a plain URL', () => {
    expect(readListingParams(q(''))).toEqual(defaultListingParams())
    expect(readListingParams(q(''), 'recommended').sort).toBe('recommended')
  })

  it('reads every filter', () => {
    expect(
      readListingParams(
        q(
          'sort=price-desc&brand=b1,b2&availability=in-stock&rating=4&minPrice=100&maxPrice=900&gender=Female&discount=30&size=King&diet=Vegetarian&page=3',
        ),
      ),
    ).toEqual({
      sort: 'price-desc',
      brand: ['b1', 'b2'],
      availability: 'in-stock',
      rating: 4,
      minPrice: 100,
      maxPrice: 900,
      gender: 'Female',
      discount: 30,
      details: { size: 'King', diet: 'Vegetarian' },
      page: 3,
    })
  })

  it('falls back to the default for values a hand-edited URL got wrong', () => {
    const params = readListingParams(
      q('sort=cheapest&availability=maybe&rating=9&page=0&gender=x&minPrice=-5&discount=100'),
    )
    expect(params).toEqual(defaultListingParams())
  })

  it('treats a maximum at the top of the slider as no upper bound and orders a swapped range', () => {
    expect(readListingParams(q('maxPrice=10000')).maxPrice).toBeUndefined()
    const swapped = readListingParams(q('minPrice=900&maxPrice=100'))
    expect([swapped.minPrice, swapped.maxPrice]).toEqual([100, 900])
  })

  it('round-trips the discount filter and leaves it out of the URL and the call when unset', () => {
    const out = writeListingParams(q('query=shoes'), { discount: 40 })
    expect(out.toString()).toBe('query=shoes&discount=40')
    const params = readListingParams(out)
    expect(listingCallParams(params)).toEqual({ sort: 'price-asc', discount: 40 })
    expect(writeListingParams(out, { discount: undefined }).toString()).toBe('query=shoes')
    expect(readListingParams(q('discount=12.5')).discount).toBeUndefined()
  })

  it('round-trips product details, dropping empty and over-long values', () => {
    const out = writeListingParams(q('query=rice'), { details: { productType: 'Long grain' } })
    expect(out.toString()).toBe('query=rice&productType=Long+grain')
    expect(listingCallParams(readListingParams(out))).toEqual({
      sort: 'price-asc',
      productType: 'Long grain',
    })
    expect(readListingParams(q(`size=&diet=${'x'.repeat(101)}`)).details).toEqual({})
    // Another filter's change keeps the details.
    expect(writeListingParams(out, { rating: 4 }).get('productType')).toBe('Long grain')
  })

  it('clears every filter, keeping the sort and the keys it does not own', () => {
    const busy = q(
      'query=shoes&sort=price-desc&brand=b1&availability=in-stock&rating=4&minPrice=100&maxPrice=900&gender=Male&discount=20&size=King&diet=Vegetarian&page=3',
    )
    expect(writeListingParams(busy, clearedFilters()).toString()).toBe('query=shoes&sort=price-desc')
  })

  it('drops empty and repeated brand ids', () => {
    expect(readListingParams(q('brand=b1,,b2,b1')).brand).toEqual(['b1', 'b2'])
  })
})

describe('writing the listing query', () => {
  it('keeps keys it does not own and omits defaults', () => {
    const out = writeListingParams(q('query=shoes&sort=price-desc'), { sort: 'price-asc' })
    expect(out.toString()).toBe('query=shoes')
  })

  it('goes back to page 1 when a filter changes, and keeps the filters when the page changes', () => {
    const filtered = writeListingParams(q('query=shoes&page=3&rating=4'), { brand: ['b7'] })
    expect(Object.fromEntries(filtered)).toEqual({ query: 'shoes', brand: 'b7', rating: '4' })
    const paged = writeListingParams(filtered, { page: 2 })
    expect(Object.fromEntries(paged)).toEqual({ query: 'shoes', brand: 'b7', rating: '4', page: '2' })
  })

  it('omits the default sort of the page it belongs to', () => {
    expect(writeListingParams(q(''), { sort: 'recommended' }, 'recommended').toString()).toBe('')
    expect(writeListingParams(q(''), { sort: 'price-asc' }, 'recommended').get('sort')).toBe('price-asc')
  })

  it('clears a filter set back to its default', () => {
    const out = writeListingParams(q('rating=4&availability=in-stock&maxPrice=500'), {
      rating: undefined,
      availability: 'all',
      maxPrice: 10_000,
    })
    expect(out.toString()).toBe('')
  })

  it('round-trips through reading', () => {
    const params = { ...defaultListingParams(), brand: ['a', 'b'], rating: 3, minPrice: 50, page: 2 }
    expect(readListingParams(writeListingParams(q(''), params))).toEqual(params)
  })
})

describe('the call parameters', () => {
  it('carry only what differs from the server defaults, besides the sort', () => {
    expect(listingCallParams(defaultListingParams())).toEqual({ sort: 'price-asc' })
    expect(
      listingCallParams(
        { ...defaultListingParams('price-desc'), brand: ['b1', 'b2'], rating: 4, page: 2 },
        24,
      ),
    ).toEqual({ sort: 'price-desc', brand: 'b1,b2', rating: 4, page: 2, pageSize: 24 })
  })
})
