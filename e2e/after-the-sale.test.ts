// After the sale, on the built app served by `npm start` with a fresh data folder: the demo shopper pays
// online for two products of the demo seller (one order), cancels one of them on the cancellation page
// with the refund to the wallet and sees the wallet grow by exactly that refund; the seller, signed in to
// the seller area in a browser of their own, ships the rest with a tracking number, sends it out for
// delivery and delivers it while the shopper watches the tracker move; then the shopper rates the
// delivered product from the order page and downloads its tax invoice. Each step is checked against the
// server's answers (the order's page, the wallet and coins, the product's ratings).
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import {
  CANCEL_ORDER_TEXT,
  CANCEL_SELECTED_TEXT,
  CANCELLATION_REASON_LABELS,
  deliveryCoinsFor,
  IDEMPOTENCY_KEY_HEADER,
  INVOICE_TEXTS,
  ORDER_CANCELLED_MESSAGE,
  ORDER_REFUNDS_HEADING,
  ORDER_STATUS,
  orderStatusLabel,
  RATE_ORDERED_PRODUCT_TEXT,
  REFUND_METHOD_LABELS,
  SELLER_EMAIL_LABEL,
  SELLER_SIGN_IN_BUTTON,
  sellerStatusActionLabel,
  TRACKING_NUMBER_LABEL,
} from '@haat/contract/core'
import type { Page } from 'playwright-core'
import { DEMO_SELLER, demoSellerProducts } from '../packages/api/src/db/seed/demo-seller.ts'
import { apiJson, signedInDemoPage, useAppAndBrowser, waitUntil } from './support.ts'

const journey = useAppAndBrowser()

const getJson = <T>(path: string, token?: string) => apiJson<T>(journey.app.baseUrl, path, token)

/** A POST of the running app's API that must answer 200, as the signed-in shopper. */
async function postJson<T>(
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await fetch(`${journey.app.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await answer.text()
  assert.equal(answer.status, 200, `POST /api${path} answered ${answer.status}: ${text}`)
  return JSON.parse(text) as T
}

const paise = (rupees: number) => Math.round(rupees * 100)
/** The rupees a page shows ("₹1,234.50") as paise. */
const paiseOfText = (text: string | null) => paise(Number((text ?? '').replace(/[^\d.]/g, '')))

/** The wallet balance My Account's wallet section shows, in paise. */
async function walletShown(page: Page): Promise<number> {
  await page.goto(`${journey.app.baseUrl}/my-account?section=wallet`)
  const amount = page.getByTestId('wallet-balance-amount')
  // The amount's slot is drawn before the balance arrives: wait for the figure itself.
  await amount.filter({ hasText: /\d/ }).waitFor()
  return paiseOfText(await amount.textContent())
}

/** The stage the order page's tracker stands at (the one marked as the current step). */
async function trackerAt(page: Page): Promise<string> {
  const current = page.getByTestId('order-tracker-stage').and(page.locator('[aria-current="step"]'))
  await current.first().waitFor()
  return (await current.first().textContent()) ?? ''
}

describe('after the sale on the built app', () => {
  test('cancel one item to the wallet, the seller delivers the other, the shopper rates it and downloads the invoice', async () => {
    const shopper = await signedInDemoPage(journey)
    const { page, token } = shopper
    const [keptId, cancelledId] = demoSellerProducts
    assert.ok(keptId && cancelledId, "the seed names two of the demo seller's products")

    // --- The shopper pays online for both products (one seller: one order) ---
    const walletBefore = await getJson<Answer<'wallet'>>('/get-wallet', token)
    assert.equal(await walletShown(page), paise(walletBefore.balance), 'the page shows the server balance')
    const [address] = await getJson<Answer<'addresses'>>('/get-address', token)
    assert.ok(address, 'the demo shopper has an address')
    // The cart's checkout orders lines as the cart holds them: put both in, then order what it holds.
    await postJson('/add-to-cart', token, { productId: keptId, quantity: 1 })
    await postJson('/add-to-cart', token, { productId: cancelledId, quantity: 2 })
    const cart = await getJson<Answer<'cartProducts'>>('/get-cart-products', token)
    const inCart = (id: string) => cart.find((line) => line.productId === id)?.quantity ?? 0
    const placed = await postJson<Answer<'placeOrder'>>(
      '/place-order',
      token,
      {
        paymentMode: 'Pre-paid',
        products: [
          { id: keptId, quantity: inCart(keptId) },
          { id: cancelledId, quantity: inCart(cancelledId) },
        ],
        address,
        creditCoins: 0,
      },
      { [IDEMPOTENCY_KEY_HEADER]: `after-the-sale-${randomUUID()}` },
    )
    assert.equal(placed.state, 'pending_payment')
    const gateway = await postJson<Answer<'createPaymentOrder'>>('/create-order', token, {
      parentOrderId: placed.orderId,
    })
    const payment = await postJson<Answer<'simulatedPayment'>>('/simulated-gateway/pay', token, {
      razorpay_order_id: gateway.orderId,
      outcome: 'success',
    })
    assert.ok(payment.outcome === 'success', 'the simulated bank pays')
    await postJson<Answer<'verifyPayment'>>('/verify-payment', token, {
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_signature: payment.razorpay_signature,
    })
    const summary = await getJson<Answer<'orderSummary'>>(`/get-order-summery/${placed.orderId}`, token)
    assert.equal(summary.state, 'placed')
    assert.equal(summary.orders.length, 1, "both products are the demo seller's: one order")
    const orderId = summary.orders[0]?.orderId
    assert.ok(orderId)
    const orderUrl = `${journey.app.baseUrl}/order-inner-page/${orderId}`
    const placedOrder = await getJson<Answer<'orderDetails'>>(`/order-inner-details/${orderId}`, token)
    const cancelledItem = placedOrder.product.items.find((item) => item.productId === cancelledId)
    const keptItem = placedOrder.product.items.find((item) => item.productId === keptId)
    assert.ok(cancelledItem && keptItem)

    // --- The shopper cancels one item, the refund to the wallet ---
    await page.goto(orderUrl)
    assert.match(await trackerAt(page), /Placed/)
    await page.getByRole('link', { name: CANCEL_ORDER_TEXT, exact: true }).click()
    await page.waitForURL(`**/order-inner-cancellation/${orderId}`)
    await page.getByRole('checkbox', { name: cancelledItem.productName }).check()
    await page.getByRole('radio', { name: CANCELLATION_REASON_LABELS['changed-mind'] }).check()
    await page.getByRole('radio', { name: new RegExp(`^${REFUND_METHOD_LABELS.wallet}`) }).check()
    await page.getByRole('button', { name: CANCEL_SELECTED_TEXT }).click()
    await page.getByText(ORDER_CANCELLED_MESSAGE).first().waitFor()
    await page.waitForURL((url) => url.pathname === '/my-account')

    const afterCancel = await getJson<Answer<'orderDetails'>>(`/order-inner-details/${orderId}`, token)
    assert.equal(afterCancel.status, ORDER_STATUS.processing, 'the other item keeps the order going')
    const [cancellation] = afterCancel.cancellations
    assert.ok(cancellation, 'the order page lists the cancellation')
    assert.equal(afterCancel.cancellations.length, 1)
    assert.deepEqual(cancellation.productIds, [cancelledId])
    assert.equal(cancellation.refundMethod, 'wallet')
    // No coins were spent: the refund is what the cancelled line cost.
    assert.equal(paise(cancellation.refund), paise(cancelledItem.productPrice))
    const walletAfter = await getJson<Answer<'wallet'>>('/get-wallet', token)
    assert.equal(paise(walletAfter.balance), paise(walletBefore.balance) + paise(cancellation.refund))
    assert.equal(await walletShown(page), paise(walletBefore.balance) + paise(cancellation.refund))

    await page.goto(orderUrl)
    const refunds = page.getByRole('region', { name: ORDER_REFUNDS_HEADING })
    await refunds.getByText(new RegExp(`to ${REFUND_METHOD_LABELS.wallet}$`)).waitFor()
    assert.equal(
      paiseOfText(await refunds.getByText(/^Refund of /).textContent()),
      paise(cancellation.refund),
    )

    // --- The seller moves the rest on, in a browser of their own; the shopper sees the tracker move ---
    const sellerContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const seller = await sellerContext.newPage()
    await seller.goto(`${journey.app.baseUrl}/seller/login`)
    await seller.getByRole('textbox', { name: SELLER_EMAIL_LABEL }).fill(DEMO_SELLER.email)
    await seller.getByLabel(/^Password/).fill(DEMO_SELLER.password)
    await seller.getByRole('button', { name: SELLER_SIGN_IN_BUTTON, exact: true }).click()
    await seller.waitForURL('**/seller/orders')
    await seller.goto(`${journey.app.baseUrl}/seller/orders/${orderId}`)

    const trackingNumber = `TRK-E2E-${Date.now().toString().slice(-8)}`
    const steps = [ORDER_STATUS.shipped, ORDER_STATUS.outForDelivery, ORDER_STATUS.delivered] as const
    for (const status of steps) {
      if (status === ORDER_STATUS.shipped)
        await seller.getByRole('textbox', { name: TRACKING_NUMBER_LABEL }).fill(trackingNumber)
      await seller.getByRole('button', { name: sellerStatusActionLabel(status) }).click()
      await waitUntil(`the order is ${orderStatusLabel(status)}`, async () => {
        const now = await getJson<Answer<'orderDetails'>>(`/order-inner-details/${orderId}`, token)
        return now.status === status
      })
      await page.goto(orderUrl)
      assert.match(await trackerAt(page), new RegExp(orderStatusLabel(status)))
      await page.getByTestId('order-tracking-number').getByText(trackingNumber).waitFor()
    }
    await seller.getByTestId('status-step-done').waitFor()
    await sellerContext.close()

    const delivered = await getJson<Answer<'orderDetails'>>(`/order-inner-details/${orderId}`, token)
    assert.equal(delivered.trackingNumber, trackingNumber)
    assert.deepEqual(
      delivered.history.filter((step) => step.actor === 'seller').map((step) => step.status),
      [...steps],
    )
    assert.equal(delivered.product.items.find((item) => item.productId === keptId)?.status, 3)
    assert.equal(delivered.product.items.find((item) => item.productId === cancelledId)?.status, 4)
    // Delivering credits coins for what was paid for the delivered part only.
    const walletDelivered = await getJson<Answer<'wallet'>>('/get-wallet', token)
    assert.equal(walletDelivered.coins, walletAfter.coins + deliveryCoinsFor(paise(keptItem.productPrice)))

    // --- The shopper rates the delivered product from the order page ---
    const before = await getJson<Answer<'productDetails'>>(`/getProductInnerDetails?pId=${keptId}`, token)
    assert.equal(before.purchased, true)
    assert.equal(
      await page
        .getByRole('link', { name: `${RATE_ORDERED_PRODUCT_TEXT}: ${cancelledItem.productName}` })
        .count(),
      0,
      'a cancelled item is not offered for rating',
    )
    await page.getByRole('link', { name: `${RATE_ORDERED_PRODUCT_TEXT}: ${keptItem.productName}` }).click()
    await page.waitForURL(`**/product-page/${keptId}#ratings-and-reviews`)
    await page.getByRole('button', { name: 'Rate this product' }).click()
    const form = page.getByRole('dialog')
    await form.getByRole('radio', { name: /^5 stars/ }).check({ force: true })
    await form.getByRole('textbox', { name: /Title/ }).fill('Arrived well packed')
    await form.getByRole('textbox', { name: /Comment/ }).fill('Tracked all the way to the door.')
    await form.getByRole('button', { name: /Submit/ }).click()
    await form.waitFor({ state: 'hidden' })
    await waitUntil('the server counts the rating', async () => {
      const now = await getJson<Answer<'productDetails'>>(`/getProductInnerDetails?pId=${keptId}`, token)
      return now.productDetails.ratingCount === before.productDetails.ratingCount + 1
    })

    // --- And downloads the tax invoice as a PDF ---
    await page.goto(orderUrl)
    const button = page.getByRole('button', { name: INVOICE_TEXTS.download })
    await waitUntil('the invoice can be downloaded', async () => button.isEnabled())
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    assert.match(download.suggestedFilename(), /^invoice-.+\.pdf$/)
    const file = await download.path()
    const bytes = await readFile(file)
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    await shopper.close()
  })
})
