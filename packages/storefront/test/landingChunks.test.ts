import type { PageName } from '@haat/contract/core'
import { describe, expect, it } from 'vitest'
import {
  LANDING_FAMILIES,
  type LandingFamily,
  landingChunkOf,
  type PageNeeds,
  SMALL_SHARED_CHUNK_BYTES,
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

  it('puts what the lazy parts of a first screen need in the chunks of its screen', () => {
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
      carousel: 'home',
      card: 'home_listing',
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

  describe('with the size of each module', () => {
    const fourFamilies: LandingFamily[] = [
      { name: 'home', pages: ['home'] },
      { name: 'listing', pages: ['category'] },
      { name: 'store', pages: ['brand'] },
      { name: 'product', pages: ['product'] },
    ]
    const big = SMALL_SHARED_CHUNK_BYTES
    const chunksOf = (bytes: Record<string, number>) =>
      Object.fromEntries(
        landingChunkOf(
          {
            pageNeeds: needs({
              home: { screen: ['theme', 'tile', 'heart'] },
              category: { screen: ['theme', 'tile', 'grid', 'pager', 'select'] },
              brand: { screen: ['theme', 'heart', 'grid', 'hero'] },
              product: { screen: ['theme', 'heart', 'grid', 'select', 'gallery'] },
            }),
            ownChunkModules: new Set(),
            frameNeeds: new Set(['pager']),
            moduleBytes: new Map(Object.entries(bytes)),
          },
          fourFamilies,
        ),
      )

    it("moves a small chunk some families share into the one all families share, the families' own stay", () => {
      expect(
        chunksOf({ theme: big, tile: 10, heart: 10, grid: big, pager: 10, select: big, hero: 10 }),
      ).toEqual({
        theme: 'home_listing_store_product',
        // home_listing and home_store_product are small: one file less for the pages that load them.
        tile: 'home_listing_store_product',
        heart: 'home_listing_store_product',
        grid: 'listing_store_product',
        select: 'listing_product',
        // A family's own code and what the frame needs stay apart, however small.
        hero: 'store',
        gallery: 'product',
        pager: 'listing_frame',
      })
    })

    it('keeps a small chunk apart while a chunk of more families it may import stays apart', () => {
      // listing_product's modules may import listing_store_product's: joined with all, they would make the
      // chunk of all families import one that imports it.
      expect(chunksOf({ theme: big, tile: big, heart: big, grid: big, pager: 10, select: 10 })).toMatchObject(
        {
          tile: 'home_listing',
          heart: 'home_store_product',
          grid: 'listing_store_product',
          select: 'listing_product',
        },
      )
      expect(chunksOf({ theme: big, tile: big, heart: big, grid: 10, pager: 10, select: 10 })).toMatchObject({
        grid: 'home_listing_store_product',
        select: 'home_listing_store_product',
      })
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
