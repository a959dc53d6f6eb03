import type { CartItem } from '@haat/contract'
import { CART_LINE_OUT_OF_STOCK_TEXT } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { limitHint, lineLimit, problemNotice } from './cartView.ts'
import { readWishlistOpen, WISHLIST_OPEN_KEY, writeWishlistOpen } from './wishlistOpen.ts'

const line = (change: Partial<CartItem>): CartItem => ({
  problem: null,
  addedOfferPrice: 1299,
  lineTotal: 2598,
  productId: 'p-1',
  quantity: 2,
  name: 'Headphones',
  imageUrls: [],
  price: 3990,
  offerPrice: 1299,
  sellingPrice: 1299,
  brandDetails: { brandId: 'b-1', brandName: 'boAt', brandPage: 'b-1' },
  sellerDetails: { sellerId: 's-1', name: 'Ravi', storedetails: { storename: 'Sound Bazaar' } },
  b2cMaxQty: 5,
  stock: 40,
  ...change,
})

describe('a cart line as the page shows it', () => {
  it('stops at the lower of the per-order limit and the stock, and says which', () => {
    expect(lineLimit(line({}))).toBe(5)
    expect(limitHint(line({}))).toBe('Max 5 per order')
    expect(lineLimit(line({ stock: 3 }))).toBe(3)
    expect(limitHint(line({ stock: 3 }))).toBe('Only 3 left in stock')
    expect(lineLimit(line({ stock: -2 }))).toBe(0)
    expect(limitHint(line({ stock: 0 }))).toBeUndefined()
  })

  it("words each problem with the contract's texts and prices in rupees", () => {
    expect(problemNotice(line({}))).toBeNull()
    expect(problemNotice(line({ problem: 'outOfStock', stock: 0 }))).toEqual({
      kind: 'outOfStock',
      message: CART_LINE_OUT_OF_STOCK_TEXT,
    })
    expect(problemNotice(line({ problem: 'fewerLeft', quantity: 4, stock: 3 }))?.message).toBe(
      'Only 3 can be bought now: lower the quantity to count it in your total',
    )
    expect(
      problemNotice(line({ problem: 'priceChanged', addedOfferPrice: 1199, offerPrice: 1299.5 }))?.message,
    ).toBe('Price changed from ₹1,199.00 to ₹1,299.50 since you added it: confirm to count it in your total')
  })
})

describe('the wishlist open flag', () => {
  const memory = () => {
    const map = new Map<string, string>()
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    }
  }

  it('is closed until opened once, and remembers either way', () => {
    const storage = memory()
    expect(readWishlistOpen(storage)).toBe(false)
    writeWishlistOpen(storage, true)
    expect(storage.getItem(WISHLIST_OPEN_KEY)).toBe('true')
    expect(readWishlistOpen(storage)).toBe(true)
    writeWishlistOpen(storage, false)
    expect(readWishlistOpen(storage)).toBe(false)
  })

  it('is closed where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => undefined,
    }
    expect(readWishlistOpen(blocked)).toBe(false)
    expect(() => writeWishlistOpen(blocked, true)).not.toThrow()
  })
})
