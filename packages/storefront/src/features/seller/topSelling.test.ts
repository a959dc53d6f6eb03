import { describe, expect, it } from 'vitest'
import { inStockFirst } from './topSelling.ts'

const product = (id: string, stock: number) => ({ id, stock })

describe('inStockFirst', () => {
  it('moves out-of-stock products after the ones in stock, keeping each half in order', () => {
    const ranked = inStockFirst([
      product('a', 0),
      product('b', 398),
      product('c', -1),
      product('d', 5),
      product('e', 1),
    ])
    expect(ranked.map((p) => p.id)).toEqual(['b', 'd', 'e', 'a', 'c'])
  })
  it('leaves a list with nothing out of stock as it is', () => {
    expect(inStockFirst([product('a', 3), product('b', 9)]).map((p) => p.id)).toEqual(['a', 'b'])
  })
})
