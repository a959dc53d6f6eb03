import type { Answer, CartItem, ListingProduct } from '@haat/contract'
import {
  ADDED_TO_WISHLIST_MESSAGE,
  cartMergedMessage,
  ITEM_ADDED_TO_CART_MESSAGE,
  MOVE_TO_WISHLIST_FAILED_MESSAGE,
  REMOVED_FROM_WISHLIST_MESSAGE,
} from '@haat/contract/core'
import { cartLabel, wishlistLabel } from '@haat/ui'
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { delay, HttpResponse, http } from 'msw'
import { useState } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AppProviders } from '../../packages/storefront/src/app/AppProviders.tsx'
import { AppHeader } from '../../packages/storefront/src/app/layout/AppHeader.tsx'
import { makeStore, useAppDispatch } from '../../packages/storefront/src/app/store.ts'
import { ProductRoute } from '../../packages/storefront/src/features/product/ProductRoute.tsx'
import { SearchResultsRoute } from '../../packages/storefront/src/features/search/SearchResultsRoute.tsx'
import { cartHandlers } from '../../packages/storefront/src/mocks/cartHandlers.ts'
import { apiUrl, handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { VISITOR_CART_KEY } from '../../packages/storefront/src/shared/cart/visitorCart.ts'
import { signedIn } from '../../packages/storefront/src/shared/session/authSlice.ts'
import { withStorefront } from './helpers.tsx'
import { recorded } from './recorded.ts'

/**
 * The wishlist heart of the product cards and the visitor's cart, on the recorded API answers: a shopper
 * turns a heart on and off (the header's count follows at once), a refused heart rolls back with a toast,
 * a visitor's heart asks to sign in, and a visitor's Add to Cart fills a cart kept in the browser that the
 * header counts and that is merged into the account's cart on sign-in.
 */
const meta = {
  title: 'Pages/Hearts',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const SEARCH = '/search-result-page?query=shoes'
const searchPage = (signedIn: boolean) =>
  withStorefront('/search-result-page', { initialEntry: SEARCH, signedIn })

/** The header over the search results, so a story sees the counts change with the hearts. */
const HeaderOverResults = () => (
  <>
    <AppHeader onOpenSearch={() => {}} />
    <SearchResultsRoute />
  </>
)

const body = () => within(document.body)

/** The first product card of the results and its heart, whichever way it points. */
async function firstCard(canvas: ReturnType<typeof within>) {
  const list = await canvas.findByRole('list', { name: 'Products' })
  const card = within((await within(list).findAllByRole('listitem'))[0] as HTMLElement)
  return {
    heart: () => card.getByRole('button', { name: /wishlist/ }),
    link: () => card.getByRole('link'),
  }
}

const mainNav = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('navigation', { name: 'Main' }))

/** A signed-in shopper with an empty wishlist turns a card's heart on, then off again. */
export const ShopperTogglesAHeart: Story = {
  render: () => <HeaderOverResults />,
  decorators: [searchPage(true)],
  parameters: { msw: { handlers: [...cartHandlers({ wishlist: [] }), ...handlers] } },
  play: async ({ canvas, step }) => {
    const nav = await mainNav(canvas)
    const card = await firstCard(canvas)
    await step('the heart is off and the wishlist empty', async () => {
      await waitFor(() => expect(card.heart()).toHaveAccessibleName('Add to wishlist'))
      expect(await nav.findByRole('link', { name: wishlistLabel(0) })).toBeVisible()
    })
    await step('on: the heart fills, the header counts it, the toast says so', async () => {
      await userEvent.click(card.heart())
      await waitFor(() => expect(card.heart()).toHaveAccessibleName('Remove from wishlist'))
      expect(await nav.findByRole('link', { name: wishlistLabel(1) })).toBeVisible()
      expect(await body().findByText(ADDED_TO_WISHLIST_MESSAGE)).toBeVisible()
      // The product is really on the wishlist: the list read again still holds it.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(card.heart()).toHaveAccessibleName('Remove from wishlist')
    })
    await step('off again', async () => {
      await userEvent.click(card.heart())
      await waitFor(() => expect(card.heart()).toHaveAccessibleName('Add to wishlist'))
      expect(await nav.findByRole('link', { name: wishlistLabel(0) })).toBeVisible()
      expect(await body().findByText(REMOVED_FROM_WISHLIST_MESSAGE)).toBeVisible()
    })
  },
}

/** The server fails the add: the heart shows on at once, then rolls back with the contract's message. */
export const RefusedHeartRollsBack: Story = {
  render: () => <HeaderOverResults />,
  decorators: [searchPage(true)],
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl('addToWishlist'), async () => {
          await delay(400)
          return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })
        }),
        ...cartHandlers({ wishlist: [] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const nav = await mainNav(canvas)
    const card = await firstCard(canvas)
    await waitFor(() => expect(card.heart()).toHaveAccessibleName('Add to wishlist'))
    await userEvent.click(card.heart())
    // At once, before the server answers.
    expect(card.heart()).toHaveAccessibleName('Remove from wishlist')
    expect(nav.getByRole('link', { name: wishlistLabel(1) })).toBeVisible()
    expect(await body().findByText(MOVE_TO_WISHLIST_FAILED_MESSAGE)).toBeVisible()
    expect(card.heart()).toHaveAccessibleName('Add to wishlist')
    expect(nav.getByRole('link', { name: wishlistLabel(0) })).toBeVisible()
  },
}

/** A visitor's heart asks to sign in first: it opens /login, which brings them back to the results. */
export const VisitorIsAskedToSignIn: Story = {
  render: () => <SearchResultsRoute />,
  decorators: [searchPage(false)],
  play: async ({ canvas }) => {
    const card = await firstCard(canvas)
    await userEvent.click(card.heart())
    expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^\/login$/)
  },
}

/** A product in stock that the demo shopper's recorded cart does not hold. */
const product = recorded('allProducts').products.find(
  (item) => item.stock > 1 && !recorded('cartProducts').some((line) => line.productId === item.productId),
) as ListingProduct

/** A visitor adds to the cart on the product page: the cart is kept in the browser and the header counts it. */
export const VisitorCartInTheHeader: Story = {
  render: () => (
    <>
      <AppHeader onOpenSearch={() => {}} />
      <ProductRoute />
    </>
  ),
  decorators: [
    withStorefront('/product-page/:prodId', { initialEntry: `/product-page/${product.productId}` }),
  ],
  play: async ({ canvas }) => {
    const nav = await mainNav(canvas)
    expect(await nav.findByRole('link', { name: cartLabel(0) })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Cart' }))
    expect(await body().findByText(ITEM_ADDED_TO_CART_MESSAGE)).toBeVisible()
    expect(await nav.findByRole('link', { name: cartLabel(1) })).toBeVisible()
    // The cart itself is the signed-in page: the guard sends the visitor to sign in and back.
    expect(await canvas.findByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/shopping-cart')
  },
}

/** A cart line the mocks make of a listed product. */
const lineOf = (item: ListingProduct, quantity: number): CartItem => ({
  problem: null,
  addedOfferPrice: item.offerPrice,
  lineTotal: item.offerPrice * quantity,
  productId: item.productId,
  quantity,
  name: item.name,
  imageUrls: item.imageUrls,
  price: item.price,
  offerPrice: item.offerPrice,
  sellingPrice: item.sellingPrice,
  brandDetails: { brandId: item.brandId, brandName: item.brand, brandPage: '' },
  sellerDetails: { sellerId: item.sellerId, name: '', storedetails: { storename: null } },
  b2cMaxQty: 10,
  stock: item.stock,
})

/** The account's cart on the mocks, which a merge adds the visitor's lines to. */
function mergingCart() {
  let cart = structuredClone(recorded('cartProducts'))
  return [
    http.get(apiUrl('cartProducts'), () => HttpResponse.json(cart)),
    http.post(apiUrl('mergeCart'), async ({ request }) => {
      const { items } = (await request.json()) as { items: Array<{ productId: string; quantity: number }> }
      const added = items.filter((item) => item.productId === product.productId)
      cart = [...added.map((item) => lineOf(product, item.quantity)), ...cart]
      const answer: Answer<'mergeCart'> = {
        message: cartMergedMessage(added.length),
        added,
        skipped: items
          .filter((item) => item.productId !== product.productId)
          .map((item) => ({ productId: item.productId, message: 'This product is no longer available.' })),
        cart,
      }
      return HttpResponse.json(answer)
    }),
  ]
}

/** Stands in for the sign-in screens: any of them ends by storing the session. */
function SignInButton() {
  const dispatch = useAppDispatch()
  return (
    <button
      type="button"
      onClick={() => dispatch(signedIn({ token: 'story-token', expiresAt: Date.now() + 3_600_000 }))}
    >
      Sign in
    </button>
  )
}

/** A store whose browser storage holds a visitor's cart of two lines (one the catalogue no longer has). */
const withVisitorCart: Decorator = (Story) => {
  const [store] = useState(() => {
    const stored = new Map([
      [
        VISITOR_CART_KEY,
        JSON.stringify([
          { productId: product.productId, quantity: 2, addedAt: 1 },
          { productId: 'gone-product', quantity: 1, addedAt: 0 },
        ]),
      ],
    ])
    return makeStore(undefined, {
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
    })
  })
  return (
    <AppProviders store={store}>
      <MemoryRouter>
        <Routes>
          <Route path="*" element={<Story />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  )
}

/**
 * The header counts a visitor's two lines; on sign-in they are merged into the account's cart once: the
 * merged message and the skipped line's reason are shown, and the header counts the account's cart.
 */
export const VisitorCartMergedOnSignIn: Story = {
  render: () => (
    <>
      <AppHeader onOpenSearch={() => {}} />
      <SignInButton />
    </>
  ),
  decorators: [withVisitorCart],
  parameters: { msw: { handlers: [...mergingCart(), ...cartHandlers(), ...handlers] } },
  play: async ({ canvas }) => {
    const nav = await mainNav(canvas)
    expect(await nav.findByRole('link', { name: cartLabel(2) })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    expect(await body().findByText(cartMergedMessage(1))).toBeVisible()
    expect(await body().findByText('This product is no longer available.')).toBeVisible()
    const accountLines = recorded('cartProducts').length + 1
    expect(await nav.findByRole('link', { name: cartLabel(accountLines) })).toBeVisible()
    // Shown once: no second merge, no second message.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(body().getAllByText(cartMergedMessage(1))).toHaveLength(1)
  },
}
