import { describe, expect, it } from 'vitest'
import { isExternalHref } from './links.tsx'

describe('isExternalHref', () => {
  it('keeps other sites, mail and phone links as plain anchors', () => {
    for (const href of [
      'https://b2b.haat.example/sign-in',
      'http://x.in',
      '//cdn.example/a',
      'mailto:a@b.in',
      'tel:+91',
    ])
      expect(isExternalHref(href), href).toBe(true)
  })
  it('routes app paths through the router', () => {
    for (const href of ['/', '/product-page/P1', '/shopping-cart#whishlist-cart', '#main', 'top-deals'])
      expect(isExternalHref(href), href).toBe(false)
  })
})
