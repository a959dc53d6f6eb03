// The new arrivals journey on the built app served by `npm start` with a fresh data folder: a
// "Product Type" tile of the home page opens /new-arrivals-product/{id}, which is protected (sign in as the
// demo shopper and come back), and shows the collection's cards as the API answers them: each a link to
// /product-page/{variantId} with "Sponsored", the description cut to 102 characters, stars and price.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import { apiJson, useAppAndBrowser } from './support.ts'

const journey = useAppAndBrowser()

const getJson = <T>(path: string) => apiJson<T>(journey.app.baseUrl, path)

describe('new arrivals journey on the built app', () => {
  for (const width of [1366, 390]) {
    test(`a home tile opens its collection after sign-in, with the API's cards (${width} px)`, async () => {
      const feed = await getJson<Answer<'newArrivals'>>('/getNewArrivalData')
      const collection = feed.data.find((arrival) => arrival.newArrivalType === 'Product Type')
      assert.ok(collection, 'the seed has a Product Type new arrival')
      const products = await getJson<Answer<'newArrivalItemProducts'>>(
        `/fetch-all-new-arrival-products/${collection.id}`,
      )
      assert.ok(products.total > 1, 'the collection has products')

      const page = await journey.browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } })
      await page.goto(`${journey.app.baseUrl}/`)
      const row = page.getByRole('region', { name: 'New Arrivals', exact: true })
      // The row draws its tiles once it comes near the screen (features/home/NearScreen.tsx).
      await row.waitFor({ state: 'attached', timeout: 30_000 })
      await row.scrollIntoViewIfNeeded()
      const tile = row.locator(`a[href="/new-arrivals-product/${collection.id}"]`)
      await tile.first().waitFor({ state: 'attached', timeout: 30_000 })
      await page.goto(`${journey.app.baseUrl}/new-arrivals-product/${collection.id}`)
      await page.waitForURL((url) => url.pathname === '/login')
      const main = page.locator('main')
      await main.getByRole('textbox', { name: /^Email/ }).fill('demo@haat.example')
      await main.getByLabel(/^Password/).fill('Demo@1234')
      await main.getByRole('button', { name: 'Sign In', exact: true }).click()
      await page.waitForURL((url) => url.pathname === `/new-arrivals-product/${collection.id}`)

      await page.getByRole('heading', { level: 1, name: collection.title }).waitFor({ timeout: 20_000 })
      const grid = page.getByRole('list', { name: 'Products' })
      await grid.waitFor({ timeout: 20_000 })
      const hrefs = await grid
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
      assert.deepEqual(
        hrefs,
        products.products.map((product) => `/product-page/${product.productId}`),
      )
      assert.equal(await grid.getByText('Sponsored', { exact: true }).count(), products.products.length)
      const shown = await grid.getByTestId('product-description').allTextContents()
      shown.forEach((text, i) => {
        const full = products.products[i]?.description ?? ''
        if (Array.from(full).length <= 102) assert.equal(text, full)
        else {
          assert.ok(text.endsWith('…'), `cut with an ellipsis: ${text}`)
          assert.ok(Array.from(text).length <= 103, `at most 102 characters and the ellipsis: ${text}`)
          assert.ok(full.startsWith(text.slice(0, -1)), 'the cut is the start of the description')
        }
      })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.equal(overflow, 0, 'the page does not scroll sideways')
      await page.close()
    })
  }
})
