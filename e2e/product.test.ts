// The product journey on the built app served by `npm start` with a fresh data folder: search a product,
// open it, check a pincode, add it to a visitor's cart in the browser (the header counts it), sign in
// from the heart and come back with that cart merged into the account's once, open a review photo, and
// rate a product the demo shopper received (its counts and average move, and the page shows them).
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import { demoShopperPurchases } from '../packages/api/src/db/seed/orders.ts'
import { apiJson, DEMO, headerCount, signInWithEmail, useAppAndBrowser, waitUntil } from './support.ts'

const journey = useAppAndBrowser()

const getJson = <T>(path: string, token?: string) => apiJson<T>(journey.app.baseUrl, path, token)

describe('product journey on the built app', () => {
  test('search, open, check a pincode, add as a visitor, sign in and merge, open a review photo', async () => {
    const page = await journey.browser.newPage({
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'reduce',
    })
    // The first result of a search for a product with review photos: found through the API as a shopper would see it.
    const results = await getJson<Answer<'searchListing'>>('/search-products?q=smartphone')
    let target: { productId: string; name: string } | undefined
    for (const product of results.products) {
      const reviews = await getJson<Answer<'productReviews'>>(
        `/get-product-reviews?productId=${product.productId}&limit=50`,
      )
      if (product.stock > 0 && reviews.reviews.some((review) => review.mediaUrl.length > 0)) {
        target = product
        break
      }
    }
    assert.ok(target, 'a smartphone in stock with review photos')

    await page.goto(`${journey.app.baseUrl}/`)
    const search = page.getByRole('combobox', { name: /Search/ }).first()
    await search.fill('smartphone')
    await search.press('Enter')
    await page.waitForURL(/\/search-result-page\?/)
    await page.locator(`a[href="/product-page/${target.productId}"]`).first().click()
    await page.waitForURL(new RegExp(`/product-page/${target.productId}$`))
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor()
    assert.equal(await page.title(), `${target.name} | Haat`)

    // A real pincode of India Post: deliverable, with its place and a date.
    await page.getByRole('textbox', { name: /Delivery pincode/ }).fill('110001')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByText('This Pincode Is Deliverable').waitFor()

    // A visitor's Add to Cart keeps the product in the browser: the header counts it and the button reads
    // Go to Cart.
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByText('Item Added to Cart').waitFor()
    await waitUntil(
      'the header counts the visitor’s line',
      async () => (await headerCount(page, 'Cart')) === 1,
    )
    await page.getByRole('link', { name: 'Go to Cart' }).waitFor()

    // The heart asks a visitor to sign in and comes back to the product; the visitor's line is merged into
    // the demo shopper's cart once, and the header counts the account's cart with it.
    // The buying column's heart comes first; the rows of similar products below have their own.
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click()
    await page.waitForURL(/\/login/)
    await signInWithEmail(page, DEMO.email, DEMO.password)
    await page.waitForURL(new RegExp(`/product-page/${target.productId}$`))
    const merged = page.getByText('1 item from before you signed in was added to your cart')
    await merged.waitFor()
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
    assert.ok(token)
    const cart = await getJson<Answer<'cartProducts'>>('/get-cart-products', token)
    assert.ok(cart.some((line) => line.productId === target.productId && line.quantity === 1))
    await waitUntil(
      'the header counts the account’s cart with the merged line',
      async () => (await headerCount(page, 'Cart')) === cart.length,
      20_000,
    )
    await page.getByRole('link', { name: 'Go to Cart' }).waitFor()
    assert.equal(await merged.count(), 1)
    assert.equal(await page.evaluate(() => window.localStorage.getItem('visitorCart')), null)

    // A review photo opens large.
    const photo = page.getByRole('button', { name: /^Open photo 1 of/ }).first()
    if ((await photo.count()) === 0) {
      // Only the newest reviews show on the product page; the full list has them all.
      await page.goto(`${journey.app.baseUrl}/product-inner-page/${target.productId}?page=1`)
    }
    await page
      .getByRole('button', { name: /^Open photo 1 of/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('img').waitFor()
    assert.ok((await dialog.getByRole('img').getAttribute('src'))?.startsWith('/media/'))
    await page.close()
  })

  test('the demo shopper rates a product they received and its average changes', async () => {
    const page = await journey.browser.newPage({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    // The one the demo shopper received that few have rated: a single rating moves its average.
    const productId = demoShopperPurchases.delivered[7]
    assert.ok(productId)
    await page.goto(`${journey.app.baseUrl}/login`)
    await signInWithEmail(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
    assert.ok(token)
    const before = await getJson<Answer<'productDetails'>>(`/getProductInnerDetails?pId=${productId}`, token)
    assert.equal(before.purchased, true)

    await page.goto(`${journey.app.baseUrl}/product-page/${productId}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Rate this product' }).click()
    const form = page.getByRole('dialog')
    await form.getByRole('radio', { name: /^1 star/ }).check({ force: true })
    await form.getByRole('textbox', { name: /Title/ }).fill('Not what I expected')
    await form.getByRole('textbox', { name: /Comment/ }).fill('Stopped working within a week.')
    await form.getByRole('button', { name: /Submit/ }).click()
    await form.waitFor({ state: 'hidden' })

    await waitUntil('the server counts the rating', async () => {
      const now = await getJson<Answer<'productDetails'>>(`/getProductInnerDetails?pId=${productId}`, token)
      return now.productDetails.ratingCount === before.productDetails.ratingCount + 1
    })
    // The counts moved by exactly the new rating, and the page shows the server's new average and count.
    const after = await getJson<Answer<'productDetails'>>(`/getProductInnerDetails?pId=${productId}`, token)
    assert.equal(after.productDetails.oneRating, before.productDetails.oneRating + 1)
    const stars = ['oneRating', 'twoRating', 'threeRating', 'fourRating', 'fiveRating'] as const
    const counts = stars.map((key) => after.productDetails[key])
    const sum = counts.reduce((total, count) => total + count, 0)
    const mean = counts.reduce((total, count, index) => total + count * (index + 1), 0) / sum
    assert.equal(after.productDetails.averageRating, Math.round(mean * 10) / 10)
    assert.ok(
      after.productDetails.averageRating < before.productDetails.averageRating,
      'a one-star rating lowers the average',
    )
    await page
      .getByText(`(${after.productDetails.ratingCount.toLocaleString('en-IN')})`)
      .first()
      .waitFor()
    await page
      .locator('#ratings-and-reviews')
      .getByText(after.productDetails.averageRating.toFixed(1), { exact: true })
      .first()
      .waitFor()
    await page.getByText('Not what I expected').first().waitFor()
    await page.close()
  })
})
