import { defaultListingParams, readListingParams } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { recorded } from '../../mocks/recorded/index.ts'
import {
  cardOf,
  categoryTrail,
  childrenOf,
  pageCount,
  paramsFromSidebar,
  resultCount,
  shownRange,
  sidebarCategories,
  sidebarValue,
} from './listingView.ts'

const browseCatalogue = recorded('searchListing').products
const categories = recorded('categories')

describe('the result count', () => {
  it('names the range of the page shown', () => {
    expect(shownRange(1, 24, 30)).toEqual({ from: 1, to: 24, total: 30 })
    expect(shownRange(2, 24, 30)).toEqual({ from: 25, to: 30, total: 30 })
    expect(shownRange(1, 24, 0)).toEqual({ from: 0, to: 0, total: 0 })
    expect(shownRange(5, 24, 30)).toEqual({ from: 0, to: 0, total: 30 })
  })

  it('claims no number before an answer, and none at all for a listing that failed or names nothing', () => {
    expect(resultCount(undefined, 'loading')).toBe('loading')
    expect(resultCount(undefined, 'error')).toBeNull()
    expect(resultCount(undefined, 'empty')).toBeNull()
    // A new page on its way keeps the count of the one still on screen.
    expect(resultCount({ page: 2, pageSize: 24, total: 30 }, 'loading')).toEqual({
      from: 25,
      to: 30,
      total: 30,
    })
    expect(resultCount({ page: 1, pageSize: 24, total: 0 }, 'empty')).toEqual({ from: 0, to: 0, total: 0 })
  })

  it('has at least one page', () => {
    expect(pageCount(24, 0)).toBe(1)
    expect(pageCount(24, 49)).toBe(3)
  })
})

describe('the sidebar value', () => {
  it('maps the URL state and back', () => {
    const params = readListingParams(
      new URLSearchParams('brand=BR301&rating=4&maxPrice=500&availability=in-stock&discount=20&size=King'),
    )
    const value = sidebarValue(params)
    expect(value).toEqual({
      rating: 4,
      minPrice: 0,
      maxPrice: 500,
      brand: 'BR301',
      gender: null,
      availability: 'in-stock',
      discount: 20,
      details: { size: 'King' },
    })
    expect(paramsFromSidebar(value)).toEqual({
      rating: 4,
      minPrice: undefined,
      maxPrice: 500,
      brand: ['BR301'],
      gender: undefined,
      availability: 'in-stock',
      discount: 20,
      details: { size: 'King' },
    })
  })

  it('reads the slider at its ends as no price filter', () => {
    const back = paramsFromSidebar(sidebarValue(defaultListingParams()))
    expect([back.minPrice, back.maxPrice]).toEqual([undefined, undefined])
  })
})

describe('product cards', () => {
  it('link to the product page and carry its badges', () => {
    const product = { ...browseCatalogue[0], isBestSeller: true, sponsored: false, newArrivals: true }
    const card = cardOf(product as (typeof browseCatalogue)[number])
    expect(card.href).toBe(`/product-page/${product.productId}`)
    expect(card.badges).toEqual(['Best Seller', 'New'])
  })
})

describe('categories', () => {
  it('trail from the top category down', () => {
    expect(categoryTrail(categories, 'CAT1003').map((category) => category.name)).toEqual([
      'Electronics',
      'Mobiles',
      'Smartphones',
    ])
    expect(categoryTrail(categories, 'nope')).toEqual([])
  })

  it('list the children of a category', () => {
    expect(childrenOf(categories, 'CAT1001').map((category) => category.id)).toEqual([
      'CAT1002',
      'CAT1006',
      'CAT1009',
      'CAT1012',
    ])
  })

  it('give the sidebar top categories with products and their sub-category links', () => {
    const tree = sidebarCategories(categories)
    expect(tree.map((top) => top.name)).not.toContain('Musical Instruments')
    expect(tree[0]?.children[0]).toEqual({
      id: 'CAT1002',
      name: 'Mobiles',
      href: '/categories-page/CAT1002/Mobiles',
    })
  })
})
