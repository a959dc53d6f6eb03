import { formatRupees } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { BannerRoute } from '../../packages/storefront/src/features/banner/BannerRoute.tsx'
import { MenuRoute } from '../../packages/storefront/src/features/menu/MenuRoute.tsx'
import { SideRoute } from '../../packages/storefront/src/features/side/SideRoute.tsx'
import { authHandlers } from '../../packages/storefront/src/mocks/authHandlers.ts'
import { apiUrl, failing, handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'
import { one, recorded, UNKNOWN_ID } from './recorded.ts'

/**
 * The menu page (/menubar), a category's campaign page (/banner/{categoryId}) and the shopper's side panel
 * (/side) on the recorded API.
 */
const meta = {
  title: 'Pages/Explore',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const categories = recorded('categories', {})
const electronics = one(categories, 'Electronics', (category) => category.name === 'Electronics')
const electronicsListing = recorded('categoryProducts', {
  params: { categoryId: electronics.id },
  query: { sort: 'price-asc', pageSize: 24 },
})
/** The campaign asks for the ten best discounts in stock: the recorded page, sorted as the server would. */
const bestDeals = {
  ...electronicsListing,
  products: [...electronicsListing.products]
    .filter((product) => product.stock > 0)
    .sort((a, b) => b.discount - a.discount)
    .slice(0, 10),
}
const dealsHandler = http.get(apiUrl('categoryProducts'), () => HttpResponse.json(bestDeals))

export const MenuForAVisitor: Story = {
  render: () => <MenuRoute />,
  decorators: [withStorefront('/menubar')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible()
    const section = await canvas.findByRole('button', { name: 'Electronics' })
    await userEvent.click(section)
    await expect(await canvas.findByRole('link', { name: 'All of Electronics' })).toHaveAttribute(
      'href',
      `/categories-page/${electronics.id}/Electronics`,
    )
    const account = within(canvas.getByRole('navigation', { name: 'Your Account' }))
    await expect(account.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    await expect(account.queryByRole('link', { name: 'My Orders' })).toBeNull()
  },
}

export const MenuForAShopper: Story = {
  render: () => <MenuRoute />,
  decorators: [withStorefront('/menubar', { signedIn: true })],
  parameters: { msw: { handlers: [...authHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    const account = within(await canvas.findByRole('navigation', { name: 'Your Account' }))
    await expect(await account.findByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-account?section=my-orders',
    )
    await expect(account.queryByRole('link', { name: 'Sign In' })).toBeNull()
  },
}

export const MenuCategoriesFailed: Story = {
  render: () => <MenuRoute />,
  decorators: [withStorefront('/menubar')],
  parameters: { msw: { handlers: [failing('categories'), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'About Us' })).toBeVisible()
  },
}

const banner = withStorefront('/banner/:categoryId', { initialEntry: `/banner/${electronics.id}` })

/** The campaign: the offer in words from the best discount in stock, the deals, and the way to the whole listing. */
export const Campaign: Story = {
  render: () => <BannerRoute />,
  decorators: [banner],
  parameters: { msw: { handlers: [dealsHandler, ...handlers] } },
  play: async ({ canvas }) => {
    const best = bestDeals.products[0]?.discount
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `Electronics: up to ${best}% off` }),
    ).toBeVisible()
    const cards = within(await canvas.findByRole('list', { name: 'Products' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(bestDeals.products.length)
    for (const link of canvas.getAllByRole('link', { name: 'Shop all Electronics' })) {
      await expect(link).toHaveAttribute('href', `/categories-page/${electronics.id}/Electronics`)
    }
    await expect(document.title).toBe('Electronics offers | Haat')
  },
}

/** An id that names no category: the not-found state, and no listing call. */
export const UnknownCategory: Story = {
  render: () => <BannerRoute />,
  decorators: [withStorefront('/banner/:categoryId', { initialEntry: `/banner/${UNKNOWN_ID}` })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Offer not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

/** The deals failed: the offer still shows, the grid says why. */
export const DealsFailed: Story = {
  render: () => <BannerRoute />,
  decorators: [banner],
  parameters: {
    msw: { handlers: [failing('categoryProducts', 500, 'Failed to fetch products'), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The best of Electronics',
    )
    await expect(await canvas.findByText(/Failed to fetch products/)).toBeVisible()
  },
}

const wallet = recorded('wallet', {})

/** The side panel: the demo shopper's name, coins and wallet balance, and every part of the account. */
export const SidePanel: Story = {
  render: () => <SideRoute />,
  decorators: [withStorefront('/side', { signedIn: true })],
  parameters: { msw: { handlers: [...authHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible()
    await expect(await canvas.findByTestId('side-wallet')).toHaveTextContent(formatRupees(wallet.balance))
    await expect(canvas.getByTestId('side-coins')).toHaveTextContent(wallet.coins.toLocaleString('en-IN'))
    const nav = within(canvas.getByRole('navigation', { name: 'Your account' }))
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-account?section=my-orders',
    )
    await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveAttribute(
      'href',
      '/my-account?section=wallet',
    )
  },
}
