import type { CartItem, ListingProduct } from '@haat/contract'
import {
  cartStockLimitMessage,
  EMPTY_CART_MESSAGE,
  EMPTY_WISHLIST_MESSAGE,
  MOVED_TO_CART_MESSAGE,
  MOVED_TO_WISHLIST_MESSAGE,
  REMOVED_FROM_CART_MESSAGE,
  SAVE_UP_TO_TEXT,
  WISHLIST_ANCHOR,
} from '@haat/contract/core'
import { cartLabel, formatRupees, wishlistLabel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AppHeader } from '../../packages/storefront/src/app/layout/AppHeader.tsx'
import { WishlistSection } from '../../packages/storefront/src/features/account/WishlistSection.tsx'
import { CartRoute } from '../../packages/storefront/src/features/cart/CartRoute.tsx'
import { WISHLIST_OPEN_KEY } from '../../packages/storefront/src/features/cart/wishlistOpen.ts'
import { type CartMockOptions, cartHandlers } from '../../packages/storefront/src/mocks/cartHandlers.ts'
import { apiUrl, failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'
import { recorded } from './recorded.ts'

/**
 * The cart page on the recorded API answers: the demo shopper's cart, wishlist and summary, kept in memory
 * by the cart mocks, which total and refuse as the server does. Each story starts from the lists it names.
 */
const meta = {
  title: 'Pages/Cart',
  parameters: { storyPadding: 0, msw: { handlers } },
  // The open wishlist is remembered on the device: every story starts from a closed one.
  beforeEach: () => window.localStorage.removeItem(WISHLIST_OPEN_KEY),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const cartPage = (initialEntry = '/shopping-cart') =>
  withStorefront('/shopping-cart', { initialEntry, signedIn: true })
const shopper = (options: CartMockOptions) => ({ msw: { handlers: [...cartHandlers(options), ...handlers] } })

const demoCart = recorded('cartProducts')
const demoWishlist = recorded('wishlistProducts')
const [lipstick, television] = demoCart
if (!lipstick || !television) throw new Error("The recording needs the demo shopper's two cart lines")

/** A line of a product the recordings list, as a story's cart holds it (its problem is worked out again). */
const lineOf = (product: ListingProduct, change: Partial<CartItem> = {}): CartItem => ({
  problem: null,
  addedOfferPrice: product.offerPrice,
  lineTotal: 0,
  productId: product.productId,
  quantity: 1,
  name: product.name,
  imageUrls: product.imageUrls,
  price: product.price,
  offerPrice: product.offerPrice,
  sellingPrice: product.sellingPrice,
  brandDetails: { brandId: product.brandId, brandName: product.brand, brandPage: '' },
  sellerDetails: { sellerId: product.sellerId, name: '', storedetails: { storename: null } },
  b2cMaxQty: 10,
  stock: product.stock,
  ...change,
})
const inStock = recorded('searchListing').products.filter((product) => product.stock >= 10)
const manyLines = [...demoCart, ...inStock.slice(0, 4).map((product) => lineOf(product))]

const body = () => within(document.body)
const cartItems = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Cart items' }))
const summaryCard = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Order Summary' }))
const lineNamed = async (canvas: ReturnType<typeof within>, name: string) => {
  const link = await canvas.findByRole('link', { name })
  return within(link.closest('li') as HTMLElement)
}

/** Nothing in the cart: the empty state with a way back to the shop, no summary, the wishlist below. */
export const Empty: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({ cart: [] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 2, name: EMPTY_CART_MESSAGE })).toBeVisible()
    expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    expect(canvas.queryByRole('region', { name: 'Order Summary' })).toBeNull()
    // The wishlist is its own call: it may answer after the cart.
    expect(await canvas.findByRole('button', { name: `My Wishlist (${demoWishlist.length})` })).toBeVisible()
    expect(document.title).toBe('Shopping Cart | Haat')
  },
}

/** One line: its links, price, total, and the summary's figures from the server. */
export const OneItem: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({ cart: [lipstick] }),
  play: async ({ canvas }) => {
    const line = await lineNamed(canvas, lipstick.name)
    expect(line.getByRole('link', { name: lipstick.name })).toHaveAttribute(
      'href',
      `/product-page/${lipstick.productId}`,
    )
    expect(line.getByRole('link', { name: lipstick.brandDetails.brandName })).toHaveAttribute(
      'href',
      `/brand-page/${lipstick.brandDetails.brandId}`,
    )
    expect(line.getByText(lipstick.sellerDetails.storedetails.storename ?? '')).toBeVisible()
    expect(line.getByTestId('cart-line-total')).toHaveTextContent(formatRupees(lipstick.offerPrice))
    const summary = summaryCard(canvas)
    await waitFor(() => expect(summary.getByText('Price (1 item)')).toBeVisible())
    expect(summary.getByTestId('order-total')).toHaveTextContent(formatRupees(lipstick.offerPrice))
    expect(summary.getByText(SAVE_UP_TO_TEXT)).toBeVisible()
    expect(summary.getByRole('link', { name: 'Proceed' })).toHaveAttribute('href', '/checkOut-page')
    // The first line's picture loads at once.
    expect(line.getByRole('presentation')).toHaveAttribute('loading', 'eager')
  },
}

/** Many lines: the heading counts them, the summary totals them all. */
export const ManyItems: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({ cart: manyLines }),
  play: async ({ canvas }) => {
    expect(
      await canvas.findByRole('heading', { level: 1, name: `My Cart (${manyLines.length})` }),
    ).toBeVisible()
    expect(cartItems(canvas).getAllByRole('listitem')).toHaveLength(manyLines.length)
    const units = manyLines.reduce((sum, line) => sum + line.quantity, 0)
    await waitFor(() => expect(summaryCard(canvas).getByText(`Price (${units} items)`)).toBeVisible())
  },
}

/**
 * The shopper raises the television to its limit of 5: + rests and says why, the summary follows; one
 * more asked of the server directly would be refused.
 */
export const RaiseToTheLimit: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({ cart: [{ ...television, quantity: 3, b2cMaxQty: 5 }] }),
  play: async ({ canvas }) => {
    const line = await lineNamed(canvas, television.name)
    const increase = line.getByRole('button', { name: 'Increase quantity' })
    for (const quantity of [4, 5]) {
      await waitFor(() => expect(increase).toHaveAttribute('aria-disabled', 'false'))
      await userEvent.click(increase)
      await waitFor(() => expect(line.getByRole('status')).toHaveTextContent(`Quantity ${quantity}`))
    }
    await waitFor(() => expect(line.queryByRole('progressbar')).toBeNull())
    expect(increase).toHaveAttribute('aria-disabled', 'true')
    expect(line.getByText('Max 5 per order')).toBeVisible()
    expect(line.getByTestId('cart-line-total')).toHaveTextContent(formatRupees(television.offerPrice * 5))
    await waitFor(() =>
      expect(summaryCard(canvas).getByTestId('order-total')).toHaveTextContent(
        formatRupees(television.offerPrice * 5),
      ),
    )
  },
}

/** A refused quantity (the stock fell meanwhile) puts the line back and says why. */
export const QuantityRefused: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: {
    msw: {
      handlers: [
        http.put(apiUrl('updateCartQuantity'), () =>
          HttpResponse.json({ message: cartStockLimitMessage(2) }, { status: 409 }),
        ),
        ...cartHandlers({ cart: [television] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const line = await lineNamed(canvas, television.name)
    await userEvent.click(line.getByRole('button', { name: 'Increase quantity' }))
    expect(await body().findByText(cartStockLimitMessage(2))).toBeVisible()
    await waitFor(() => expect(line.getByRole('status')).toHaveTextContent(`Quantity ${television.quantity}`))
  },
}

/** Moving a line to the wishlist: it leaves the cart, joins the wishlist, and the header follows. */
export const MoveToWishlistAndBack: Story = {
  render: () => (
    <>
      <AppHeader onOpenSearch={() => {}} />
      <CartRoute />
    </>
  ),
  decorators: [cartPage()],
  parameters: shopper({}),
  play: async ({ canvas, step }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }))
    await step('the television goes to the wishlist', async () => {
      const line = await lineNamed(canvas, television.name)
      await userEvent.click(line.getByRole('button', { name: /^Move to Wishlist/ }))
      expect(await body().findByText(MOVED_TO_WISHLIST_MESSAGE)).toBeVisible()
      await waitFor(() => expect(cartItems(canvas).getAllByRole('listitem')).toHaveLength(1))
      expect(await nav.findByRole('link', { name: cartLabel(1) })).toBeVisible()
      expect(await nav.findByRole('link', { name: wishlistLabel(demoWishlist.length + 1) })).toBeVisible()
      // Focus is not lost with the line: it goes back to the cart's heading.
      expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus()
    })
    await step('the wishlist holds it, and Move to Cart brings it back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `My Wishlist (${demoWishlist.length + 1})` }))
      const wished = await lineNamed(canvas, television.name)
      await userEvent.click(wished.getByRole('button', { name: /^Move to Cart/ }))
      expect(await body().findByText(MOVED_TO_CART_MESSAGE)).toBeVisible()
      await waitFor(() => expect(cartItems(canvas).getAllByRole('listitem')).toHaveLength(2))
      expect(await nav.findByRole('link', { name: cartLabel(2) })).toBeVisible()
      expect(window.localStorage.getItem(WISHLIST_OPEN_KEY)).toBe('true')
    })
  },
}

/** Removing the last line leaves the empty state. */
export const RemoveTheLastLine: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({ cart: [lipstick], wishlist: [] }),
  play: async ({ canvas }) => {
    const line = await lineNamed(canvas, lipstick.name)
    await userEvent.click(line.getByRole('button', { name: /^Remove/ }))
    expect(await body().findByText(REMOVED_FROM_CART_MESSAGE)).toBeVisible()
    expect(await canvas.findByRole('heading', { level: 2, name: EMPTY_CART_MESSAGE })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'My Wishlist (0)' }))
    expect(await canvas.findByText(EMPTY_WISHLIST_MESSAGE)).toBeVisible()
  },
}

/** A line out of stock says so and is left out of the total; the others still count. */
export const ItemOutOfStock: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({ cart: [lipstick, { ...television, stock: 0 }] }),
  play: async ({ canvas }) => {
    const line = await lineNamed(canvas, television.name)
    expect(line.getByRole('alert')).toHaveTextContent('Out of stock: not counted in your total')
    expect(line.getByText('Not counted')).toBeVisible()
    const summary = summaryCard(canvas)
    await waitFor(() => expect(summary.getByText('Price (1 item)')).toBeVisible())
    expect(summary.getByTestId('order-total')).toHaveTextContent(formatRupees(lipstick.offerPrice))
    expect(summary.getByText('1 item is not counted: see the note on it above')).toBeVisible()
  },
}

/** Everything out of stock: nothing to pay for, Proceed rests. */
export const NothingCanBeBought: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({ cart: [{ ...lipstick, stock: 0 }] }),
  play: async ({ canvas }) => {
    await lineNamed(canvas, lipstick.name)
    await waitFor(() => expect(summaryCard(canvas).getByRole('button', { name: 'Proceed' })).toBeDisabled())
  },
}

/** The price moved since it was added: the line says from what to what; confirming counts it again. */
export const PriceChanged: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: shopper({
    cart: [lipstick, { ...television, addedOfferPrice: television.offerPrice - 500 }],
  }),
  play: async ({ canvas }) => {
    const line = await lineNamed(canvas, television.name)
    expect(line.getByRole('alert')).toHaveTextContent(
      `Price changed from ${formatRupees(television.offerPrice - 500)} to ${formatRupees(television.offerPrice)}`,
    )
    const summary = summaryCard(canvas)
    await waitFor(() => expect(summary.getByText('Price (1 item)')).toBeVisible())
    await userEvent.click(line.getByRole('button', { name: 'Confirm new price' }))
    await waitFor(() => expect(line.queryByRole('alert')).toBeNull())
    const units = lipstick.quantity + television.quantity
    await waitFor(() => expect(summary.getByText(`Price (${units} items)`)).toBeVisible())
    expect(summary.queryByTestId('order-summary-excluded')).toBeNull()
  },
}

/** Loading: the lines' room and the summary's shape are held. */
export const Loading: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: { msw: { handlers: [pending('cartProducts'), pending('cartSummary'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByTestId('cart-skeleton')).toHaveAttribute('aria-busy', 'true')
    expect(canvas.getByTestId('order-summary')).toHaveAttribute('aria-busy', 'true')
    expect(canvas.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible()
  },
}

/** The cart could not be read: the error and Try again, which reads it again. */
export const FailedLoad: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  parameters: { msw: { handlers: [failing('cartProducts'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Internal Server Error')
    expect(canvas.queryByRole('region', { name: 'Order Summary' })).toBeNull()
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Arriving at /shopping-cart#whishlist-cart (the header's My Wishlist) opens the wishlist and shows it. */
export const WishlistOpenedByTheAnchor: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage(`/shopping-cart#${WISHLIST_ANCHOR}`)],
  parameters: shopper({ cart: manyLines }),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: `My Wishlist (${demoWishlist.length})` })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(WISHLIST_ANCHOR) as HTMLElement
    await waitFor(() => {
      const top = panel.getBoundingClientRect().top
      expect(top).toBeGreaterThanOrEqual(0)
      expect(top).toBeLessThan(window.innerHeight)
    })
    expect(window.localStorage.getItem(WISHLIST_OPEN_KEY)).toBe('true')
    const wished = within(panel).getAllByRole('listitem')
    expect(wished).toHaveLength(demoWishlist.length)
  },
}

/** On a phone: the lines stacked, the total and Proceed at the top within reach. */
export const Phone: Story = {
  render: () => <CartRoute />,
  decorators: [cartPage()],
  globals: { viewport: { value: 'phone' } },
  parameters: shopper({ cart: [lipstick, { ...television, addedOfferPrice: television.offerPrice - 500 }] }),
  play: async ({ canvas, canvasElement }) => {
    const bar = within(await canvas.findByRole('region', { name: 'Order total' }))
    await waitFor(() => expect(bar.getByText('Total (1 item)')).toBeVisible())
    expect(bar.getByRole('link', { name: 'Proceed' })).toHaveAttribute('href', '/checkOut-page')
    expect(bar.getByRole('link', { name: 'Proceed' }).getBoundingClientRect().bottom).toBeLessThan(
      window.innerHeight,
    )
    expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

/** My Account's wishlist section: the same items, always open; Move to Cart takes one out of it. */
export const AccountWishlist: Story = {
  render: () => <WishlistSection />,
  decorators: [
    withStorefront('/my-account', { initialEntry: '/my-account?section=whishlist', signedIn: true }),
  ],
  parameters: shopper({}),
  play: async ({ canvas }) => {
    const [first] = demoWishlist
    if (!first) throw new Error('The recording needs a wished product')
    expect(
      await canvas.findByRole('heading', { level: 2, name: `Wishlist (${demoWishlist.length})` }),
    ).toBeVisible()
    const item = await lineNamed(canvas, first.name)
    await userEvent.click(item.getByRole('button', { name: /^Move to Cart/ }))
    expect(await body().findByText(MOVED_TO_CART_MESSAGE)).toBeVisible()
    expect(
      await canvas.findByRole('heading', { level: 2, name: `Wishlist (${demoWishlist.length - 1})` }),
    ).toBeVisible()
    expect(canvas.queryByRole('link', { name: first.name })).toBeNull()
  },
}
