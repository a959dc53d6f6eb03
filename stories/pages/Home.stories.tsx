import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { HomePage } from '../../packages/storefront/src/features/home/HomePage.tsx'
import {
  allFeedsEmpty,
  allFeedsPending,
  failing,
  handlers,
} from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'

/** The home page container on the MSW fixtures: the real RTK Query endpoints, store and router links. */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [withStorefront('/')],
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta<typeof HomePage>
export default meta
type Story = StoryObj<typeof meta>

const FEED_TITLES = [
  'Hot Categories',
  'Top Deals',
  'Limited Time Offer',
  'Featured Brands',
  'Top Stores',
  'New Arrivals',
  'Featured Products',
  'Top Brands',
  'Discounts For You',
]

type Canvas = ReturnType<typeof within>

const hrefOf = async (canvas: Canvas, name: RegExp | string) =>
  (await canvas.findByRole('link', { name })).getAttribute('href')

/** The section titled `title` (its carousel is the region "{title} slides"). */
const section = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole('region', { name: title }))

const visited = [
  {
    details: {
      id: 'P2012',
      name: 'The Monsoon Letters: A Novel',
      imageUrls: ['/fixtures/img/product-book.svg'],
      price: 499,
      sellingPrice: 349,
      fiveRating: 12,
    },
  },
]

export const Loaded: Story = {
  // Recently Viewed reads the products this browser opened; the story stores one and removes it after.
  beforeEach: () => {
    localStorage.setItem('visitedProducts', JSON.stringify(visited))
    return () => localStorage.removeItem('visitedProducts')
  },
  play: async ({ canvas, step }) => {
    await step('every section in the specified order', async () => {
      // The sections arrive in a lazy chunk after the first paint: wait for all of them, not the first.
      await waitFor(() =>
        expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
          ...FEED_TITLES,
          'Recently Viewed',
        ]),
      )
    })
    await step('link rules of spec 2.11', async () => {
      // Banner of type Category, and of any other type.
      expect(await hrefOf(canvas, /Big Electronics Days/)).toBe('/categories-page/CAT1001/Electronics')
      expect(await hrefOf(canvas, /Banarasi silk sarees/)).toBe('/product-page/P2005')
      // Hot categories: only top-level categories with products.
      expect(await hrefOf(canvas, 'Home & Kitchen')).toBe('/categories-page/CAT1003/Home%20%26%20Kitchen')
      expect(canvas.queryByRole('link', { name: 'Musical Instruments' })).toBeNull()
      // Top deals: a single product opens it, several open the deal listing.
      expect(await hrefOf(canvas, /Cotton casual shirts/)).toBe('/product-page/P2004')
      expect(await hrefOf(canvas, /Smartphones and laptops/)).toBe('/all-products/top-deals/DEAL501')
      expect(await hrefOf(canvas, 'View All Top Deals')).toBe('/top-deals')
      // Limited time: exactly one product opens it; each shows its countdown.
      expect(await hrefOf(canvas, /Wireless headphones/)).toBe('/product-page/P2003')
      expect(await hrefOf(canvas, /Festive ethnic wear/)).toBe('/all-products/limited-time-offer/LTD2')
      expect(await canvas.findAllByText(/Ends in \d{2}:\d{2}:\d{2}/)).toHaveLength(2)
      expect(await canvas.findByText('Starts soon')).toBeInTheDocument()
      // Featured brands: "Brand Product" to the brand's products, otherwise the brand page.
      const brands = await section(canvas, 'Featured Brands')
      expect(await hrefOf(brands, /Zentro/)).toBe('/featured-products-page/BR301')
      expect(await hrefOf(brands, /Kasturi Handlooms/)).toBe('/brand-page/BR302')
      // Top stores: View All to the first store; a nameless store says so.
      expect(await hrefOf(canvas, 'View All Top Stores')).toBe('/topStore-Page/SEL401')
      expect(await hrefOf(await section(canvas, 'Top Stores'), /Store Name Unavailable/)).toBe(
        '/topStore-Page/SEL403',
      )
      // New arrivals: "Banner Type" to its first product, otherwise the arrival's products.
      expect(await hrefOf(canvas, /Smartwatch with AMOLED display/)).toBe('/product-page/P2014')
      expect(await hrefOf(canvas, /Running and sports shoes/)).toBe('/new-arrivals-product/NA2')
      // Featured products, top brands (with the fixed offer text) and discounts.
      expect(await hrefOf(canvas, /Ratnagiri Alphonso Mangoes/)).toBe('/product-page/P2007')
      expect(await hrefOf(canvas, 'View All Top Brands')).toBe('/brand-page/BR301')
      expect(await hrefOf(await section(canvas, 'Top Brands'), /Khiladi Sports/)).toBe(
        '/topbrand-products-page/BR305',
      )
      expect(await canvas.findAllByText('Upto 20% OFF')).toHaveLength(6)
      expect(await hrefOf(canvas, /60% OFF/)).toBe('/discout-for-you/DFY2')
      // Recently viewed, from local storage.
      expect(await hrefOf(canvas, 'View All Recently Viewed')).toBe('/recently-viewed')
      expect(await hrefOf(canvas, /The Monsoon Letters/)).toBe('/product-page/P2012')
    })
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [...allFeedsPending(), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Loading banners...')).toBeInTheDocument()
    for (const title of FEED_TITLES) {
      expect(await canvas.findByText(`Loading ${title}`, { selector: 'span' })).toBeInTheDocument()
    }
    expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const OneFeedFailing: Story = {
  parameters: {
    msw: { handlers: [failing('topDeals', 500, 'Deals service unavailable'), ...handlers] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    expect(alert).toHaveTextContent('Error Fetching Top deals Deals service unavailable')
    // The rest of the page keeps working.
    expect(await canvas.findByRole('link', { name: /Wireless headphones/ })).toBeInTheDocument()
    const stores = await section(canvas, 'Top Stores')
    expect(await stores.findByRole('link', { name: /Sharma Electronics/ })).toBeInTheDocument()
    expect(canvas.getAllByRole('alert')).toHaveLength(1)
  },
}

export const EmptyFeeds: Story = {
  parameters: { msw: { handlers: [...allFeedsEmpty(), ...handlers] } },
  play: async ({ canvas }) => {
    for (const text of [
      'No Category',
      'No deals available',
      'No stores available',
      'No new arrivals found.',
      'No products available',
      'No discounts available',
    ]) {
      expect((await canvas.findAllByText(text)).length).toBeGreaterThan(0)
    }
    // With no stores or brands there is nothing to "View All" of.
    expect(canvas.queryByRole('link', { name: 'View All Top Stores' })).toBeNull()
    expect(canvas.queryByRole('link', { name: 'View All Top Brands' })).toBeNull()
    expect(canvas.queryByRole('region', { name: 'Featured offers' })).toBeNull()
  },
}
