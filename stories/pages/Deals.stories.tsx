import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { FeaturedBrandProductsRoute } from '../../packages/storefront/src/features/brand/FeaturedBrandProductsRoute.tsx'
import { FeaturedBrandsRoute } from '../../packages/storefront/src/features/brand/FeaturedBrandsRoute.tsx'
import { LimitedTimeDealsRoute } from '../../packages/storefront/src/features/deals/LimitedTimeDealsRoute.tsx'
import { TopDealsRoute } from '../../packages/storefront/src/features/deals/TopDealsRoute.tsx'
import {
  DiscountProductsRoute,
  ItemProductsRoute,
} from '../../packages/storefront/src/features/listing/scopedListings.tsx'
import {
  apiUrl,
  empty,
  emptyListing,
  failing,
  handlers,
} from '../../packages/storefront/src/mocks/handlers.ts'
import { NOT_FOUND_HINT } from '../../packages/storefront/src/shared/listing/ListingScreen.tsx'
import { fillCarousels } from './carousels.ts'
import { withStorefront } from './helpers.tsx'
import { one, recorded, UNKNOWN_ID } from './recorded.ts'

/** The deal and featured-brand screens on the recorded API answers: real endpoints, store, router and URL state. */
const meta = {
  title: 'Pages/Deals',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Zenvolt, featured as "Brand Product": its link opens this page. */
const zenvolt = one(
  recorded('featuredBrands'),
  'Zenvolt',
  (b) => b.selectedBrandDetails[0]?.brandName === 'Zenvolt',
)
const featuredBrand = withStorefront('/featured-products-page/:brandId', {
  initialEntry: `/featured-products-page/${zenvolt.selectedBrands[0]}`,
})

const productLinks = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Products' }, { timeout: 5000 })).findAllByRole('link')

export const FeaturedBrandProductsLoaded: Story = {
  render: () => <FeaturedBrandProductsRoute />,
  decorators: [featuredBrand],
  play: async ({ canvas, step }) => {
    await step('the brand products under the brand, with the verified mark and a way home', async () => {
      expect(
        await canvas.findByRole('heading', { level: 1, name: 'Zenvolt Products' }, { timeout: 5000 }),
      ).toBeInTheDocument()
      await waitFor(() => expect(document.title).toBe('Zenvolt Products | Haat'))
      expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
      const links = await productLinks(canvas)
      for (const link of links) expect(link.textContent).toMatch(/Zenvolt/)
      await waitFor(() => expect(canvas.getAllByText('Verified').length).toBe(links.length))
    })
    await step('the sort High to Low orders by price', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Price: High to Low' }))
      await waitFor(async () => {
        const prices = (await productLinks(canvas)).map((link) =>
          Number((link.textContent ?? '').match(/₹([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '')),
        )
        expect(prices).toEqual([...prices].sort((a, b) => b - a))
      })
    })
    await step('availability Out of Stock leaves only sold-out cards', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Availability' }))
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Out of Stock' }))
      await waitFor(async () => {
        const links = await productLinks(canvas).catch(() => [])
        for (const link of links) expect(link.textContent).toMatch(/Out of Stock/)
      })
    })
  },
}

export const FeaturedBrandProductsEmpty: Story = {
  render: () => <FeaturedBrandProductsRoute />,
  decorators: [featuredBrand],
  parameters: { msw: { handlers: [emptyListing('featuredProductsWiseBrand'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No Products Found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(canvas.getByText('Try adjusting your filters or search terms')).toBeInTheDocument()
  },
}

/** A brand nobody knows: the specification's empty state under "Brand Products", not an error. */
export const FeaturedBrandProductsUnknownBrand: Story = {
  render: () => <FeaturedBrandProductsRoute />,
  decorators: [
    withStorefront('/featured-products-page/:brandId', {
      initialEntry: `/featured-products-page/${UNKNOWN_ID}`,
    }),
  ],
  parameters: {
    msw: { handlers: [failing('featuredProductsWiseBrand', 404, 'Brand not found.'), ...handlers] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No Products Found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(canvas.getByText('Try adjusting your filters or search terms')).toBeInTheDocument()
    expect(canvas.getByRole('heading', { level: 1, name: 'Brand Products' })).toBeInTheDocument()
    expect(document.title).toBe('Brand Products | Haat')
    expect(canvas.queryByText(/Error/)).toBeNull()
    expect(canvas.queryByRole('region', { name: 'Loading products' })).toBeNull()
    expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

/** A deal or offer link whose id names nothing: the listing's empty state and a way home, not skeletons. */
const notFoundPlay =
  (emptyText: string) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    expect(await canvas.findByText(emptyText, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(canvas.getByText(NOT_FOUND_HINT)).toBeInTheDocument()
    expect(canvas.queryByRole('region', { name: 'Loading products' })).toBeNull()
    expect(canvas.queryByRole('alert')).toBeNull()
    expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    // Nothing to filter or sort on a link that names nothing.
    expect(canvas.queryByRole('combobox', { name: 'Sort by' })).toBeNull()
    expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull()
    expect(canvas.queryByRole('button', { name: /Filters/ })).toBeNull()
  }

export const TopDealNotFound: Story = {
  render: () => <ItemProductsRoute />,
  decorators: [
    withStorefront('/all-products/:type/:itemId', { initialEntry: '/all-products/top-deals/doesnotexist' }),
  ],
  parameters: { msw: { handlers: [failing('itemProducts', 404, 'Deal not found.'), ...handlers] } },
  play: notFoundPlay('No products available'),
}

export const LimitedTimeOfferNotFound: Story = {
  render: () => <ItemProductsRoute />,
  decorators: [
    withStorefront('/all-products/:type/:itemId', {
      initialEntry: '/all-products/limited-time-offer/nope',
    }),
  ],
  parameters: { msw: { handlers: [failing('itemProducts', 404, 'Deal not found.'), ...handlers] } },
  play: notFoundPlay('No products available'),
}

export const DiscountNotFound: Story = {
  render: () => <DiscountProductsRoute />,
  decorators: [withStorefront('/discout-for-you/:discountId', { initialEntry: '/discout-for-you/nope' })],
  parameters: { msw: { handlers: [failing('discountProducts', 404, 'Discount not found.'), ...handlers] } },
  play: notFoundPlay('No Products Found'),
}

const limitedTime = withStorefront('/limited-time-deals')
const limitedDeal = (title: string) =>
  one(recorded('limitedTimeDeals'), `limited time deal "${title}"`, (d) => d.title === title)
const limitedProducts = recorded('limitedTimeProducts')

export const LimitedTimeDealsLoaded: Story = {
  render: () => <LimitedTimeDealsRoute />,
  decorators: [limitedTime],
  play: async ({ canvas, step }) => {
    await step('the running deals only, each counting down', async () => {
      const strip = within(
        await canvas.findByRole('list', { name: 'Running limited time deals' }, { timeout: 5000 }),
      )
      expect(strip.getByRole('link', { name: /Deal of the Hour/ })).toHaveAttribute(
        'href',
        `/product-page/${limitedDeal('Deal of the Hour').productIds[0]}`,
      )
      expect(strip.getByRole('link', { name: /Grocery Flash Sale/ })).toBeInTheDocument()
      // The Midnight Laptop Sale starts in three hours and the Monsoon Footwear Sale is over: not running.
      expect(strip.queryByRole('link', { name: /Midnight Laptop Sale/ })).toBeNull()
      expect(strip.queryByRole('link', { name: /Monsoon Footwear Sale/ })).toBeNull()
      for (const timer of strip.getAllByRole('timer'))
        expect(timer).toHaveTextContent(/^Ends in \d{2}:\d{2}:\d{2}$/)
    })
    await step('the deal products show their offer and a countdown', async () => {
      const links = await productLinks(canvas)
      expect(links).toHaveLength(limitedProducts.products.length)
      links.forEach((link, index) => {
        expect(link).toHaveTextContent(limitedProducts.products[index]?.offerTitle ?? '-')
        expect(within(link).getByRole('timer')).toHaveTextContent(/^Ends in \d{2}:\d{2}:\d{2}$/)
      })
      expect(canvas.queryByRole('button', { name: /Add to Cart/i })).toBeNull()
    })
    await step('the sort High to Low orders by price', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Price: High to Low' }))
      await waitFor(async () => {
        const prices = (await productLinks(canvas)).map((link) =>
          Number((link.textContent ?? '').match(/₹([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '')),
        )
        expect(prices).toEqual([...prices].sort((a, b) => b - a))
      })
    })
  },
}

export const LimitedTimeDealsEmpty: Story = {
  render: () => <LimitedTimeDealsRoute />,
  decorators: [limitedTime],
  parameters: {
    msw: { handlers: [empty('limitedTimeDeals'), emptyListing('limitedTimeProducts'), ...handlers] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No deals available', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(canvas.queryByRole('list', { name: 'Running limited time deals' })).toBeNull()
  },
}

export const LimitedTimeDealsFailing: Story = {
  render: () => <LimitedTimeDealsRoute />,
  decorators: [limitedTime],
  parameters: {
    msw: { handlers: [failing('limitedTimeDeals', 503, 'Deals are resting'), ...handlers] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Error: Deals are resting', {}, { timeout: 5000 })).toBeInTheDocument()
  },
}

const topDeals = withStorefront('/top-deals')
const topDeal = (title: string) => one(recorded('topDeals'), `top deal "${title}"`, (d) => d.title === title)

export const TopDealsLoaded: Story = {
  render: () => <TopDealsRoute />,
  decorators: [topDeals],
  play: async ({ canvas, step }) => {
    await step('the deal banners open a deal of several products or its one product', async () => {
      const bannerRow = await canvas.findByRole('region', { name: 'Top deal banners' }, { timeout: 5000 })
      await fillCarousels(bannerRow)
      const banners = within(bannerRow)
      expect(banners.getByRole('link', { name: /Best of Smartphones/ })).toHaveAttribute(
        'href',
        `/all-products/top-deals/${topDeal('Best of Smartphones').dealId}`,
      )
      expect(banners.getByRole('link', { name: /Deal of the Day: Smart Watch/ })).toHaveAttribute(
        'href',
        `/product-page/${topDeal('Deal of the Day: Smart Watch').productIds[0]}`,
      )
    })
    await step('the products of the deals follow, with the filters', async () => {
      expect((await productLinks(canvas)).length).toBeGreaterThan(0)
      expect(canvas.getByRole('heading', { name: 'Top Deals' })).toBeInTheDocument()
    })
  },
}

export const TopDealsBannersFailing: Story = {
  render: () => <TopDealsRoute />,
  decorators: [topDeals],
  parameters: { msw: { handlers: [failing('topDeals', 503, 'Deals are resting'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(
      await canvas.findByText('Error Fetching Top deals Deals are resting', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    // One failing feed leaves the products working.
    expect((await productLinks(canvas)).length).toBeGreaterThan(0)
  },
}

const featuredBrands = withStorefront('/featured-brands')

export const FeaturedBrandsLoaded: Story = {
  render: () => <FeaturedBrandsRoute />,
  decorators: [featuredBrands],
  play: async ({ canvas, step }) => {
    await step('the brand banners are ads linking to each brand page', async () => {
      const stripRow = await canvas.findByRole('region', { name: 'Featured Brands' }, { timeout: 5000 })
      await fillCarousels(stripRow)
      const strip = within(stripRow)
      const tiles = strip.getAllByRole('link')
      expect(tiles.length).toBeGreaterThan(0)
      for (const tile of tiles) {
        expect(tile).toHaveTextContent(/^AD/)
        expect(tile).toHaveAttribute('href', expect.stringMatching(/^\/brand-page\/\w+$/))
      }
    })
    await step('one product carousel per brand with Visit Brand Page', async () => {
      const visits = canvas.getAllByRole('link', { name: 'Visit Brand Page' })
      expect(visits.length).toBe(
        within(canvas.getByRole('region', { name: 'Featured Brands' })).getAllByRole('link').length,
      )
      const first = visits[0]?.closest('section') as HTMLElement
      const products = within(first)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/product-page/'))
      expect(products.length).toBeGreaterThan(0)
    })
  },
}

export const FeaturedBrandsEmpty: Story = {
  render: () => <FeaturedBrandsRoute />,
  decorators: [featuredBrands],
  parameters: {
    msw: {
      handlers: [http.get(apiUrl('featuredBrandsWithProducts'), () => HttpResponse.json([])), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No Products Found', {}, { timeout: 5000 })).toBeInTheDocument()
  },
}
