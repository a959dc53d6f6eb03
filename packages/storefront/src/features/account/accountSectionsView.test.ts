import type { Answer, MyQuestion, MyReview } from '@haat/contract'
import {
  accountSectionOf,
  DASHBOARD_ORDERS,
  DASHBOARD_SEE_LESS_ORDERS,
  DASHBOARD_SEE_MORE_ORDERS,
} from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import {
  dashboardOrders,
  defaultAddressOf,
  myQuestionCardOf,
  myReviewCardOf,
  referralLinkOf,
  sectionPageHref,
  sectionPageOf,
} from './accountSectionsView.ts'

const at = (iso: string) => {
  const ms = Date.parse(iso)
  return { _seconds: Math.floor(ms / 1000), _nanoseconds: 0 }
}

describe("My Account's section in the URL", () => {
  it('is the dashboard when none is named, the named one when it exists, else unknown', () => {
    expect(accountSectionOf(null)).toBe('MyAcDefault')
    expect(accountSectionOf('')).toBe('MyAcDefault')
    expect(accountSectionOf('RatingandReview')).toBe('RatingandReview')
    expect(accountSectionOf('affiliate-dashboard')).toBe('affiliate-dashboard')
    // The names are the specification's, spelling and case included.
    expect(accountSectionOf('ratingandreview')).toBe('unknown')
    expect(accountSectionOf('orders')).toBe('unknown')
    expect(accountSectionOf('__proto__')).toBe('unknown')
  })

  it('reads the page as a whole number from 1 and writes page 1 without it', () => {
    expect(sectionPageOf(new URLSearchParams('section=questions'))).toBe(1)
    expect(sectionPageOf(new URLSearchParams('page=3'))).toBe(3)
    for (const bad of ['0', '-2', '1.5', 'x', '999999999']) {
      expect(sectionPageOf(new URLSearchParams({ page: bad })), bad).toBe(1)
    }
    expect(sectionPageHref('RatingandReview', 1)).toBe('/my-account?section=RatingandReview')
    expect(sectionPageHref('RatingandReview', 2)).toBe('/my-account?section=RatingandReview&page=2')
    expect(sectionPageHref('MyAcDefault', 1)).toBe('/my-account')
  })
})

describe('the cards of reviews and questions', () => {
  it("maps a review to its card: the product's page, the title, the date and its photos' count", () => {
    const review: MyReview = {
      id: 'r1',
      productId: 'p 1',
      productName: 'Kurta',
      productImage: '/media/p/k.svg',
      rating: 4,
      review: 'Nice',
      comment: 'Soft',
      mediaUrl: [{ type: 'image', url: '/media/r/a-320.webp' }],
      date: at('2026-03-01T10:00:00Z'),
    }
    expect(myReviewCardOf(review)).toEqual({
      productName: 'Kurta',
      productHref: '/product-page/p%201',
      productImage: '/media/p/k.svg',
      rating: 4,
      title: 'Nice',
      comment: 'Soft',
      date: new Date('2026-03-01T10:00:00Z'),
      photoCount: 1,
    })
  })

  it('maps a question with its answers in the order the server gave them', () => {
    const question: MyQuestion = {
      id: 'q1',
      question: 'Stone-ground?',
      productId: 'atta',
      productName: 'Atta',
      productImage: '',
      date: at('2026-02-01T00:00:00Z'),
      answers: [
        { ans: 'Yes', by: 'Annapurna', seller: true, date: at('2026-02-02T00:00:00Z') },
        { ans: 'Tasty', by: 'Priya N.', seller: false, date: at('2026-02-03T00:00:00Z') },
      ],
    }
    const card = myQuestionCardOf(question)
    expect(card.productHref).toBe('/product-page/atta')
    expect(card.answers.map((a) => [a.text, a.seller])).toEqual([
      ['Yes', true],
      ['Tasty', false],
    ])
    expect(card.answers[1]?.date).toEqual(new Date('2026-02-03T00:00:00Z'))
  })
})

describe('the referral link', () => {
  it("is made whole on the store's own address, and a whole one stays as it is", () => {
    expect(referralLinkOf('/sign-up-with-email?ref=AARAV250', 'https://haat.example')).toBe(
      'https://haat.example/sign-up-with-email?ref=AARAV250',
    )
    expect(referralLinkOf('https://other.example/x?ref=A', 'https://haat.example')).toBe(
      'https://other.example/x?ref=A',
    )
  })
})

describe('the dashboard', () => {
  it('shows the first orders with See More, all with See Less, and no toggle when they all fit', () => {
    const five = [1, 2, 3, 4, 5]
    expect(dashboardOrders(five, false)).toEqual({
      shown: five.slice(0, DASHBOARD_ORDERS),
      toggleLabel: DASHBOARD_SEE_MORE_ORDERS,
    })
    expect(dashboardOrders(five, true)).toEqual({ shown: five, toggleLabel: DASHBOARD_SEE_LESS_ORDERS })
    const few = five.slice(0, DASHBOARD_ORDERS)
    expect(dashboardOrders(few, false)).toEqual({ shown: few, toggleLabel: null })
    expect(dashboardOrders([], false)).toEqual({ shown: [], toggleLabel: null })
  })

  it('takes the primary address as the default, else the first, else none', () => {
    const address = (name: string, primaryAddress: boolean) =>
      ({ name, primaryAddress }) as unknown as Answer<'addresses'>[number]
    expect(defaultAddressOf([address('A', false), address('B', true)])?.name).toBe('B')
    expect(defaultAddressOf([address('A', false), address('C', false)])?.name).toBe('A')
    expect(defaultAddressOf([])).toBeNull()
    expect(defaultAddressOf(undefined)).toBeNull()
  })
})
