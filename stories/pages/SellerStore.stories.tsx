import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import { SellerStoreRoute } from '../../packages/storefront/src/features/seller/SellerStoreRoute.tsx'
import { apiUrl, failing, handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'
import { one, recorded, UNKNOWN_ID } from './recorded.ts'

/** The seller store on the recorded API answers: real endpoints, store, router and the ?reviews= page in the URL. */
const meta = {
  title: 'Pages/SellerStore',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const store = (sellerId: string, signedIn = false) =>
  withStorefront('/seller-store/:sellerId', { initialEntry: `/seller-store/${sellerId}`, signedIn })

const body = () => within(document.body)

/** The first top store's seller, recorded with its brands, products and three pages of ratings. */
const { sellerId } = one(recorded('topStores').data, 'top store', () => true)
const seller = recorded('seller', { query: { sellerId } })
const storeName = seller.storedetails.storename ?? seller.name
const ratings = recorded('sellerRatings', { query: { sellerId, page: 1, limit: 10 } })
const lastPage = Math.ceil(ratings.total / 10)

export const Loaded: Story = {
  render: () => <SellerStoreRoute />,
  decorators: [store(sellerId, true)],
  play: async ({ canvas, step }) => {
    await step('header, both product carousels, brands and the rating summary', async () => {
      expect(await canvas.findByRole('heading', { level: 1, name: storeName })).toBeInTheDocument()
      for (const title of ['Top Selling Products', 'Trending Products']) {
        const section = within(await canvas.findByRole('region', { name: title }))
        expect((await section.findAllByRole('link'))[0]).toHaveAttribute(
          'href',
          expect.stringMatching(/^\/product-page\//),
        )
      }
      // Top Selling shows the server's order as it comes (products in stock first), opening on one in stock.
      const [first] = recorded('sellersProducts', {
        query: { sellerId, sort: 'top-selling', pageSize: 12 },
      }).products
      expect(first?.stock).toBeGreaterThan(0)
      const topSelling = within(await canvas.findByRole('region', { name: 'Top Selling Products' }))
      const cards = await topSelling.findAllByRole('link')
      expect(cards[0]).toHaveAttribute('href', `/product-page/${first?.productId}`)
      expect(cards[0]).not.toHaveTextContent('Out of Stock')
      const brands = within(await canvas.findByRole('list', { name: 'Brands' }))
      expect((await brands.findAllByRole('link'))[0]).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/brand-page\//),
      )
    })
    await step(
      `ten reviews a page; page ${lastPage} holds the last ${ratings.total % 10 || 10}`,
      async () => {
        const reviews = await canvas.findByRole('list', { name: 'Reviews' })
        expect(within(reviews).getAllByRole('listitem')).toHaveLength(10)
        const pages = within(canvas.getByRole('navigation', { name: 'Review pages' }))
        await userEvent.click(pages.getByRole('button', { name: new RegExp(`page ${lastPage}`, 'i') }))
        await waitFor(() =>
          expect(within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(
            ratings.total % 10 || 10,
          ),
        )
      },
    )
    await step('Rate Seller sends the stars and confirms', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Rate Seller' }))
      const dialog = within(await body().findByRole('dialog'))
      fireEvent.click(dialog.getByRole('radio', { name: '4 stars' }))
      await userEvent.click(dialog.getByRole('button', { name: /Submit/ }))
      expect(await body().findByText('Rating added.')).toBeInTheDocument()
    })
  },
}

export const SignedOutFeedback: Story = {
  render: () => <SellerStoreRoute />,
  decorators: [store(sellerId)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave a Seller Feedback' }))
    const dialog = within(await body().findByRole('dialog'))
    fireEvent.click(dialog.getByRole('radio', { name: '5 stars' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /review/i }), 'Fast delivery')
    await userEvent.click(dialog.getByRole('button', { name: /Submit/ }))
    const alert = await canvas.findByRole('alert')
    expect(alert).toHaveTextContent('Customer ID is not available')
    expect(within(alert).getByRole('link', { name: 'Sign in to rate this seller' })).toHaveAttribute(
      'href',
      '/login',
    )
  },
}

export const UnknownSeller: Story = {
  render: () => <SellerStoreRoute />,
  decorators: [store(UNKNOWN_ID)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'Seller not found.' })).toBeInTheDocument()
    expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

/** Nine brands: the first seven show, See More reveals the rest and Show Less folds them again. */
const brands = recorded('brands')
const nineBrands = Array.from({ length: 9 }, (_, i) => ({
  ...(brands[i % brands.length] as (typeof brands)[number]),
  brandId: `BRX${i + 1}`,
  brandName: `Brand ${i + 1}`,
}))

export const ManyBrands: Story = {
  render: () => <SellerStoreRoute />,
  decorators: [store(sellerId)],
  parameters: {
    msw: { handlers: [http.get(apiUrl('sellerBrands'), () => HttpResponse.json(nineBrands)), ...handlers] },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Brands' })
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(7))
    await userEvent.click(canvas.getByRole('button', { name: 'See More' }))
    expect(within(list).getAllByRole('link')).toHaveLength(9)
    expect(within(list).getByRole('link', { name: /Brand 9/ })).toHaveAttribute('href', '/brand-page/BRX9')
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }))
    expect(within(list).getAllByRole('link')).toHaveLength(7)
  },
}

export const RatingsFailing: Story = {
  render: () => <SellerStoreRoute />,
  decorators: [store(sellerId)],
  parameters: { msw: { handlers: [failing('sellerRatings', 500, 'Ratings are down'), ...handlers] } },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Ratings & Reviews' }))
    expect(await section.findByText('Error: Ratings are down')).toBeInTheDocument()
    expect(await canvas.findByRole('heading', { level: 1, name: storeName })).toBeInTheDocument()
  },
}

export const RatingRefused: Story = {
  render: () => <SellerStoreRoute />,
  decorators: [store(sellerId, true)],
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl('addSellerRating'), () =>
          HttpResponse.json({ message: 'You have already rated this seller.' }, { status: 409 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rate Seller' }))
    const dialog = within(await body().findByRole('dialog'))
    fireEvent.click(dialog.getByRole('radio', { name: '2 stars' }))
    await userEvent.click(dialog.getByRole('button', { name: /Submit/ }))
    expect(await dialog.findByText('You have already rated this seller.')).toBeInTheDocument()
  },
}
