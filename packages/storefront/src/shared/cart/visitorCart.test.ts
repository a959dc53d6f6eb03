import {
  CART_FULL_MESSAGE,
  CART_LINES_MAX,
  CART_OUT_OF_STOCK_MESSAGE,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MESSAGE,
  cartMaxQuantityMessage,
  cartStockLimitMessage,
} from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage.ts'
import {
  addToVisitorCart,
  mergeItemsOf,
  readVisitorCart,
  VISITOR_CART_KEY,
  type VisitorCartLine,
  writeVisitorCart,
} from './visitorCart.ts'

const stored = (value: unknown) => memoryStorage({ [VISITOR_CART_KEY]: JSON.stringify(value) })
const line = (productId: string, quantity = 1, addedAt = 1): VisitorCartLine => ({
  productId,
  quantity,
  addedAt,
})
const manyLines = (count: number) => Array.from({ length: count }, (_, i) => line(`p${i}`))
const NOW = 1_750_000_000_000

describe('readVisitorCart', () => {
  it('reads the stored lines in their order', () => {
    expect(readVisitorCart(stored([line('a', 2, 5), line('b', 1, 3)]))).toEqual([
      line('a', 2, 5),
      line('b', 1, 3),
    ])
  })

  it('is empty with nothing stored, unreadable JSON, or something other than a list', () => {
    expect(readVisitorCart(memoryStorage())).toEqual([])
    expect(readVisitorCart(memoryStorage({ [VISITOR_CART_KEY]: '{not json' }))).toEqual([])
    expect(readVisitorCart(stored({ productId: 'a', quantity: 1 }))).toEqual([])
    expect(readVisitorCart(undefined)).toEqual([])
  })

  it('drops lines it cannot trust and keeps the first line of a product listed twice', () => {
    const lines = readVisitorCart(
      stored([
        line('a', 2),
        { productId: 'b', quantity: 0 },
        { productId: 'c', quantity: 1.5 },
        { productId: '', quantity: 1 },
        { productId: 'x'.repeat(65), quantity: 1 },
        { productId: 7, quantity: 1 },
        null,
        line('a', 9),
        { productId: 'd', quantity: 3 },
      ]),
    )
    expect(lines).toEqual([line('a', 2), { productId: 'd', quantity: 3, addedAt: 0 }])
  })

  it('brings a hand-edited quantity down to what one request may name', () => {
    expect(readVisitorCart(stored([line('a', 5000)]))[0]?.quantity).toBe(CART_QUANTITY_MAX)
  })

  it('keeps at most CART_LINES_MAX lines', () => {
    const lines = readVisitorCart(stored(manyLines(CART_LINES_MAX + 20)))
    expect(lines).toHaveLength(CART_LINES_MAX)
    expect(lines.at(-1)?.productId).toBe(`p${CART_LINES_MAX - 1}`)
  })
})

describe('writeVisitorCart', () => {
  it('writes the lines, and removes the key for an empty cart', () => {
    const storage = memoryStorage()
    writeVisitorCart(storage, [line('a', 2)])
    expect(readVisitorCart(storage)).toEqual([line('a', 2)])
    writeVisitorCart(storage, [])
    expect(storage.map.has(VISITOR_CART_KEY)).toBe(false)
  })

  it('survives a storage that refuses to write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(() => writeVisitorCart(full, [line('a')])).not.toThrow()
  })
})

describe('addToVisitorCart', () => {
  const product = { productId: 'p', stock: 10, b2cMaxQty: 3 }

  it('puts a new product first, stamped with the time it was added', () => {
    const result = addToVisitorCart([line('a')], product, 1, NOW)
    expect(result).toEqual({ ok: true, quantity: 1, lines: [line('p', 1, NOW), line('a')] })
  })

  it('raises the line of a product already in the cart, which keeps its place and time', () => {
    const result = addToVisitorCart([line('a'), line('p', 1, 7)], product, 1, NOW)
    expect(result).toEqual({ ok: true, quantity: 2, lines: [line('a'), line('p', 2, 7)] })
  })

  it('refuses a product out of stock', () => {
    expect(addToVisitorCart([], { ...product, stock: 0 }, 1, NOW)).toEqual({
      ok: false,
      message: CART_OUT_OF_STOCK_MESSAGE,
    })
  })

  it('refuses more than the stock, saying how many the cart has', () => {
    expect(addToVisitorCart([line('p', 2)], { ...product, stock: 2, b2cMaxQty: 5 }, 1, NOW)).toEqual({
      ok: false,
      message: cartStockLimitMessage(2, 2),
    })
  })

  it('refuses more than one shopper may buy (b2cMaxQty), stock judged first', () => {
    expect(addToVisitorCart([line('p', 3)], product, 1, NOW)).toEqual({
      ok: false,
      message: cartMaxQuantityMessage(3, 3),
    })
    expect(addToVisitorCart([], product, 4, NOW)).toEqual({ ok: false, message: cartMaxQuantityMessage(3) })
    expect(addToVisitorCart([line('p', 1)], { ...product, stock: 1 }, 1, NOW)).toEqual({
      ok: false,
      message: cartStockLimitMessage(1, 1),
    })
  })

  it('refuses a new line in a full cart, but still raises a line already there', () => {
    const full = manyLines(CART_LINES_MAX)
    expect(addToVisitorCart(full, product, 1, NOW)).toEqual({ ok: false, message: CART_FULL_MESSAGE })
    const raised = addToVisitorCart(full, { ...product, productId: 'p5' }, 1, NOW)
    expect(raised.ok && raised.lines).toHaveLength(CART_LINES_MAX)
    expect(raised.ok && raised.lines[5]).toEqual(line('p5', 2))
  })

  it('refuses a quantity that is not a whole number from 1 to the most one request names', () => {
    for (const quantity of [0, -1, 1.5, CART_QUANTITY_MAX + 1]) {
      expect(addToVisitorCart([], { ...product, stock: 5000, b2cMaxQty: 5000 }, quantity, NOW)).toEqual({
        ok: false,
        message: CART_QUANTITY_MESSAGE,
      })
    }
  })

  it('never changes the lines it was given', () => {
    const lines = [line('p', 1)]
    addToVisitorCart(lines, product, 1, NOW)
    expect(lines).toEqual([line('p', 1)])
  })
})

describe('mergeItemsOf', () => {
  it('sends each line as merge-cart takes it, without the time added', () => {
    expect(mergeItemsOf([line('a', 2, 9), line('b')])).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1 },
    ])
  })
})
