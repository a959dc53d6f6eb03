import type { ListingProduct } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { readVisitedProducts, rememberVisit, visitOfListing } from '../visitedProducts.ts'

const listing: ListingProduct = {
  productId: 'P1',
  name: 'Zenvolt Power Bank',
  imageUrls: ['/media/p/1.svg', '/media/p/2.svg'],
  price: 1999,
  offerPrice: 1299,
  sellingPrice: 1299,
  discount: 35,
  stock: 3,
  brandId: 'B1',
  brand: 'Zenvolt',
  sellerId: 'S1',
  categoryId: 'CAT1',
  offerTitle: null,
  offerDesc: null,
  limitedTimeEndDate: null,
  limitedTimeOffer: false,
  topDeals: false,
  newArrivals: false,
  isBestSeller: false,
  sponsored: false,
  oneRating: 1,
  twoRating: 0,
  threeRating: 2,
  fourRating: 5,
  fiveRating: 9,
}

describe('visitOfListing', () => {
  it("keeps what the recently viewed cards show, in the device list's shape", () => {
    const entries: Record<string, string> = {}
    const storage = {
      getItem: (key: string) => entries[key] ?? null,
      setItem: (key: string, value: string) => {
        entries[key] = value
      },
    }
    rememberVisit(storage, visitOfListing(listing))
    expect(readVisitedProducts(storage)).toEqual([
      {
        id: 'P1',
        name: 'Zenvolt Power Bank',
        imageUrls: ['/media/p/1.svg', '/media/p/2.svg'],
        price: 1999,
        sellingPrice: 1299,
        oneRating: 1,
        twoRating: 0,
        threeRating: 2,
        fourRating: 5,
        fiveRating: 9,
        stock: 3,
      },
    ])
  })
})
