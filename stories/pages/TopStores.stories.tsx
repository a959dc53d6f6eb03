import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { TopStoresRoute } from '../../packages/storefront/src/features/top-stores/TopStoresRoute.tsx'
import { failing, handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { fillCarousels } from './carousels.ts'
import { withStorefront } from './helpers.tsx'
import { recorded, UNKNOWN_ID } from './recorded.ts'

/** /topStore-Page/{sellerId} on the recorded API answers: the store strip, the store's listing, More Top Stores. */
const meta = {
  title: 'Pages/TopStores',
  parameters: { storyPadding: 0, msw: { handlers } },
  render: () => <TopStoresRoute />,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const atStore = (sellerId: string) =>
  withStorefront('/topStore-Page/:sellerId', { initialEntry: `/topStore-Page/${sellerId}` })

type Canvas = ReturnType<typeof within>

const UNNAMED = 'Store Name Unavailable'
/** Every top store of the home feed, as the strip links them. */
const stores = recorded('topStores').data
const strip = stores.map((store) => `/topStore-Page/${store.sellerId}`)
const [first, second, , fourth] = stores.map((store) => ({
  sellerId: store.sellerId,
  name: store.sellerData.storedetails.storename ?? UNNAMED,
}))
if (!first || !second || !fourth) throw new Error('The recording needs four top stores')
/** The stores of the "More Top Stores" carousels (the recording keeps the first five), but `sellerId`. */
const moreStoresThan = (sellerId: string) =>
  recorded('topStoresWithProducts', { query: { sort: 'price-asc', perStore: 8 } })
    .data.filter((store) => store.sellerId !== sellerId)
    .map((store) => ({ sellerId: store.sellerId, name: store.storeName ?? UNNAMED }))
const fourthStoreProducts = recorded('topStoreProducts', {
  query: { sellerId: fourth.sellerId, sort: 'price-asc', pageSize: 24 },
})

const priceOf = (link: HTMLElement) =>
  Number((link.textContent ?? '').match(/₹([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, ''))

/** The store strip: every top store of the feed, each linking to its own top store page. */
async function storeStrip(canvas: Canvas) {
  const row = await canvas.findByRole('region', { name: 'All top stores' }, { timeout: 5000 })
  await fillCarousels(row)
  const region = within(row)
  const links = await region.findAllByRole('link')
  expect(links.map((link) => link.getAttribute('href'))).toEqual(strip)
  return links
}

/** The "More Top Stores" sections, by their headings' text. */
async function moreStoreNames(canvas: Canvas) {
  const more = await canvas.findByRole('region', { name: 'More Top Stores' }, { timeout: 5000 })
  await waitFor(() => expect(within(more).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0))
  return within(more)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
}

export const Ready: Story = {
  decorators: [atStore(first.sellerId)],
  play: async ({ canvas, step }) => {
    await step('title, breadcrumbs and every top store, the current one marked', async () => {
      expect(await canvas.findByRole('heading', { level: 1, name: 'Top Stores' })).toBeInTheDocument()
      const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }))
      expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      expect(crumbs.getByText('Top Stores')).toHaveAttribute('aria-current', 'page')
      const links = await storeStrip(canvas)
      expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(
        stores.map((_, index) => (index === 0 ? 'page' : null)),
      )
      const unnamed = stores.findIndex((store) => store.sellerData.storedetails.storename === null)
      expect(links[unnamed]).toHaveTextContent(UNNAMED)
    })
    await step("the store's products under its name, with Visit Store and the four sorts", async () => {
      expect(await canvas.findByRole('heading', { level: 2, name: first.name })).toBeInTheDocument()
      expect(canvas.getByRole('link', { name: 'Visit Store' })).toHaveAttribute(
        'href',
        `/seller-store/${first.sellerId}`,
      )
      const results = within(await canvas.findByRole('list', { name: 'Products' }, { timeout: 5000 }))
      expect((await results.findAllByRole('link')).length).toBeGreaterThan(0)
      expect(canvas.getByText(/^Showing 1-\d+ of \d+ results$/)).toBeInTheDocument()
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
      const options = within(document.body).getAllByRole('option')
      expect(options.map((option) => option.textContent)).toEqual([
        'Price: Low to High',
        'Price: High to Low',
        'Discounts',
        'Recommended',
      ])
      await userEvent.keyboard('{Escape}')
    })
    await step('More Top Stores: one carousel per other store, each with View Store', async () => {
      const others = moreStoresThan(first.sellerId)
      expect(await moreStoreNames(canvas)).toEqual(others.map((store) => store.name))
      const more = within(canvas.getByRole('region', { name: 'More Top Stores' }))
      expect(
        more.getAllByRole('link', { name: /^View Store/ }).map((link) => link.getAttribute('href')),
      ).toEqual(others.map((store) => `/topStore-Page/${store.sellerId}`))
      const silkRow = more.getByRole('region', { name: `${second.name} products` })
      await fillCarousels(silkRow)
      const silk = within(silkRow)
      const prices = silk.getAllByRole('link').map(priceOf)
      expect(prices.length).toBe(8)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    })
    await step('Price: High to Low sorts the listing and the other stores carousels', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Price: High to Low' }))
      await waitFor(() => {
        const more = within(canvas.getByRole('region', { name: 'More Top Stores' }))
        const prices = within(more.getByRole('region', { name: `${second.name} products` }))
          .getAllByRole('link')
          .map(priceOf)
        expect(prices.length).toBe(8)
        expect(prices).toEqual([...prices].sort((a, b) => b - a))
        const listed = within(canvas.getByRole('list', { name: 'Products' }))
          .getAllByRole('link')
          .map(priceOf)
        expect(listed).toEqual([...listed].sort((a, b) => b - a))
      })
    })
  },
}

export const SwitchingStore: Story = {
  decorators: [atStore(first.sellerId)],
  play: async ({ canvas }) => {
    const links = await storeStrip(canvas)
    await userEvent.click(links[3] as HTMLElement)
    expect(
      await canvas.findByRole('heading', { level: 2, name: fourth.name }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(canvas.getByRole('link', { name: 'Visit Store' })).toHaveAttribute(
      'href',
      `/seller-store/${fourth.sellerId}`,
    )
    const region = within(canvas.getByRole('region', { name: 'All top stores' }))
    await waitFor(() =>
      expect(region.getAllByRole('link').map((link) => link.getAttribute('aria-current'))).toEqual(
        stores.map((_, index) => (index === 3 ? 'page' : null)),
      ),
    )
    const { products, total } = fourthStoreProducts
    await waitFor(() =>
      expect(canvas.getByText(`Showing 1-${products.length} of ${total} results`)).toBeInTheDocument(),
    )
    expect(await moreStoreNames(canvas)).toEqual(moreStoresThan(fourth.sellerId).map((store) => store.name))
  },
}

export const UnknownStore: Story = {
  decorators: [atStore(UNKNOWN_ID)],
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Seller not found.', {}, { timeout: 5000 })).toBeInTheDocument()
    const links = await storeStrip(canvas)
    for (const link of links) expect(link).not.toHaveAttribute('aria-current')
    expect(canvas.queryByRole('list', { name: 'Products' })).toBeNull()
    expect(await moreStoreNames(canvas)).toEqual(moreStoresThan(UNKNOWN_ID).map((store) => store.name))
  },
}

export const FeedError: Story = {
  decorators: [atStore(first.sellerId)],
  parameters: { msw: { handlers: [failing('topStores'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Error Fetching Top Stores', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(canvas.queryByRole('region', { name: 'All top stores' })).toBeNull()
    // The rest of the page carries on: the store's name comes from the seller call instead.
    const seller = recorded('seller', { query: { sellerId: first.sellerId } })
    expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: seller.storedetails.storename ?? seller.name },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    const results = within(await canvas.findByRole('list', { name: 'Products' }, { timeout: 5000 }))
    expect((await results.findAllByRole('link')).length).toBeGreaterThan(0)
    expect(await moreStoreNames(canvas)).toHaveLength(moreStoresThan(first.sellerId).length)
  },
}

export const CarouselsError: Story = {
  decorators: [atStore(first.sellerId)],
  parameters: { msw: { handlers: [failing('topStoresWithProducts'), ...handlers] } },
  play: async ({ canvas }) => {
    const more = within(await canvas.findByRole('region', { name: 'More Top Stores' }, { timeout: 5000 }))
    expect(await more.findByText('Error: Internal Server Error', {}, { timeout: 5000 })).toBeInTheDocument()
    await storeStrip(canvas)
  },
}

export const Phone: Story = {
  decorators: [atStore(second.sellerId)],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    // The current store (the second) opens in view, at the strip's left edge, not off to the right
    // (checked before storeStrip moves the strip to its end to render every store).
    const strip = await canvas.findByRole('region', { name: 'All top stores' }, { timeout: 5000 })
    const opening = await within(strip).findAllByRole('link')
    expect(opening[1]).toHaveAttribute('aria-current', 'page')
    await waitFor(() =>
      expect(
        Math.abs((opening[1]?.getBoundingClientRect().left ?? 0) - strip.getBoundingClientRect().left),
      ).toBeLessThan(30),
    )
    const links = await storeStrip(canvas)
    expect(links[1]).toHaveAttribute('aria-current', 'page')
    expect(
      await canvas.findByRole('heading', { level: 2, name: second.name }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(canvas.getByRole('button', { name: /Filters/ })).toBeVisible()
    expect(await moreStoreNames(canvas)).toEqual(moreStoresThan(second.sellerId).map((store) => store.name))
    // Nothing wider than the phone: no sideways scrolling.
    await waitFor(() => expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth))
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
