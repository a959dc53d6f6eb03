import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { HomePage } from '../../packages/storefront/src/features/home/HomePage.tsx'
import {
  allFeedsEmpty,
  allFeedsPending,
  apiUrl,
  failing,
  handlers,
} from '../../packages/storefront/src/mocks/handlers.ts'
import { fillCarousels } from './carousels.ts'
import { withStorefront } from './helpers.tsx'
import { one, recorded } from './recorded.ts'

/** The home page container on the recorded API answers: the real RTK Query endpoints, store and router links. */
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

/** A link's href; a carousel slide not rendered yet is reached by moving the page's carousels to their ends. */
const hrefOf = async (canvas: Canvas, name: RegExp | string) => {
  const link = await canvas.findByRole('link', { name }, { timeout: 3000 }).catch(async () => {
    await fillCarousels(document.body)
    return canvas.findByRole('link', { name }, { timeout: 5000 })
  })
  return link.getAttribute('href')
}

/** The section titled `title` (its carousel is the region "{title} slides"). */
const sectionElement = (canvas: Canvas, title: string) =>
  canvas.findByRole('region', { name: title }, { timeout: 5000 })

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

const banner = (title: string) => one(recorded('homeBanners'), `banner "${title}"`, (b) => b.title === title)
const topDeal = (title: string) => one(recorded('topDeals'), `top deal "${title}"`, (d) => d.title === title)
const limitedDeal = (title: string) =>
  one(recorded('limitedTimeDeals'), `limited time deal "${title}"`, (d) => d.title === title)
const arrival = (title: string) =>
  one(recorded('newArrivals').data, `new arrival "${title}"`, (a) => a.title === title)
const featuredBrand = (name: string) =>
  one(
    recorded('featuredBrands'),
    `featured brand ${name}`,
    (b) => b.selectedBrandDetails[0]?.brandName === name,
  )
const firstStore = one(recorded('topStores').data, 'top store', () => true)
const nameless = one(
  recorded('topStores').data,
  'store without a name',
  (s) => s.sellerData.storedetails.storename === null,
)

/** A top-level category without products: the app must not show it (none is recorded, so the story adds one). */
const emptyTop = {
  ...recorded('categories')[0],
  id: 'CAT9999',
  parentCategory: 'CAT9999',
  name: 'Musical Instruments',
}
const categoriesWithAnEmptyTop = [...recorded('categories'), { ...emptyTop, products: [], productCount: 0 }]

export const Loaded: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('categories'), () => HttpResponse.json(categoriesWithAnEmptyTop)),
        ...handlers,
      ],
    },
  },
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
    await step('scrolling down draws every row', async () => {
      // A row draws its cards only near the screen (NearScreen): bring each in turn near it.
      const rows: HTMLElement[] = []
      for (const title of [...FEED_TITLES, 'Recently Viewed']) {
        const row = await sectionElement(canvas, title)
        row.scrollIntoView({ block: 'center' })
        // A frame or two for the observer to see it.
        await new Promise((resolve) => setTimeout(resolve, 50))
        rows.push(row)
      }
      await waitFor(() => expect(rows.filter((row) => row.hasAttribute('aria-busy'))).toEqual([]), {
        timeout: 8000,
      })
    })
    await step('the link rules of docs/product.md', async () => {
      // Banner of type Category, and of any other type.
      expect(await hrefOf(canvas, /Big Electronics Days/)).toBe('/categories-page/CAT1001/Electronics')
      expect(await hrefOf(canvas, /Smartphone Upgrade Days/)).toBe(
        `/product-page/${banner('Smartphone Upgrade Days').productId}`,
      )
      // Hot categories: only top-level categories with products.
      expect(await hrefOf(canvas, 'Home & Kitchen')).toBe('/categories-page/CAT1025/Home%20%26%20Kitchen')
      expect(canvas.queryByRole('link', { name: 'Musical Instruments' })).toBeNull()
      // Top deals: a single product opens it, several open the deal listing.
      expect(await hrefOf(canvas, /Deal of the Day: Smart Watch/)).toBe(
        `/product-page/${topDeal('Deal of the Day: Smart Watch').productIds[0]}`,
      )
      expect(await hrefOf(canvas, /Best of Smartphones/)).toBe(
        `/all-products/top-deals/${topDeal('Best of Smartphones').dealId}`,
      )
      expect(await hrefOf(canvas, 'View All Top Deals')).toBe('/top-deals')
      // Limited time: exactly one product opens it; each shows its countdown.
      expect(await hrefOf(canvas, /Deal of the Hour/)).toBe(
        `/product-page/${limitedDeal('Deal of the Hour').productIds[0]}`,
      )
      expect(await hrefOf(canvas, /Grocery Flash Sale/)).toBe(
        `/all-products/limited-time-offer/${limitedDeal('Grocery Flash Sale').id}`,
      )
      // Four deals running and two still to start; the one that is over is not shown.
      await fillCarousels(await canvas.findByRole('region', { name: 'Limited Time Offer' }))
      expect(await canvas.findAllByText(/Ends in \d{2}:\d{2}:\d{2}/)).toHaveLength(4)
      expect(await canvas.findAllByText('Starts soon')).toHaveLength(2)
      expect(canvas.queryByRole('link', { name: /Monsoon Footwear Sale/ })).toBeNull()
      expect(canvas.queryByText('Ends in 00:00:00')).toBeNull()
      // Featured brands: "Brand Product" to the brand's products, otherwise the brand page.
      const brands = await section(canvas, 'Featured Brands')
      expect(await hrefOf(brands, /Zenvolt/)).toBe(
        `/featured-products-page/${featuredBrand('Zenvolt').selectedBrands[0]}`,
      )
      expect(await hrefOf(brands, /Vastra & Co/)).toBe(
        `/brand-page/${featuredBrand('Vastra & Co').selectedBrands[0]}`,
      )
      // Top stores: View All to the first store; a nameless store says so.
      expect(await hrefOf(canvas, 'View All Top Stores')).toBe(`/topStore-Page/${firstStore.sellerId}`)
      expect(await hrefOf(await section(canvas, 'Top Stores'), /Store Name Unavailable/)).toBe(
        `/topStore-Page/${nameless.sellerId}`,
      )
      // New arrivals: "Banner Type" to its first product, otherwise the arrival's products.
      expect(await hrefOf(canvas, /Just Launched: Smartphones/)).toBe(
        `/product-page/${arrival('Just Launched: Smartphones').selectedProducts[0]}`,
      )
      expect(await hrefOf(canvas, /Just Launched: Sarees/)).toBe(
        `/new-arrivals-product/${arrival('Just Launched: Sarees').id}`,
      )
      // Featured products, top brands (with the fixed offer text) and discounts.
      const speaker = one(recorded('featuredProducts'), 'Lumio speaker', (p) =>
        p.name.startsWith('Lumio Stone'),
      )
      expect(await hrefOf(canvas, /Lumio Stone 60W/)).toBe(`/product-page/${speaker.productId}`)
      const [firstBrand, secondBrand] = recorded('topBrands')
      expect(await hrefOf(canvas, 'View All Top Brands')).toBe(`/brand-page/${firstBrand?.brandId}`)
      expect(
        await hrefOf(await section(canvas, 'Top Brands'), new RegExp(secondBrand?.brandName ?? '-')),
      ).toBe(`/topbrand-products-page/${secondBrand?.brandId}`)
      expect(await canvas.findAllByText('Upto 20% OFF')).toHaveLength(recorded('topBrands').length)
      const fashion = one(
        recorded('discountsForYou'),
        'Fashion discount',
        (d) => d.parentCategoryName === 'Fashion',
      )
      expect(await hrefOf(canvas, /50% OFF/)).toBe(`/discout-for-you/${fashion.id}`)
      // Recently viewed, from local storage.
      expect(await hrefOf(canvas, 'View All Recently Viewed')).toBe('/recently-viewed')
      expect(await hrefOf(canvas, /The Monsoon Letters/)).toBe('/product-page/P2012')
    })
  },
}

/** The home's last feed row, eight rows below the first screen. */
const FAR_ROW = 'Discounts For You'
const farRowLink = /50% OFF/

/**
 * Rows far below the first screen keep their skeleton while their data is already there, and draw their
 * cards once scrolling brings them within a screen: rendering all nine rows at once is what kept a phone's
 * main thread blocked at load.
 */
export const RowsDrawnNearTheScreen: Story = {
  play: async ({ canvas, step }) => {
    await step('the rows of the first screen are drawn at once', async () => {
      expect(await canvas.findByRole('link', { name: 'Home & Kitchen' }, { timeout: 5000 })).toBeVisible()
      // The rows that start on the screen (in the test's frame the observer's margin of a screen does not
      // apply, so a row just below it waits like a far one).
      await waitFor(
        () => {
          const onScreen = canvas
            .getAllByRole('region')
            .filter(
              (row) => row.tagName === 'SECTION' && row.getBoundingClientRect().top < window.innerHeight,
            )
          expect(onScreen.length).toBeGreaterThan(0)
          for (const row of onScreen) expect(row).not.toHaveAttribute('aria-busy')
        },
        { timeout: 5000 },
      )
    })
    const far = await sectionElement(canvas, FAR_ROW)
    await step('a row far below waits on its skeleton, with its data in hand', async () => {
      // Every feed answers at once here: give the far row's answer time to arrive and be ignored.
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(far).toHaveAttribute('aria-busy', 'true')
      expect(within(far).queryByRole('link', { name: farRowLink })).toBeNull()
      expect(within(far).getByText(`Loading ${FAR_ROW}`, { selector: 'span' })).toBeInTheDocument()
    })
    await step('scrolling it near draws it', async () => {
      // The row above it comes into view: the far row is then within a screen below.
      ;(await sectionElement(canvas, 'Top Brands')).scrollIntoView({ block: 'start' })
      expect(
        await within(far).findByRole('link', { name: farRowLink }, { timeout: 5000 }),
      ).toBeInTheDocument()
      expect(far).not.toHaveAttribute('aria-busy')
    })
  },
}

/**
 * A keyboard or screen reader user reaches a row before it is drawn: focus entering the row draws it
 * (here focus without scrolling, so only the focus can have done it), and the focused link keeps focus.
 */
export const FocusDrawsAFarRow: Story = {
  play: async ({ canvas }) => {
    const row = await sectionElement(canvas, 'Top Brands')
    const viewAll = await within(row).findByRole('link', { name: 'View All Top Brands' }, { timeout: 5000 })
    expect(row).toHaveAttribute('aria-busy', 'true')
    viewAll.focus({ preventScroll: true })
    expect(await within(row).findAllByText('Upto 20% OFF', {}, { timeout: 8000 })).not.toHaveLength(0)
    expect(row).not.toHaveAttribute('aria-busy')
    expect(viewAll).toHaveFocus()
    expect(viewAll).toBeInTheDocument()
  },
}

/** Two running deals, one of which ends two seconds after the page opens. */
const endingSoon = () => {
  const now = Math.floor(Date.now() / 1000)
  const [first, second] = recorded('limitedTimeDeals')
  if (!first || !second) throw new Error('The recording has fewer than two limited-time deals')
  return [
    { ...first, title: 'Ends Any Moment', startDate: { _seconds: now - 3600, _nanoseconds: 0 } },
    { ...second, title: 'Runs All Day', startDate: { _seconds: now - 3600, _nanoseconds: 0 } },
  ].map((deal, i) => ({
    ...deal,
    endDate: { _seconds: i === 0 ? now + 2 : now + 86_400, _nanoseconds: 0 },
  }))
}

/** A deal whose countdown reaches its end while the page is open leaves the row (no 00:00:00 tile). */
export const LimitedTimeDealEndsOnScreen: Story = {
  parameters: {
    msw: {
      handlers: [http.get(apiUrl('limitedTimeDeals'), () => HttpResponse.json(endingSoon())), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    // The sections arrive in a lazy chunk after the first paint.
    const row = await canvas.findByRole('region', { name: 'Limited Time Offer' }, { timeout: 5000 })
    // A row draws its cards once near the screen (NearScreen).
    row.scrollIntoView({ block: 'center' })
    const deals = within(row)
    expect(await deals.findByRole('link', { name: /Ends Any Moment/ }, { timeout: 5000 })).toBeInTheDocument()
    expect(deals.getByRole('link', { name: /Runs All Day/ })).toBeInTheDocument()
    await waitFor(() => expect(deals.queryByRole('link', { name: /Ends Any Moment/ })).toBeNull(), {
      timeout: 6000,
    })
    expect(deals.getByRole('link', { name: /Runs All Day/ })).toBeInTheDocument()
    expect(canvas.queryByText('Ends in 00:00:00')).toBeNull()
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
    // The rest of the page keeps working (each row scrolled near, where it draws its cards).
    ;(await sectionElement(canvas, 'Limited Time Offer')).scrollIntoView({ block: 'center' })
    expect(await canvas.findByRole('link', { name: /Grocery Flash Sale/ })).toBeInTheDocument()
    ;(await sectionElement(canvas, 'Top Stores')).scrollIntoView({ block: 'center' })
    const stores = await section(canvas, 'Top Stores')
    expect(await stores.findByRole('link', { name: /Shree Ganesh Traders/ })).toBeInTheDocument()
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
