import type { NewArrival, NewArrivalProduct } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { collectionCrumbs, collectionTitle, newArrivalCardOf } from './newArrivalView.ts'

const product: NewArrivalProduct = {
  productId: 'VAR 7/b',
  name: 'Zentro Nova 5G',
  imageUrls: ['/media/p/1.webp', '/media/p/2.webp'],
  price: 19999,
  offerPrice: 15999,
  sellingPrice: 15999,
  discount: 20,
  stock: 3,
  brandId: 'BR1',
  brand: 'Zentro',
  sellerId: 'S1',
  categoryId: 'C1',
  offerTitle: null,
  offerDesc: null,
  limitedTimeEndDate: null,
  limitedTimeOffer: false,
  topDeals: false,
  newArrivals: true,
  isBestSeller: false,
  sponsored: false,
  oneRating: 1,
  twoRating: 0,
  threeRating: 0,
  fourRating: 1,
  fiveRating: 1,
  description: 'A phone.',
}

const arrival = (id: string, title: string): NewArrival => ({
  id,
  image: '/media/n/1.webp',
  newArrivalType: 'Product Type',
  selectedProducts: ['P1'],
  title,
})

describe('newArrivalCardOf', () => {
  it('links to the encoded product page with the first image, description, ratings and Sponsored', () => {
    expect(newArrivalCardOf(product)).toEqual({
      href: '/product-page/VAR%207%2Fb',
      name: 'Zentro Nova 5G',
      imageUrl: '/media/p/1.webp',
      description: 'A phone.',
      price: 19999,
      offerPrice: 15999,
      rating: { oneRating: 1, twoRating: 0, threeRating: 0, fourRating: 1, fiveRating: 1 },
      stock: 3,
      badges: ['Sponsored'],
    })
  })

  it('has no image without pictures, and neither a store name nor a wishlist heart', () => {
    const card = newArrivalCardOf({ ...product, imageUrls: [] })
    expect(card.imageUrl).toBe('')
    expect(card.storeName).toBeUndefined()
    expect(card.wishlist).toBeUndefined()
  })
})

describe('collectionTitle and crumbs', () => {
  it("is the collection's title from the feed, else New Arrivals", () => {
    const feed = [arrival('NA1', 'Just Launched: Laptops'), arrival('NA2', '  ')]
    expect(collectionTitle(feed, 'NA1')).toBe('Just Launched: Laptops')
    expect(collectionTitle(feed, 'NA2')).toBe('New Arrivals')
    expect(collectionTitle(feed, 'NA9')).toBe('New Arrivals')
    expect(collectionTitle(undefined, 'NA1')).toBe('New Arrivals')
  })

  it('goes Home > New Arrivals (/new-arrival) > the collection', () => {
    expect(collectionCrumbs('Just Launched: Laptops')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'New Arrivals', href: '/new-arrival' },
      { label: 'Just Launched: Laptops' },
    ])
  })
})
