import type { Answer } from '@haat/contract'
import { PRODUCT_REPORT_RECEIVED_MESSAGE } from '@haat/contract/core'
import { averageRating } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AppHeader } from '../../packages/storefront/src/app/layout/AppHeader.tsx'
import { ProductReviewsRoute } from '../../packages/storefront/src/features/product/ProductReviewsRoute.tsx'
import { ProductRoute } from '../../packages/storefront/src/features/product/ProductRoute.tsx'
import { shopperWithAddresses } from '../../packages/storefront/src/mocks/authFixtures.ts'
import { authHandlers } from '../../packages/storefront/src/mocks/authHandlers.ts'
import { apiUrl, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { expectShown } from '../ui/support.ts'
import { withStorefront } from './helpers.tsx'
import { recorded, UNKNOWN_ID } from './recorded.ts'

/** The product page on the recorded API answers: real endpoints, store and router. */
const meta = {
  title: 'Pages/Product',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A much-rated laptop as a visitor sees it (recorded with its reviews and questions). */
const POPULAR = 'i3HvQB7VeXI8csWzqLRc'
const popular = recorded('productDetails', { query: { pId: POPULAR } })
/** A product the demo shopper received: signed in, its page offers Rate this product. */
const boughtAnswer = recorded('productDetails', { query: { pId: 'L9bqdRDNmdHc5fSpWGiW' } })
const bought = boughtAnswer.productDetails.productId

const productPage = (prodId: string, signedIn = false) =>
  withStorefront('/product-page/:prodId', { initialEntry: `/product-page/${prodId}`, signedIn })

/** The product page answering `change`d details of the popular laptop (a state the seed may not hold). */
const answering = (change: (product: Answer<'productDetails'>['productDetails']) => void) => {
  const answer = structuredClone(popular)
  change(answer.productDetails)
  return [http.get(apiUrl('productDetails'), () => HttpResponse.json(answer)), ...handlers]
}

const body = () => within(document.body)

export const InStock: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(POPULAR)],
  play: async ({ canvas, step }) => {
    const product = popular.productDetails
    await step('name, brand, price, tiers, stock and the gallery', async () => {
      expect(await canvas.findByRole('heading', { level: 1, name: product.name })).toBeVisible()
      expect(canvas.getByRole('link', { name: product.brandDetails.brandName })).toBeVisible()
      expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
      expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeEnabled()
      // The seller's store, with how its shoppers rate it.
      const seller = product.sellerDetails
      expect(
        canvas.getByRole('link', { name: seller.storedetails.storename ?? seller.name }),
      ).toHaveAttribute('href', `/seller-store/${product.sellerId}`)
      expect(
        canvas.getAllByRole('img', { name: `Rated ${averageRating(seller)} out of 5` }).length,
      ).toBeGreaterThan(0)
      expect(
        canvas.getAllByRole('img', { name: new RegExp(product.name.slice(0, 20)) }).length,
      ).toBeGreaterThan(0)
    })
    await step('the reviews and questions of the recording', async () => {
      expect(await canvas.findByRole('heading', { name: 'Ratings & Reviews' })).toBeVisible()
      const reviews = recorded('productReviews', { query: { productId: POPULAR } })
      expect(await canvas.findByText(reviews.reviews[0]?.review ?? '')).toBeVisible()
      expect(await canvas.findByRole('heading', { name: 'Questions & Answers' })).toBeVisible()
    })
    await step('a visitor who rates is told to sign in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Rate this product' }))
      expect(await canvas.findByText('Please log in to submit a rating.')).toBeVisible()
    })
  },
}

export const OutOfStock: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(POPULAR)],
  parameters: { msw: { handlers: answering((product) => Object.assign(product, { stock: 0 })) } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('This product is currently out of stock.')).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    expect(canvas.getByRole('button', { name: 'Buy Now' })).toBeDisabled()
  },
}

export const NoReviews: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(POPULAR)],
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('productReviews'), () =>
          HttpResponse.json({ reviews: [], total: 0, page: 1, limit: 5 }),
        ),
        ...answering((product) =>
          Object.assign(product, {
            oneRating: 0,
            twoRating: 0,
            threeRating: 0,
            fourRating: 0,
            fiveRating: 0,
            averageRating: 0,
            ratingCount: 0,
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No Reviews Found')).toBeVisible()
  },
}

export const LongName: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(POPULAR)],
  parameters: {
    msw: {
      handlers: answering((product) =>
        Object.assign(product, {
          name: `${product.name} with an extended three-year warranty, a carry sleeve, a wireless mouse and a keyboard cover in the box`,
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /keyboard cover in the box/ })
    // The name wraps inside its column: the page never scrolls sideways.
    expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1)
  },
}

export const ManyPhotos: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(POPULAR)],
  parameters: {
    msw: {
      handlers: answering((product) =>
        Object.assign(product, {
          imageUrls: [...product.imageUrls, ...product.imageUrls, ...product.imageUrls],
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 })
    const thumbs = canvas.getAllByRole('button', { name: /^Show picture/ })
    expect(thumbs.length).toBe(popular.productDetails.imageUrls.length * 3)
    await userEvent.click(thumbs[1] as HTMLElement)
    await waitFor(() => expect(thumbs[1]).toHaveAttribute('aria-current', 'true'))
  },
}

export const BoughtSignedIn: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(bought, true)],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: boughtAnswer.productDetails.name })
    await userEvent.click(canvas.getByRole('button', { name: 'Rate this product' }))
    const dialog = within(await body().findByRole('dialog'))
    await expectShown(dialog.getByRole('group', { name: 'Your rating' }))
    expect(dialog.getByRole('radio', { name: '5 stars' })).toBeInTheDocument()
  },
}

/** A shopper reports the product with one of the four issues; the server's thanks shows. */
export const Report: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(bought, true)],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 })
    await userEvent.click(canvas.getByRole('button', { name: 'Report this product' }))
    const dialog = within(await body().findByRole('dialog'))
    await userEvent.click(dialog.getByRole('radio', { name: 'Counterfeit Products' }))
    await userEvent.click(dialog.getByRole('button', { name: /Submit/ }))
    expect(await body().findByText(PRODUCT_REPORT_RECEIVED_MESSAGE)).toBeInTheDocument()
  },
}

export const Loading: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(POPULAR)],
  parameters: { msw: { handlers: [pending('productDetails'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByTestId('product-detail-skeleton')).toHaveAttribute('aria-busy', 'true')
  },
}

export const NotFound: Story = {
  render: () => <ProductRoute />,
  decorators: [productPage(UNKNOWN_ID)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'Product not found' })).toBeVisible()
    expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

export const AllReviews: Story = {
  render: () => <ProductReviewsRoute />,
  decorators: [
    withStorefront('/product-inner-page/:productId', { initialEntry: `/product-inner-page/${POPULAR}` }),
  ],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: /^Reviews of/ })).toBeVisible()
    await waitFor(() => expect(canvas.queryByText('No Reviews Found')).toBeNull())
  },
}

/**
 * A signed-in shopper's delivery address is checked at once, and choosing another on the product page
 * chooses it in the header too: both read the one choice.
 */
export const DeliveryAddress: Story = {
  render: () => (
    <>
      <AppHeader onOpenSearch={() => undefined} />
      <ProductRoute />
    </>
  ),
  decorators: [productPage(bought, true)],
  parameters: { msw: { handlers: [...authHandlers({ user: shopperWithAddresses }), ...handlers] } },
  play: async ({ canvas, step }) => {
    const [primary, office] = shopperWithAddresses.address
    const main = () => within(canvas.getByTestId('buy-box'))
    const header = () => within(canvas.getByRole('navigation', { name: 'Main' }))
    await step('the primary address is checked without a click', async () => {
      await canvas.findByRole('heading', { level: 1 })
      const field = await main().findByRole('textbox', { name: /Delivery pincode/ })
      await waitFor(() => expect(field).toHaveValue(primary?.pincode))
      expect(await main().findByText('This Pincode Is Deliverable')).toBeVisible()
    })
    await step('choosing the office here chooses it in the header', async () => {
      await userEvent.click(main().getByRole('combobox', { name: 'Deliver to' }))
      await userEvent.click(await body().findByRole('option', { name: new RegExp(office?.pincode ?? '') }))
      await waitFor(() =>
        expect(main().getByRole('textbox', { name: /Delivery pincode/ })).toHaveValue(office?.pincode),
      )
      await waitFor(() =>
        expect(header().getByRole('combobox', { name: 'Deliver to' })).toHaveTextContent(
          office?.pincode ?? '',
        ),
      )
    })
  },
}
