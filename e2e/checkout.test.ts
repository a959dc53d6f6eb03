// The checkout journeys on the built app served by `npm start` with a fresh data folder, as the demo
// shopper: the cart checked out with cash on delivery to a new address (a pincode we do not deliver to
// refused first); one product bought with Buy Now, coins and the simulated online payment; and a failed
// payment, the dialog closed and Pay Now again, which pays the same one order. Each is checked against
// the server's answers (the order summary, the cart, the stock and the coin balance).
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import { notServiceableMessage } from '@haat/contract/core'
import type { Page } from 'playwright-core'
import { apiJson, signedInDemoPage, useAppAndBrowser, waitUntil } from './support.ts'

const journey = useAppAndBrowser()

const getJson = <T>(path: string, token?: string) => apiJson<T>(journey.app.baseUrl, path, token)
const stockOf = async (productId: string) =>
  (await getJson<Answer<'productDetails'>>(`/getProductInnerDetails?pId=${productId}`)).productDetails.stock

/** Waits for the order completed page and answers its parent order id. */
async function completedOrderId(page: Page): Promise<string> {
  await page.waitForURL(/\/order-completed-page\/[^/]+$/, { timeout: 30_000 })
  const id = /\/order-completed-page\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1]
  assert.ok(id)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return id
}

/** In-stock products the shopper does not hold in the cart, as a search finds them. */
async function freshProducts(token: string) {
  const cart = await getJson<Answer<'cartProducts'>>('/get-cart-products', token)
  const inCart = new Set(cart.map((line) => line.productId))
  const results = await getJson<Answer<'searchListing'>>('/search-products?q=shoes')
  return results.products.filter((product) => !inCart.has(product.productId) && product.stock >= 3)
}

/** The simulated gateway's dialog: UPI, then the test bank's Success or Failure. */
async function payInDialog(page: Page, outcome: 'Success' | 'Failure') {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /^UPI / }).click()
  await dialog.getByRole('button', { name: outcome, exact: true }).click()
}

describe('checkout journeys on the built app', () => {
  test('the cart, to a new address (a pincode we do not serve refused first), cash on delivery', async () => {
    const { page, token, close } = await signedInDemoPage(journey)
    // Cash on delivery needs every line payable on delivery: a line of the seeded cart that is not leaves
    // the cart first (its seller ships it prepaid only).
    const seeded = await getJson<Answer<'checkoutSummary'>>('/get-checkout-summary', token)
    for (const line of seeded.sellers.flatMap((seller) => seller.lines)) {
      if (line.cashOnDelivery) continue
      const removed = await fetch(`${journey.app.baseUrl}/api/remove-from-cart`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: line.productId }),
      })
      assert.equal(removed.status, 200)
    }
    const summary = await getJson<Answer<'checkoutSummary'>>('/get-checkout-summary', token)
    assert.equal(summary.cashOnDelivery, true)
    const ordered = summary.sellers.flatMap((seller) => seller.lines.map((line) => line.productId))
    assert.ok(ordered.length > 0, "the demo shopper's cart has lines to order")

    await page.goto(`${journey.app.baseUrl}/checkOut-page`)
    await waitUntil('the checkout tab title', async () => (await page.title()) === 'Checkout | Haat')
    // The default address is chosen: the order summary is open.
    await page.getByRole('button', { name: /Step 2: Order Summary/, expanded: true }).waitFor()
    await page.getByRole('button', { name: /Step 1: Select Address/ }).click()
    await page.getByRole('button', { name: 'Add New Address' }).click()
    const form = page.getByRole('dialog', { name: 'Add New Address' })
    await form.getByRole('textbox', { name: /^Name/ }).fill('Aarav Sharma')
    await form.getByRole('textbox', { name: /^Phone/ }).fill('9876501234')
    await form.getByRole('textbox', { name: /^House name/ }).fill('Door 7, Kapaleeshwarar Street')
    await form.getByRole('textbox', { name: /^Local area/ }).fill('Mylapore')
    await form.getByRole('textbox', { name: /^Pincode/ }).fill('999999')
    await form.getByText(notServiceableMessage('999999')).first().waitFor()
    await form.getByRole('textbox', { name: /^State/ }).fill('Tamil Nadu')
    await form.getByRole('button', { name: 'Save' }).click()
    // The server refuses it too, and the dialog stays with the reason.
    await form
      .getByRole('alert')
      .filter({ hasText: notServiceableMessage('999999') })
      .waitFor()
    assert.equal((await getJson<Answer<'addresses'>>('/get-address', token)).length, 2)
    await form.getByRole('textbox', { name: /^Pincode/ }).fill('600004')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.waitFor({ state: 'hidden' })
    // The new address is chosen and the order summary opens again.
    await page.getByRole('button', { name: /Step 2: Order Summary/, expanded: true }).waitFor()
    await page.getByText(/Mylapore, Tamil Nadu – 600004/i).waitFor()

    await page.getByRole('button', { name: /Step 3: Payment Options/ }).click()
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    const orderId = await completedOrderId(page)

    const placed = await getJson<Answer<'orderSummary'>>(`/get-order-summery/${orderId}`, token)
    assert.equal(placed.state, 'placed')
    assert.equal(placed.paymentMode, 'COD')
    assert.equal(placed.shipTo.pincode, '600004')
    assert.equal(placed.total, summary.subTotal)
    const cart = await getJson<Answer<'cartProducts'>>('/get-cart-products', token)
    assert.ok(!cart.some((line) => ordered.includes(line.productId)), 'the ordered lines left the cart')
    await close()
  })

  test('Buy Now with coins and the simulated online payment', async () => {
    const { page, token, close } = await signedInDemoPage(journey)
    const [product] = await freshProducts(token)
    assert.ok(product, 'a product in stock the shopper has not put in the cart')
    const stockBefore = await stockOf(product.productId)
    const coinsBefore = (await getJson<Answer<'coinRange'>>('/get-coin-range?orderTotal=1000', token)).data
    assert.ok(coinsBefore.balance > 0, 'the demo shopper holds coins')

    await page.goto(`${journey.app.baseUrl}/product-checkout/${product.productId}`)
    const header = page.getByRole('banner')
    await header.getByText('Secured Checkout').waitFor()
    await header.getByRole('link', { name: 'Haat home' }).waitFor()
    await page.getByRole('link', { name: product.name }).first().waitFor()

    const coins = page.getByRole('checkbox', { name: 'Redeem Thara coins' })
    await coins.check()
    await page.getByTestId('checkout-coin-discount').waitFor()
    await page.getByRole('button', { name: /Step 3: Payment Options/ }).click()
    await page.getByRole('radio', { name: 'UPI Or Other' }).check()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payInDialog(page, 'Success')
    const orderId = await completedOrderId(page)

    const paid = await getJson<Answer<'orderSummary'>>(`/get-order-summery/${orderId}`, token)
    assert.equal(paid.state, 'placed')
    assert.equal(paid.paymentMode, 'Pre-paid')
    assert.ok(paid.creditCoins > 0)
    assert.equal(paid.total, Math.round((paid.itemsTotal - paid.coinDiscount) * 100) / 100)
    assert.equal(await stockOf(product.productId), stockBefore - 1)
    const coinsAfter = (await getJson<Answer<'coinRange'>>('/get-coin-range?orderTotal=1000', token)).data
    assert.equal(coinsAfter.balance, coinsBefore.balance - paid.creditCoins)
    await close()
  })

  test('a failed payment, the dialog closed and Pay Now again: one order, paid once', async () => {
    const { page, token, close } = await signedInDemoPage(journey)
    const [, product] = await freshProducts(token)
    assert.ok(product, 'a second product in stock')
    const stockBefore = await stockOf(product.productId)

    await page.goto(`${journey.app.baseUrl}/product-checkout/${product.productId}`)
    await page.getByRole('link', { name: product.name }).first().waitFor()
    await page.getByRole('button', { name: /Step 3: Payment Options/ }).click()
    await page.getByRole('radio', { name: 'UPI Or Other' }).check()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payInDialog(page, 'Failure')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Retry' }).waitFor()
    // The stock is held for the order waiting for its payment.
    assert.equal(await stockOf(product.productId), stockBefore - 1)
    await dialog.getByRole('button', { name: 'Close payment' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // Pay Now again sends the same attempt: the server answers the same order, and it is paid.
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payInDialog(page, 'Success')
    const orderId = await completedOrderId(page)
    const paid = await getJson<Answer<'orderSummary'>>(`/get-order-summery/${orderId}`, token)
    assert.equal(paid.state, 'placed')
    assert.equal(paid.orders.flatMap((order) => order.product.items).length, 1)
    assert.equal(await stockOf(product.productId), stockBefore - 1, 'the stock was taken once')
    await close()
  })
})
