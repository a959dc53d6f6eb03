import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AppHeader } from '../../packages/storefront/src/app/layout/AppHeader.tsx'
import { shopper, shopperWithAddresses } from '../../packages/storefront/src/mocks/authFixtures.ts'
import { authHandlers } from '../../packages/storefront/src/mocks/authHandlers.ts'
import { cartHandlers } from '../../packages/storefront/src/mocks/cartHandlers.ts'
import { handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { recorded } from '../../packages/storefront/src/mocks/recorded/index.ts'
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
} from '../../packages/storefront/src/shared/cart/cartApi.ts'
import { expectShown } from '../ui/support.ts'
import { withStorefront } from './helpers.tsx'

/** The header container: the signed-in shopper from user-details, their addresses and logout. */
const meta = {
  title: 'Pages/Header',
  render: () => <AppHeader onOpenSearch={() => {}} />,
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  decorators: [withStorefront('/')],
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }))
    await expect(await nav.findByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Deliver to' })).toBeNull()
  },
}

export const SignedInWithoutAddresses: Story = {
  decorators: [withStorefront('/', { signedIn: true })],
  parameters: { msw: { handlers: [...authHandlers({ user: shopper }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Aarav Sharma/ })).toBeVisible()
    // Nothing to choose from: no empty selector.
    await expect(canvas.queryByRole('combobox', { name: 'Deliver to' })).toBeNull()
  },
}

export const SignedInWithAddresses: Story = {
  decorators: [withStorefront('/', { signedIn: true })],
  parameters: { msw: { handlers: [...authHandlers({ user: shopperWithAddresses }), ...handlers] } },
  play: async ({ canvas, step }) => {
    await step('the saved addresses as local area and pincode, the primary one chosen', async () => {
      const selector = await canvas.findByRole('combobox', { name: 'Deliver to' })
      await expect(selector).toHaveTextContent('Kakkanad 682042')
      await userEvent.click(selector)
      const options = await within(document.body).findAllByRole('option')
      await expect(options.map((option) => option.textContent)).toEqual([
        'Kakkanad 682042',
        'HITEC City 500081',
      ])
      await userEvent.click(options[1] as HTMLElement)
      await expect(selector).toHaveTextContent('HITEC City 500081')
    })
    await step('the account menu offers My Profile and Logout with its question', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Aarav Sharma/ }))
      const body = within(document.body)
      await expect(await body.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
        'href',
        '/my-account',
      )
      await userEvent.click(body.getByRole('menuitem', { name: 'Logout' }))
      await expectShown(await body.findByRole('dialog', { name: 'Are you sure you want to log out?' }))
      await userEvent.click(body.getByRole('button', { name: 'No' }))
    })
  },
}

/** On the search results page the search box shows the searched words, ready to be refined. */
export const OnSearchResults: Story = {
  decorators: [
    withStorefront('/search-result-page', { initialEntry: '/search-result-page?query=silk%20saree' }),
  ],
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('combobox', { name: /search/i })
    await expect(box).toHaveValue('silk saree')
  },
}

/** Stands in for the product page's buttons: adds a product the demo shopper has in neither list. */
function HeaderWithAddButtons() {
  const inLists = new Set(
    [...recorded('cartProducts'), ...recorded('wishlistProducts')].map((item) => item.productId),
  )
  const product = recorded('allProducts').products.find(
    (item) => item.stock > 0 && !inLists.has(item.productId),
  )
  const [addToCart] = useAddToCartMutation()
  const [addToWishlist] = useAddToWishlistMutation()
  return (
    <>
      <AppHeader onOpenSearch={() => {}} />
      <button type="button" onClick={() => void addToCart({ productId: product?.productId ?? '' })}>
        Add to cart
      </button>
      <button type="button" onClick={() => void addToWishlist({ productId: product?.productId ?? '' })}>
        Add to wishlist
      </button>
    </>
  )
}

/**
 * A signed-in shopper's header counts the products in the cart and on the wishlist (the demo shopper's
 * recorded two and three), and an add shows in the badge at once, without a reload.
 */
export const SignedInCountsFollowAnAdd: Story = {
  decorators: [withStorefront('/', { signedIn: true })],
  render: () => <HeaderWithAddButtons />,
  parameters: { msw: { handlers: [...cartHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }))
    await expect(await nav.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(await nav.findByRole('link', { name: 'My Wishlist, 3 items' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(await nav.findByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }))
    await expect(await nav.findByRole('link', { name: 'My Wishlist, 4 items' })).toBeVisible()
  },
}

/**
 * A visitor with nothing in the browser's cart: no call is made, the cart counts 0 and the wishlist link is the
 * plain entry (a visitor has no wishlist).
 */
export const VisitorHasNoCounts: Story = {
  decorators: [withStorefront('/')],
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }))
    await expect(await nav.findByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'My Wishlist' })).toBeVisible()
  },
}
