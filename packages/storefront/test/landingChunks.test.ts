import type { PageName } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import {
  LANDING_FAMILIES,
  type LandingFamily,
  landingChunkOf,
  type PageNeeds,
} from '../build/landingChunks.ts'
import { FRAME_PARTS, screenModules } from '../src/app/screenModules.ts'

const families: LandingFamily[] = [
  { name: 'home', pages: ['home'] },
  { name: 'listing', pages: ['category', 'searchResults'] },
  { name: 'product', pages: ['product'] },
]

const needs = (byPage: Partial<Record<PageName, { screen: string[]; parts?: string[] }>>) =>
  new Map<PageName, PageNeeds>(
    Object.entries(byPage).map(([page, need]) => [
      page as PageName,
      { screen: new Set(need.screen), parts: new Set(need.parts ?? []) },
    ]),
  )

describe('landingChunkOf', () => {
  it('names each module after the families whose pages need it', () => {
    const chunkOf = landingChunkOf(
      {
        pageNeeds: needs({
          home: { screen: ['card', 'banner'] },
          category: { screen: ['card', 'grid', 'filters'] },
          searchResults: { screen: ['card', 'grid', 'sortSelect'] },
          product: { screen: ['card', 'gallery', 'sortSelect'] },
        }),
        ownChunkModules: new Set(),
      },
      families,
    )
    expect(Object.fromEntries(chunkOf)).toEqual({
      card: 'home_listing_product',
      banner: 'home',
      grid: 'listing',
      filters: 'listing',
      sortSelect: 'listing_product',
      gallery: 'product',
    })
  })

  it('keeps what only the lazy parts of a first screen need out of the chunks its screen waits for', () => {
    const chunkOf = landingChunkOf(
      {
        pageNeeds: needs({
          home: { screen: ['skeleton', 'feeds'], parts: ['feeds', 'carousel', 'card'] },
          category: { screen: ['skeleton', 'card'] },
        }),
        ownChunkModules: new Set(),
      },
      families,
    )
    expect(Object.fromEntries(chunkOf)).toEqual({
      skeleton: 'home_listing',
      feeds: 'home',
      carousel: 'homeParts',
      card: 'homeParts_listing',
    })
  })

  it('leaves screens in chunks of their own, and modules no landing page needs to the bundler', () => {
    const chunkOf = landingChunkOf(
      {
        pageNeeds: needs({
          home: { screen: ['HomeRoute', 'card'], parts: ['HomeSections'] },
          category: { screen: ['CategoryRoute', 'card', 'grid'] },
          checkout: { screen: ['CheckoutRoute', 'card', 'addressForm'] },
        }),
        ownChunkModules: new Set(['HomeRoute', 'HomeSections', 'CategoryRoute', 'CheckoutRoute']),
      },
      families,
    )
    expect(Object.fromEntries(chunkOf)).toEqual({ card: 'home_listing', grid: 'listing' })
  })
})

describe('the lazy parts of the frame', () => {
  it('get chunks of their own, split where a family shares them, so they never load a family chunk whole', () => {
    const chunkOf = landingChunkOf(
      {
        pageNeeds: needs({
          category: { screen: ['CategoryRoute', 'grid', 'drawer'] },
          product: { screen: ['ProductRoute', 'gallery', 'dialog'] },
        }),
        ownChunkModules: new Set(['CategoryRoute', 'ProductRoute', 'MobileNavigation']),
        frameNeeds: new Set(['MobileNavigation', 'bottomBar', 'drawer', 'dialog']),
      },
      families,
    )
    expect(Object.fromEntries(chunkOf)).toEqual({
      grid: 'listing',
      drawer: 'listing_frame',
      gallery: 'product',
      dialog: 'product_frame',
      bottomBar: 'frame',
    })
  })
})

describe('FRAME_PARTS', () => {
  it('names modules that exist, none of them a screen', async () => {
    const screens = Object.values(screenModules).map((screen) => screen.file)
    for (const file of FRAME_PARTS) {
      expect(screens).not.toContain(file)
      await expect(import(`../src/${file}`)).resolves.toBeTypeOf('object')
    }
  })
})

describe('LANDING_FAMILIES', () => {
  it('names only pages the app has screens for, each in one family', () => {
    const pages = LANDING_FAMILIES.flatMap((family) => family.pages)
    expect(new Set(pages).size).toBe(pages.length)
    for (const page of pages) expect(screenModules).toHaveProperty(page)
  })
})
