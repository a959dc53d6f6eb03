import { describe, expect, it } from 'vitest'
import { accountLinksFor, HELP_LINKS } from './menuLinks.ts'

describe('the menu page links', () => {
  it('leads a shopper to the parts of their account', () => {
    expect(accountLinksFor(true).map((link) => link.href)).toEqual([
      '/my-account',
      '/my-account?section=my-orders',
      '/my-account?section=whishlist',
      '/my-account?section=wallet',
      '/my-account?section=address',
      '/shopping-cart',
    ])
  })

  it('offers a visitor sign in and sign up, never account pages', () => {
    const hrefs = accountLinksFor(false).map((link) => link.href)
    expect(hrefs).toEqual(['/login', '/sign-up-with-email', '/shopping-cart'])
  })

  it('points help at real pages, the seller area among them', () => {
    expect(HELP_LINKS.map((link) => link.href)).toContain('/seller/login')
    expect(HELP_LINKS.map((link) => link.href)).toContain('/About_us')
  })
})
