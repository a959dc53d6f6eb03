import { describe, expect, it } from 'vitest'
import { offerTextOf } from './bannerView.ts'

describe('offerTextOf', () => {
  it('names the best discount and up to three sub-categories', () => {
    const text = offerTextOf({ name: 'Electronics' }, 45, [
      { name: 'Mobiles' },
      { name: 'Laptops' },
      { name: 'Audio' },
      { name: 'Cameras' },
    ])
    expect(text).toEqual({
      headline: 'Electronics: up to 45% off',
      subline: 'Deals on Mobiles, Laptops and Audio from trusted sellers, delivered across India.',
      linkLabel: 'Shop all Electronics',
    })
  })

  it('promises no percentage when nothing is discounted, and reads well with one or no sub-category', () => {
    expect(offerTextOf({ name: 'Grocery' }, 0, [{ name: 'Staples' }])).toMatchObject({
      headline: 'The best of Grocery',
      subline: 'Deals on Staples from trusted sellers, delivered across India.',
    })
    expect(offerTextOf({ name: 'Toys' }, undefined, []).subline).toBe(
      'Deals from trusted sellers, delivered across India.',
    )
  })

  it('names a category without a name as the catalogue does', () => {
    expect(offerTextOf({ name: null }, 10, []).headline).toBe('Unnamed Category: up to 10% off')
  })
})
