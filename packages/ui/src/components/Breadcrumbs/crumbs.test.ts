import { describe, expect, it } from 'vitest'
import { crumbsFromPath } from './crumbs.ts'

describe('crumbsFromPath', () => {
  it('hides category ids and reads dashes as spaces', () => {
    expect(crumbsFromPath('/categories-page/CAT12/Mobile-Phones')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Categories page', href: '/categories-page' },
      { label: 'Mobile Phones' },
    ])
  })

  it('hides long database ids but keeps long words', () => {
    const crumbs = crumbsFromPath('/brand-page/a1B2c3D4e5F6g7H8i9/Electronicsandappliances')
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Brand page', 'Electronicsandappliances'])
  })

  it('decodes URI components and names the discount page', () => {
    expect(crumbsFromPath('/discout-for-you').map((c) => c.label)).toEqual(['Home', 'Discount for you'])
    expect(crumbsFromPath('/categories-page/CAT3/Home%20%26%20Kitchen').at(-1)).toEqual({
      label: 'Home & Kitchen',
    })
  })

  it('uses the given names and survives a malformed escape', () => {
    expect(crumbsFromPath('/categories-page/CAT12', { CAT12: 'Mobiles' }).at(-1)).toEqual({
      label: 'Mobiles',
    })
    expect(crumbsFromPath('/search/100%').at(-1)).toEqual({ label: '100%' })
  })

  it('is just Home at the root', () => {
    expect(crumbsFromPath('/')).toEqual([{ label: 'Home', href: '/' }])
  })
})
