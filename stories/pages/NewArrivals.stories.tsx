import { cutText } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { NewArrivalProductsRoute } from '../../packages/storefront/src/features/new-arrivals/NewArrivalProductsRoute.tsx'
import { NewArrivalsRoute } from '../../packages/storefront/src/features/new-arrivals/NewArrivalsRoute.tsx'
import { emptyListing, failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'
import { one, recorded, UNKNOWN_ID } from './recorded.ts'

/** The new arrivals page and one collection's page on the recorded API answers, signed in (the collection is protected). */
const meta = {
  title: 'Pages/New Arrivals',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const collection = (newArrivalId: string) =>
  withStorefront('/new-arrivals-product/:newArrivalId', {
    initialEntry: `/new-arrivals-product/${newArrivalId}`,
    signedIn: true,
  })

const cards = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Products' })).findAllByRole('link')

/** The recorded "Product Type" collection, its products cheapest first and dearest first. */
const sarees = one(
  recorded('newArrivals').data,
  'saree collection',
  (a) => a.title === 'Just Launched: Sarees',
)
const collectionPage = (sort: string) =>
  recorded('newArrivalItemProducts', { params: { id: sarees.id }, query: { sort, pageSize: 24 } }).products
const SAREES = collectionPage('price-asc')
const DEAREST_FIRST = collectionPage('price-desc')

export const CollectionReady: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection(sarees.id)],
  play: async ({ canvas, step }) => {
    await step("the collection's title, crumbs and count", async () => {
      expect(await canvas.findByRole('heading', { level: 1, name: sarees.title })).toBeInTheDocument()
      const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }))
      expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      expect(crumbs.getByRole('link', { name: 'New Arrivals' })).toHaveAttribute('href', '/new-arrival')
      expect(crumbs.getByText(sarees.title)).toHaveAttribute('aria-current', 'page')
      expect(
        await canvas.findByText(`Showing 1-${SAREES.length} of ${SAREES.length} results`),
      ).toBeInTheDocument()
    })
    await step(
      'cards to the product page with Sponsored and the description cut to 102 characters',
      async () => {
        const links = await cards(canvas)
        expect(links).toHaveLength(SAREES.length)
        expect(links[0]).toHaveAttribute('href', `/product-page/${SAREES[0]?.productId}`)
        const sponsored = one(SAREES, 'sponsored product', (product) => product.sponsored)
        const card = (productId: string) =>
          links.find((link) => link.getAttribute('href') === `/product-page/${productId}`) as HTMLElement
        expect(within(card(sponsored.productId)).getByText('Sponsored')).toBeInTheDocument()
        const long = one(
          SAREES,
          'description over 102 characters',
          (product) => product.description.length > 102,
        )
        const shown = within(card(long.productId)).getByTestId('product-description').textContent
        expect(shown).toBe(cutText(long.description, 102))
        expect(shown?.endsWith('…')).toBe(true)
        expect(long.description.startsWith(shown?.slice(0, 90) ?? '-')).toBe(true)
      },
    )
    await step('the sort High to Low reorders through the URL', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Price: High to Low' }))
      await waitFor(async () =>
        expect((await cards(canvas))[0]).toHaveAttribute(
          'href',
          `/product-page/${DEAREST_FIRST[0]?.productId}`,
        ),
      )
    })
  },
}

export const CollectionEmpty: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection(sarees.id)],
  parameters: { msw: { handlers: [emptyListing('newArrivalItemProducts'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No Products Found')).toBeInTheDocument()
    expect(canvas.getByText('Showing 0-0 of 0 results')).toBeInTheDocument()
  },
}

export const CollectionUnknown: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection(UNKNOWN_ID)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Error: New arrival not found.')
    // A collection the feed does not name falls back to the section's title.
    expect(canvas.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeInTheDocument()
  },
}

export const CollectionFailing: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection(sarees.id)],
  parameters: {
    msw: { handlers: [failing('newArrivalItemProducts', 503, 'Catalogue unavailable'), ...handlers] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Catalogue unavailable')
  },
}

export const CollectionLoading: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection(sarees.id)],
  parameters: { msw: { handlers: [pending('newArrivalItemProducts'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('region', { name: 'Loading products' })).toBeInTheDocument()
  },
}

/** /new-arrival: the collections carousel links by the home rule, above every new arrival. */
export const NewArrivalsPage: Story = {
  render: () => <NewArrivalsRoute />,
  decorators: [withStorefront('/new-arrival')],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: 'New Arrivals' })).toBeInTheDocument()
    const carousel = within(await canvas.findByRole('region', { name: 'New arrival collections' }))
    expect(await carousel.findByRole('link', { name: /Just Launched: Sarees/ })).toHaveAttribute(
      'href',
      `/new-arrivals-product/${sarees.id}`,
    )
    const phones = one(
      recorded('newArrivals').data,
      'phones',
      (a) => a.title === 'Just Launched: Smartphones',
    )
    expect(carousel.getByRole('link', { name: /Just Launched: Smartphones/ })).toHaveAttribute(
      'href',
      `/product-page/${phones.selectedProducts[0]}`,
    )
    expect((await cards(canvas)).length).toBeGreaterThan(0)
  },
}
