import type { Address, CartItem, CheckoutSummary } from '@haat/contract'
import {
  EMPTY_CART_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  NO_ADDRESS_MESSAGE,
  notServiceableMessage,
  PAY_NOW_TEXT,
  PLACE_ORDER_TEXT,
  PROCEED_TO_PAYMENT_TEXT,
  REDEEM_COINS_TEXT,
  SECURED_CHECKOUT_TEXT,
  SELECT_ADDRESS_MESSAGE,
} from '@haat/contract/core'
import { formatRupees } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type HttpHandler, HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CheckoutRoute } from '../../packages/storefront/src/features/checkout/CheckoutRoute.tsx'
import { addressLine } from '../../packages/storefront/src/features/checkout/checkoutView.ts'
import { ProductCheckoutRoute } from '../../packages/storefront/src/features/checkout/ProductCheckoutRoute.tsx'
import { addressHandlers, demoAddresses } from '../../packages/storefront/src/mocks/addressHandlers.ts'
import { shopper } from '../../packages/storefront/src/mocks/authFixtures.ts'
import { cartHandlers } from '../../packages/storefront/src/mocks/cartHandlers.ts'
import {
  checkoutHandlers,
  MOCK_PAYMENT_FAILURE_DESCRIPTION,
  redeemableCoins,
} from '../../packages/storefront/src/mocks/checkoutHandlers.ts'
import { apiUrl, failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { transitionsEnded } from '../ui/support.ts'
import { withStorefront } from './helpers.tsx'
import { recorded } from './recorded.ts'

/**
 * Both checkouts on the stateful mocks: the cart mocks hold the cart, the address mocks the address book
 * and the checkout mocks price, place and pay as the server does (the simulated gateway's dialog). Each
 * story starts from the cart, addresses and coins it names.
 */
const meta = {
  title: 'Pages/Checkout',
  parameters: { storyPadding: 0 },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const demoCart = recorded('cartProducts')
const [lipstick, television] = demoCart as [CartItem?, CartItem?]
if (!lipstick || !television) throw new Error("The recording needs the demo shopper's two cart lines")
const buyable = recorded('searchListing').products.find((product) => product.stock >= 10)
if (!buyable) throw new Error('The recording needs a product with 10 or more in stock')

const [home, office] = demoAddresses as [Address, Address]
const more = (houseName: string, pincode: string, state: string): Address => ({
  ...office,
  houseName,
  pincode,
  state,
  localArea: 'Civil Lines',
})
const FIVE = [
  ...demoAddresses,
  more('House 7', '110054', 'Delhi'),
  more('Villa 3', '682042', 'Kerala'),
  more('Plot 21', '600001', 'Tamil Nadu'),
]

/** The delivery check the address form asks for a whole pincode: 560001 we deliver to, 999999 we do not. */
const pincodeChecks = http.get(apiUrl('checkPincode'), ({ params }) => {
  const pincode = String(params.pincode)
  if (pincode !== '560001')
    return HttpResponse.json({ message: notServiceableMessage(pincode) }, { status: 404 })
  return HttpResponse.json({
    message: 'This Pincode Is Deliverable',
    deliveryDays: 3,
    fromSeller: false,
    district: 'Bengaluru',
    state: 'Karnataka',
  })
})

interface Setup {
  cart?: CartItem[]
  addresses?: readonly Address[]
  coins?: number
  overrides?: HttpHandler[]
}
const mocks = ({ cart = demoCart, addresses = demoAddresses, coins = 0, overrides = [] }: Setup = {}) => ({
  msw: {
    handlers: [
      ...overrides,
      pincodeChecks,
      ...checkoutHandlers({ coins }),
      ...cartHandlers({ cart }),
      ...addressHandlers({ addresses }),
      ...handlers,
    ],
  },
})

const cartCheckout = withStorefront('/checkOut-page', { signedIn: true })
const productCheckout = withStorefront('/product-checkout/:prodId', {
  initialEntry: `/product-checkout/${buyable.productId}`,
  signedIn: true,
})

const body = () => within(document.body)
type Canvas = ReturnType<typeof within>
/** A step by its title; its header button names it "Step n: TITLE". */
const stepButton = (canvas: Canvas, title: RegExp) => canvas.findByRole('button', { name: title })
const region = (canvas: Canvas, title: RegExp) => within(canvas.getByRole('region', { name: title }))
const submitButton = (canvas: Canvas, name: string) =>
  waitFor(() => {
    const found = canvas
      .getAllByRole('button', { name })
      .filter((button: HTMLElement) => button.closest('[hidden]') === null)
    expect(found.length).toBeGreaterThan(0)
    // Not while it waits (a summary or coin range on its way): a waiting button takes no clicks.
    expect(found[0]).toBeEnabled()
    return found[0] as HTMLElement
  })

// --- The cart's checkout -------------------------------------------------------------------------------

/** No address yet: step 1 is open with No Address Available; the button asks for an address. */
export const CartNoAddresses: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ addresses: [] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByText(NO_ADDRESS_MESSAGE)).toBeVisible()
    expect(await stepButton(canvas, /Step 1: Select Address/i)).toHaveAttribute('aria-expanded', 'true')
    // Steps 2 and 3 wait for an address: their headers are not buttons.
    expect(canvas.queryByRole('button', { name: /Step 2: Order Summary/i })).toBeNull()
    await userEvent.click(await submitButton(canvas, PROCEED_TO_PAYMENT_TEXT))
    expect(await canvas.findByRole('alert')).toHaveTextContent(SELECT_ADDRESS_MESSAGE)
    expect(document.title).toBe('Checkout | Haat')
  },
}

/** One address: chosen at once, the order summary open, the button Proceed to Payment opens step 3. */
export const CartOneAddress: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ addresses: [home] }),
  play: async ({ canvas }) => {
    const summary = await stepButton(canvas, /Step 2: Order Summary/i)
    await waitFor(() => expect(summary).toHaveAttribute('aria-expanded', 'true'))
    expect(await canvas.findByRole('link', { name: lipstick.name })).toBeVisible()
    expect(canvas.getByTestId('checkout-step-summary')).toHaveTextContent(addressLine(home))
    await userEvent.click(await submitButton(canvas, PROCEED_TO_PAYMENT_TEXT))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Step 3: Payment Options/i })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    )
    expect(canvas.getByRole('radiogroup', { name: 'Payment Options' })).toBeVisible()
    expect(canvas.getByRole('button', { name: /Step 3: Payment Options/i })).toHaveFocus()
  },
}

/**
 * Adding the first address in the checkout: a pincode we do not deliver to is said under the field, a good
 * one fills the state; once saved the new address is chosen and the order summary opens.
 */
export const CartAddAddress: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ addresses: [] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add New Address' }))
    const dialog = within(await body().findByRole('dialog', { name: 'Add New Address' }))
    const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) })
    // Pasted, not typed key by key: the form takes either, and a busy machine types slowly.
    const fill = async (label: string, text: string) => {
      await userEvent.click(field(label))
      await userEvent.paste(text)
    }
    await fill('Name', 'Meera Iyer')
    await fill('Phone', '9988776655')
    await fill('House name', 'House 7')
    await fill('Local area', 'Civil Lines')
    await fill('Pincode', '999999')
    expect(await dialog.findByText(notServiceableMessage('999999'))).toBeVisible()
    await userEvent.clear(field('Pincode'))
    await fill('Pincode', '560001')
    await waitFor(() => expect(field('State')).toHaveValue('Karnataka'))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Step 2: Order Summary/i })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    )
    expect(canvas.getByTestId('checkout-step-summary')).toHaveTextContent(
      'Meera Iyer, House 7, Civil Lines, Karnataka – 560001',
    )
    expect(await submitButton(canvas, PROCEED_TO_PAYMENT_TEXT)).toBeVisible()
  },
}

/** Many addresses: See More shows them all; choosing one closes step 1 and opens the order summary. */
export const CartManyAddresses: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ addresses: FIVE }),
  play: async ({ canvas }) => {
    await userEvent.click(await stepButton(canvas, /Step 1: Select Address/i))
    const step = region(canvas, /Step 1: Select Address/i)
    await userEvent.click(await step.findByRole('button', { name: 'See More Addresses' }))
    // Every demo address is the same shopper's, so the radios share a name: the fourth is Villa 3.
    await userEvent.click(step.getAllByRole('radio')[3] as HTMLElement)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Step 2: Order Summary/i })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    )
    expect(canvas.getByTestId('checkout-step-summary')).toHaveTextContent(
      'Villa 3, Civil Lines, Kerala – 682042',
    )
    // Keyboard focus went with the shopper to the step that opened.
    expect(canvas.getByRole('button', { name: /Step 2: Order Summary/i })).toHaveFocus()
  },
}

/** A delivery note per product: Add a note, type, Save; the line shows it. */
export const CartDeliveryNote: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Add a note for ${lipstick.name}` }))
    const dialog = within(await body().findByRole('dialog', { name: 'Delivery note' }))
    await userEvent.type(dialog.getByRole('textbox'), 'Please ring twice')
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }))
    expect(await canvas.findByText('Note: Please ring twice')).toBeVisible()
    expect(await canvas.findByRole('button', { name: `Edit note for ${lipstick.name}` })).toBeVisible()
  },
}

/** Cash on delivery: the button reads Place Order and the order goes to its completed page. */
export const CartCashOnDelivery: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks(),
  play: async ({ canvas }) => {
    await userEvent.click(await stepButton(canvas, /Step 3: Payment Options/i))
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on Delivery' }))
    await userEvent.click(await submitButton(canvas, PLACE_ORDER_TEXT))
    expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^\/order-completed-page\/.+/)
  },
}

/** Online: the button reads Pay Now and opens the payment dialog for the order's total. */
export const CartPrepaid: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ cart: [lipstick] }),
  play: async ({ canvas }) => {
    await userEvent.click(await stepButton(canvas, /Step 3: Payment Options/i))
    await userEvent.click(canvas.getByRole('radio', { name: 'UPI Or Other' }))
    await userEvent.click(await submitButton(canvas, PAY_NOW_TEXT))
    const dialog = await body().findByRole('dialog')
    expect(dialog).toHaveTextContent(formatRupees(lipstick.offerPrice * lipstick.quantity).replace('.00', ''))
  },
}

/** A failed payment: the dialog says why and offers to try again; the order waits for its payment. */
export const CartPaymentFailed: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ cart: [lipstick] }),
  play: async ({ canvas }) => {
    await userEvent.click(await stepButton(canvas, /Step 3: Payment Options/i))
    await userEvent.click(canvas.getByRole('radio', { name: 'UPI Or Other' }))
    await userEvent.click(await submitButton(canvas, PAY_NOW_TEXT))
    const dialog = within(await body().findByRole('dialog'))
    await payInDialog(dialog, 'failure')
    expect(await dialog.findByText(MOCK_PAYMENT_FAILURE_DESCRIPTION, { exact: false })).toBeVisible()
  },
}

/** Coins redeemed: the coin row shows and the total is the sub total less the coins' discount. */
export const CartCoinsRedeemed: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ cart: [television], coins: shopper.coin }),
  play: async ({ canvas }) => {
    const subTotal = television.offerPrice * television.quantity
    const coins = await canvas.findByRole('checkbox', { name: REDEEM_COINS_TEXT })
    await waitFor(() =>
      expect(canvas.getByTestId('checkout-total')).toHaveTextContent(formatRupees(subTotal)),
    )
    expect(canvas.queryByTestId('checkout-coin-discount')).toBeNull()
    await userEvent.click(coins)
    await waitFor(() => expect(coins).toBeChecked())
    // The mocks redeem as the server does: the balance, up to the coins' share of the total.
    const redeemable = redeemableCoins(shopper.coin, Math.round(subTotal * 100))
    const discount = redeemable / 10
    expect(canvas.getByTestId('checkout-coin-discount')).toHaveTextContent(formatRupees(discount))
    expect(canvas.getByTestId('checkout-total')).toHaveTextContent(formatRupees(subTotal - discount))
  },
}

/** While the summary is read the card says Loading. */
export const CartLoading: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ overrides: [pending('checkoutSummary')] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Loading')).toBeVisible()
  },
}

/** The addresses could not be read: the address step opens with the reason and Retry. */
export const CartAddressesFailed: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ overrides: [failing('addresses')] }),
  play: async ({ canvas }) => {
    const step = await stepButton(canvas, /Step 1: Select Address/i)
    await waitFor(() => expect(step).toHaveAttribute('aria-expanded', 'true'))
    expect(await region(canvas, /Step 1: Select Address/i).findByRole('alert')).toHaveTextContent(
      'Your addresses could not be loaded.',
    )
    expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** Nothing in the cart: the message and a way back to the cart. */
export const CartEmpty: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({ cart: [] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 2, name: EMPTY_CART_MESSAGE })).toBeVisible()
    expect(canvas.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/shopping-cart')
  },
}

/** Cash on delivery is off when a product cannot be paid on delivery, with the reason. */
export const CartCashOnDeliveryUnavailable: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  parameters: mocks({
    overrides: [http.get(apiUrl('checkoutSummary'), async () => HttpResponse.json(noCodSummary()))],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await stepButton(canvas, /Step 3: Payment Options/i))
    expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled()
    expect(canvas.getByTestId('cod-unavailable-reason')).toHaveTextContent(
      `Cash on Delivery is not available for ${television.name}`,
    )
  },
}

/** On a phone: the steps, then the card; the total and the button also at the top. */
export const CartPhone: Story = {
  render: () => <CheckoutRoute />,
  decorators: [cartCheckout],
  globals: { viewport: { value: 'phone' } },
  parameters: mocks({ coins: shopper.coin }),
  play: async ({ canvas, canvasElement }) => {
    const bar = within(await canvas.findByRole('region', { name: 'Order total' }))
    const proceed = bar.getByRole('button', { name: PROCEED_TO_PAYMENT_TEXT })
    expect(proceed).toBeVisible()
    // It takes clicks once the total is in; then its colour eases in from the disabled grey.
    await waitFor(() => expect(proceed).toBeEnabled())
    await transitionsEnded(canvasElement)
    expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

// --- Buy Now's checkout --------------------------------------------------------------------------------

/** Its own header: the logo home, Secured Checkout and the shopper's name. No address: no summary card. */
export const ProductNoAddresses: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  parameters: mocks({ addresses: [] }),
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('banner'))
    expect(header.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/')
    expect(header.getByText(SECURED_CHECKOUT_TEXT)).toBeVisible()
    expect(await header.findByText(shopper.name)).toBeVisible()
    expect(await canvas.findByText(NO_ADDRESS_MESSAGE)).toBeVisible()
    expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeVisible()
    expect(canvas.queryByRole('button', { name: PROCEED_TO_PAYMENT_TEXT })).toBeNull()
    expect(document.title).toBe('Secured Checkout | Haat')
  },
}

/** One address: the chosen address with Edit and Add New Address; the product with its prices. */
export const ProductOneAddress: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  parameters: mocks({ addresses: [home] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('link', { name: buyable.name })).toBeVisible()
    expect(canvas.getByTestId('offer-price')).toHaveTextContent(formatRupees(buyable.offerPrice))
    expect(canvas.getByText('Incl. GST')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Step 1: Select Address/i }))
    const chosen = within(canvas.getByTestId('chosen-address'))
    expect(chosen.getByText(`${home.houseName}, ${home.localArea}`)).toBeVisible()
    expect(chosen.getByText(`${home.state} – ${home.pincode}`)).toBeVisible()
    expect(chosen.getByRole('button', { name: `Edit the address of ${home.name}` })).toBeVisible()
    expect(chosen.getByRole('button', { name: 'Add New Address' })).toBeVisible()
    expect(await submitButton(canvas, PROCEED_TO_PAYMENT_TEXT)).toBeVisible()
  },
}

/** Many addresses: the others are offered below the chosen one. */
export const ProductManyAddresses: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  parameters: mocks({ addresses: FIVE }),
  play: async ({ canvas }) => {
    await userEvent.click(await stepButton(canvas, /Step 1: Select Address/i))
    const step = region(canvas, /Step 1: Select Address/i)
    expect(await step.findByText('Deliver to another address')).toBeVisible()
    await userEvent.click(step.getAllByRole('radio')[1] as HTMLElement)
    await waitFor(() =>
      expect(canvas.getByTestId('checkout-step-summary')).toHaveTextContent(office.houseName),
    )
  },
}

/** The quantity: + asks the server for the new price, and the total follows. */
export const ProductQuantity: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  parameters: mocks({ addresses: [home] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: buyable.name })
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }))
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: `Quantity of ${buyable.name}` })).toHaveTextContent('2'),
    )
    await waitFor(() =>
      expect(canvas.getByTestId('checkout-total')).toHaveTextContent(formatRupees(buyable.offerPrice * 2)),
    )
  },
}

/** Cash on delivery on Buy Now: Place Order, then the completed page. */
export const ProductCashOnDelivery: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  parameters: mocks({ addresses: [home] }),
  play: async ({ canvas }) => {
    await userEvent.click(await stepButton(canvas, /Step 3: Payment Options/i))
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on Delivery' }))
    await userEvent.click(await submitButton(canvas, PLACE_ORDER_TEXT))
    expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^\/order-completed-page\/.+/)
  },
}

/** Coins and an online payment that succeeds: the completed page. */
export const ProductCoinsAndPay: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  parameters: mocks({ addresses: [home], coins: shopper.coin }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: REDEEM_COINS_TEXT }))
    await userEvent.click(await stepButton(canvas, /Step 3: Payment Options/i))
    await userEvent.click(canvas.getByRole('radio', { name: 'UPI Or Other' }))
    await userEvent.click(await submitButton(canvas, PAY_NOW_TEXT))
    await payInDialog(within(await body().findByRole('dialog')), 'success')
    expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^\/order-completed-page\/.+/)
  },
}

/**
 * Coins, Pay Now, the dialog closed, Pay Now again: the waiting order holds the coins, yet the same request
 * goes again with the same Idempotency-Key, so the server answers that one order, which is then paid.
 */
const placeKeys: string[] = []
export const ProductPayAgainWithCoins: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  beforeEach: () => {
    placeKeys.length = 0
  },
  parameters: mocks({
    addresses: [home],
    coins: shopper.coin,
    overrides: [
      // Notes each place call's key, then lets the checkout mocks answer it.
      http.post(apiUrl('singleProductPlaceOrder'), ({ request }) => {
        placeKeys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '')
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: REDEEM_COINS_TEXT }))
    await canvas.findByTestId('checkout-coin-discount')
    await userEvent.click(await stepButton(canvas, /Step 3: Payment Options/i))
    await userEvent.click(canvas.getByRole('radio', { name: 'UPI Or Other' }))
    await userEvent.click(await submitButton(canvas, PAY_NOW_TEXT))
    const dialog = within(await body().findByRole('dialog'))
    await userEvent.click(await dialog.findByRole('button', { name: 'Close payment' }))
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull())
    await userEvent.click(await submitButton(canvas, PAY_NOW_TEXT))
    await payInDialog(within(await body().findByRole('dialog')), 'success')
    expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(/^\/order-completed-page\/.+/)
    expect(placeKeys).toHaveLength(2)
    expect(placeKeys[1]).toBe(placeKeys[0])
  },
}

/** While loading the card says Loading. */
export const ProductLoading: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  parameters: mocks({ overrides: [pending('checkoutSummary')] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Loading')).toBeVisible()
  },
}

/** On a phone: nothing wider than the screen, the total and the button at the top. */
export const ProductPhone: Story = {
  render: () => <ProductCheckoutRoute />,
  decorators: [productCheckout],
  globals: { viewport: { value: 'phone' } },
  parameters: mocks({ addresses: [home], coins: shopper.coin }),
  play: async ({ canvas, canvasElement }) => {
    const bar = within(await canvas.findByRole('region', { name: 'Order total' }))
    const proceed = bar.getByRole('button', { name: PROCEED_TO_PAYMENT_TEXT })
    expect(proceed).toBeVisible()
    // It takes clicks once the total is in; then its colour eases in from the disabled grey.
    await waitFor(() => expect(proceed).toBeEnabled())
    await transitionsEnded(canvasElement)
    expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}

// --- Helpers -------------------------------------------------------------------------------------------

/** The simulated gateway's dialog: pick UPI, then the test bank's Success or Failure. */
async function payInDialog(dialog: Canvas, outcome: 'success' | 'failure') {
  await userEvent.click(await dialog.findByRole('button', { name: /^UPI / }))
  const choice = await dialog.findByRole('button', { name: outcome === 'success' ? 'Success' : 'Failure' })
  await waitFor(() => expect(choice).toBeEnabled())
  await userEvent.click(choice)
}

/** The demo cart's summary with the television not payable on delivery. */
function noCodSummary(): CheckoutSummary {
  if (!lipstick || !television) throw new Error('The recording needs two cart lines')
  const line = (item: CartItem, cashOnDelivery: boolean) => ({
    productId: item.productId,
    name: item.name,
    imageUrl: item.imageUrls[0] ?? '',
    brandDetails: item.brandDetails,
    sellerDetails: item.sellerDetails,
    quantity: item.quantity,
    offerPrice: item.offerPrice,
    price: item.price,
    discountPercentage: 10,
    lineTotal: item.offerPrice * item.quantity,
    youSave: (item.price - item.offerPrice) * item.quantity,
    maxQuantity: 5,
    cashOnDelivery,
    expectedDeliveryDate: { _seconds: 1_900_000_000, _nanoseconds: 0 },
  })
  const lines = [line(lipstick, true), line(television, false)]
  return {
    sellers: [{ sellerId: 'seller-1', storeName: 'Demo Store', lines }],
    items: lipstick.quantity + television.quantity,
    price: 0,
    discount: 0,
    subTotal: lines.reduce((sum, one) => sum + one.lineTotal, 0),
    shippingCharges: 40,
    cashOnDelivery: false,
  }
}
