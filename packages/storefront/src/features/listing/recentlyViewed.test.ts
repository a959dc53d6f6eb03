import { describe, expect, it } from 'vitest'
import type { VisitedProduct } from '../../shared/visitedProducts.ts'
import { recentlyViewed } from './recentlyViewed.ts'

const visit = (id: string, sellingPrice: number, stock?: number): VisitedProduct => ({
  id,
  name: `Product ${id}`,
  imageUrls: [],
  price: sellingPrice + 100,
  sellingPrice,
  oneRating: 0,
  twoRating: 0,
  threeRating: 0,
  fourRating: 0,
  fiveRating: 1,
  ...(stock === undefined ? {} : { stock }),
})

const ids = (products: VisitedProduct[]) => products.map((product) => product.id)

describe('recently viewed', () => {
  it('keeps the ten newest visits', () => {
    const visits = Array.from({ length: 12 }, (_, i) => visit(`p${i}`, 100))
    expect(ids(recentlyViewed(visits, { sort: 'newest', availability: 'all' }))).toEqual(
      Array.from({ length: 10 }, (_, i) => `p${i}`),
    )
  })

  it('counts as in stock only more than five left, and an unknown stock under All Products only', () => {
    const visits = [visit('a', 100, 6), visit('b', 100, 5), visit('c', 100, 0), visit('d', 100)]
    expect(ids(recentlyViewed(visits, { sort: 'newest', availability: 'in-stock' }))).toEqual(['a'])
    expect(ids(recentlyViewed(visits, { sort: 'newest', availability: 'out-of-stock' }))).toEqual(['b', 'c'])
    expect(ids(recentlyViewed(visits, { sort: 'newest', availability: 'all' }))).toEqual(['a', 'b', 'c', 'd'])
  })

  it('sorts by the price paid', () => {
    const visits = [visit('mid', 200), visit('low', 100), visit('high', 300)]
    expect(ids(recentlyViewed(visits, { sort: 'price-asc', availability: 'all' }))).toEqual([
      'low',
      'mid',
      'high',
    ])
    expect(ids(recentlyViewed(visits, { sort: 'price-desc', availability: 'all' }))).toEqual([
      'high',
      'mid',
      'low',
    ])
  })
})
