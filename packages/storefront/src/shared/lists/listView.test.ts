import type { ListProduct, SharableList } from '@haat/contract'
import { ADD_TO_LIST_FAILED_MESSAGE } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { listFailureText, listProductCard, listTabsOf, sharedListUrl } from './listView.ts'

const product = (over: Partial<ListProduct> = {}): ListProduct => ({
  productId: 'p1',
  name: 'Brass diya, set of 4',
  imageUrls: ['/media/a.webp', '/media/b.webp'],
  sellingPrice: 450,
  price: 600,
  offerPrice: 450,
  discountPercentage: 25,
  stock: 7,
  oneRating: 1,
  twoRating: 0,
  threeRating: 2,
  fourRating: 5,
  fiveRating: 9,
  ...over,
})

const list = (over: Partial<SharableList> = {}): SharableList => ({
  id: 'L1',
  listName: 'Diwali',
  shareId: null,
  products: [product()],
  ...over,
})

describe('listTabsOf', () => {
  it('keeps the order of the lists and marks a list with a share id as shared', () => {
    const tabs = listTabsOf([list(), list({ id: 'L2', listName: 'Office', shareId: 'abc', products: [] })])
    expect(tabs.map((tab) => [tab.id, tab.name, tab.shared, tab.products.length])).toEqual([
      ['L1', 'Diwali', false, 1],
      ['L2', 'Office', true, 0],
    ])
  })

  it("links each product to its page and shows its first picture and today's prices", () => {
    const [tab] = listTabsOf([list({ products: [product({ productId: 'a b/c' })] })])
    expect(tab?.products[0]).toEqual({
      productId: 'a b/c',
      name: 'Brass diya, set of 4',
      href: '/product-page/a%20b%2Fc',
      imageUrl: '/media/a.webp',
      price: 600,
      offerPrice: 450,
      stock: 7,
    })
  })

  it('gives a product without pictures an empty picture (the component shows its placeholder)', () => {
    const [tab] = listTabsOf([list({ products: [product({ imageUrls: [] })] })])
    expect(tab?.products[0]?.imageUrl).toBe('')
  })
})

describe('listProductCard', () => {
  it('links the card to the product page and carries the rating counts', () => {
    const card = listProductCard(product())
    expect(card.href).toBe('/product-page/p1')
    expect(card.rating).toEqual({ oneRating: 1, twoRating: 0, threeRating: 2, fourRating: 5, fiveRating: 9 })
    expect([card.price, card.offerPrice, card.stock]).toEqual([600, 450, 7])
  })
})

describe('sharedListUrl', () => {
  it('is the absolute address of the shared-list page', () => {
    expect(sharedListUrl('https://shop.example.com', 'q3Zr-8W_mV')).toBe(
      'https://shop.example.com/shared-list/q3Zr-8W_mV',
    )
  })
})

describe('listFailureText', () => {
  it("shows the server's explanation of a refusal", () => {
    const refusal = { status: 409, data: { message: 'A list can hold 100 products at most.' } }
    expect(listFailureText(refusal, ADD_TO_LIST_FAILED_MESSAGE)).toBe('A list can hold 100 products at most.')
  })

  it('falls back to our words for a server error, a network failure or a refusal without a message', () => {
    expect(listFailureText({ status: 500, data: { message: 'boom' } }, ADD_TO_LIST_FAILED_MESSAGE)).toBe(
      ADD_TO_LIST_FAILED_MESSAGE,
    )
    expect(listFailureText({ status: 'FETCH_ERROR', error: 'offline' }, ADD_TO_LIST_FAILED_MESSAGE)).toBe(
      ADD_TO_LIST_FAILED_MESSAGE,
    )
    expect(listFailureText({ status: 404, data: null }, ADD_TO_LIST_FAILED_MESSAGE)).toBe(
      ADD_TO_LIST_FAILED_MESSAGE,
    )
  })
})
