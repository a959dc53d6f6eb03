import { cutText } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { NewArrivalProductsRoute } from '../../packages/storefront/src/features/new-arrivals/NewArrivalProductsRoute.tsx'
import { NewArrivalsRoute } from '../../packages/storefront/src/features/new-arrivals/NewArrivalsRoute.tsx'
import { newArrivalCollections } from '../../packages/storefront/src/mocks/browseFixtures.ts'
import { emptyListing } from '../../packages/storefront/src/mocks/browseHandlers.ts'
import { failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'

/** The new arrivals page and one collection's page on the MSW fixtures, signed in (the collection is protected). */
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

const NA2 = newArrivalCollections.NA2 ?? []

export const CollectionReady: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection('NA2')],
  play: async ({ canvas, step }) => {
    await step("the collection's title, crumbs and count", async () => {
      expect(
        await canvas.findByRole('heading', { level: 1, name: 'Running and sports shoes' }),
      ).toBeInTheDocument()
      const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }))
      expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      expect(crumbs.getByRole('link', { name: 'New Arrivals' })).toHaveAttribute('href', '/new-arrival')
      expect(crumbs.getByText('Running and sports shoes')).toHaveAttribute('aria-current', 'page')
      expect(await canvas.findByText(`Showing 1-${NA2.length} of ${NA2.length} results`)).toBeInTheDocument()
    })
    await step(
      'cards to the product page with Sponsored and the description cut to 102 characters',
      async () => {
        const links = await cards(canvas)
        expect(links).toHaveLength(NA2.length)
        const cheapest = [...NA2].sort((a, b) => a.sellingPrice - b.sellingPrice)[0]
        expect(links[0]).toHaveAttribute('href', `/product-page/${cheapest?.productId}`)
        expect(within(links[0] as HTMLElement).getByText('Sponsored')).toBeInTheDocument()
        const long = NA2.find((product) => product.description.length > 102)
        if (!long) throw new Error('the fixture needs a description over 102 characters')
        const card = links.find((link) => link.getAttribute('href') === `/product-page/${long.productId}`)
        const shown = within(card as HTMLElement).getByTestId('product-description').textContent
        expect(shown).toBe(cutText(long.description, 102))
        expect(shown?.endsWith('…')).toBe(true)
        expect(long.description.startsWith(shown?.slice(0, 90) ?? '-')).toBe(true)
      },
    )
    await step('the sort High to Low reorders through the URL', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Price: High to Low' }))
      const dearest = [...NA2].sort((a, b) => b.sellingPrice - a.sellingPrice)[0]
      await waitFor(async () =>
        expect((await cards(canvas))[0]).toHaveAttribute('href', `/product-page/${dearest?.productId}`),
      )
    })
  },
}

export const CollectionEmpty: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection('NA2')],
  parameters: { msw: { handlers: [emptyListing('newArrivalItemProducts'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No Products Found')).toBeInTheDocument()
    expect(canvas.getByText('Showing 0-0 of 0 results')).toBeInTheDocument()
  },
}

export const CollectionUnknown: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection('NA404')],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Error: New arrival not found.')
    // A collection the feed does not name falls back to the section's title.
    expect(canvas.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeInTheDocument()
  },
}

export const CollectionFailing: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection('NA2')],
  parameters: {
    msw: { handlers: [failing('newArrivalItemProducts', 503, 'Catalogue unavailable'), ...handlers] },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Catalogue unavailable')
  },
}

export const CollectionLoading: Story = {
  render: () => <NewArrivalProductsRoute />,
  decorators: [collection('NA2')],
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
    expect(await carousel.findByRole('link', { name: /Running and sports shoes/ })).toHaveAttribute(
      'href',
      '/new-arrivals-product/NA2',
    )
    expect(carousel.getByRole('link', { name: /Smartwatch with AMOLED display/ })).toHaveAttribute(
      'href',
      '/product-page/P2014',
    )
    expect((await cards(canvas)).length).toBeGreaterThan(0)
  },
}
