// The cart, wishlist and named lists journey on the built app served by `npm start` with a fresh data
// folder, as the demo shopper: a heart on a search result and Add to Cart on a product page, the cart
// page's stepper raised to the product's limit, a line moved to the wishlist and back, a named list made
// from the product page, shared and opened signed out, sharing stopped, then everything removed down to
// the empty states; and the address book: an address added in My Account with its state from the
// pincode, offered by the header, and deleted.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import type { Locator, Page } from 'playwright-core'
import {
  apiJson,
  DEMO,
  headerCount,
  signedInDemoPage,
  signInWithEmail,
  useAppAndBrowser,
  waitUntil,
} from './support.ts'

const journey = useAppAndBrowser()

const getJson = <T>(path: string, token?: string) => apiJson<T>(journey.app.baseUrl, path, token)

/** The card of a product in a grid: its link's parent holds the heart. */
const cardOf = (page: Page, productId: string): Locator =>
  page.locator(`a[href="/product-page/${productId}"]`).first().locator('xpath=..')

describe('cart, wishlist and lists journey on the built app', () => {
  test('heart, add, raise to the limit, move both ways, share a list, empty everything', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto(`${journey.app.baseUrl}/login`)
    // The tab names the page once, with the site's name after it.
    await waitUntil('the sign-in tab title', async () => (await page.title()) === 'Sign In | Haat')
    await signInWithEmail(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'))
    assert.ok(token)
    const cartNow = () => getJson<Answer<'cartProducts'>>('/get-cart-products', token)
    const wishlistNow = () => getJson<Answer<'wishlistProducts'>>('/get-wishList-products', token)
    const seededCart = await cartNow()
    const seededWishlist = await wishlistNow()
    const taken = new Set([...seededCart, ...seededWishlist].map((item) => item.productId))

    // Two products the demo shopper has in neither list: one for the heart, and one with a small limit
    // (b2cMaxQty below its stock) for the cart, as a shopper would find them by searching.
    const results = await getJson<Answer<'searchListing'>>('/search-products?q=shoes')
    const fresh = results.products.filter((product) => !taken.has(product.productId) && product.stock > 0)
    let limited: Answer<'productDetails'>['productDetails'] | undefined
    for (const product of fresh) {
      const details = await getJson<Answer<'productDetails'>>(
        `/getProductInnerDetails?pId=${product.productId}`,
      )
      const { b2cMaxQty, stock } = details.productDetails
      if (b2cMaxQty >= 2 && b2cMaxQty <= 5 && stock > b2cMaxQty) {
        limited = details.productDetails
        break
      }
    }
    assert.ok(limited, 'a shoe with a purchase limit below its stock')
    const hearted = fresh.find((product) => product.productId !== limited?.productId)
    assert.ok(hearted)

    // The heart on a search result puts the product on the wishlist; the header follows.
    const search = page.getByRole('combobox', { name: /Search/ }).first()
    await search.fill('shoes')
    await search.press('Enter')
    await page.waitForURL(/\/search-result-page\?/)
    await cardOf(page, hearted.productId).getByRole('button', { name: 'Add to wishlist' }).click()
    await cardOf(page, hearted.productId).getByRole('button', { name: 'Remove from wishlist' }).waitFor()
    await waitUntil('the server holds the hearted product', async () =>
      (await wishlistNow()).some((item) => item.productId === hearted.productId),
    )
    await waitUntil(
      'the header counts one more wished product',
      async () => (await headerCount(page, 'My Wishlist')) === seededWishlist.length + 1,
    )

    // Add to Cart on the product page.
    await page.goto(`${journey.app.baseUrl}/product-page/${limited.productId}`)
    await page.getByRole('heading', { level: 1, name: limited.name }).waitFor()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByText('Item Added to Cart').waitFor()
    await waitUntil(
      'the header counts one more cart line',
      async () => (await headerCount(page, 'Cart')) === seededCart.length + 1,
    )

    // A named list made from the product page, with the product in it.
    const listName = 'Birthday ideas'
    await page.getByRole('button', { name: 'Add to list' }).click()
    const addDialog = page.getByRole('dialog', { name: 'Add to list' })
    await addDialog.getByRole('button', { name: 'Create new list' }).click()
    const save = addDialog.getByRole('button', { name: 'Save' })
    assert.equal(await save.isDisabled(), true, 'Save rests while the name is blank')
    await addDialog.getByRole('textbox', { name: /New list name/ }).fill(listName)
    await save.click()
    await addDialog.waitFor({ state: 'hidden' })
    const lists = await getJson<Answer<'sharableLists'>>('/getsharable-list', token)
    const made = lists.find((list) => list.listName === listName)
    assert.ok(made?.products.some((product) => product.productId === limited?.productId))

    // The cart page: the stepper stops at the product's limit, and the server holds that quantity.
    await page.goto(`${journey.app.baseUrl}/shopping-cart`)
    await waitUntil('the cart tab title', async () => (await page.title()) === 'Shopping Cart | Haat')
    const cartItems = page.getByRole('region', { name: 'Cart items' })
    const line = cartItems.getByRole('listitem').filter({ hasText: limited.name })
    await line.waitFor()
    const plus = line.getByRole('button', { name: 'Increase quantity' })
    for (let quantity = 1; quantity < limited.b2cMaxQty; quantity++) {
      await plus.click()
      await waitUntil(`the server holds ${quantity + 1}`, async () =>
        (await cartNow()).some(
          (item) => item.productId === limited?.productId && item.quantity === quantity + 1,
        ),
      )
    }
    await waitUntil('+ rests at the limit', async () => plus.isDisabled())

    // Move the line to the wishlist and back.
    await line.getByRole('button', { name: `Move to Wishlist: ${limited.name}` }).click()
    await line.waitFor({ state: 'detached' })
    const wishlistPanel = page.locator('#whishlist-cart')
    const wishedRow = wishlistPanel.getByRole('listitem').filter({ hasText: limited.name })
    if (!(await wishedRow.isVisible()))
      await wishlistPanel.getByRole('button', { expanded: false }).first().click()
    await wishedRow.getByRole('button', { name: `Move to Cart: ${limited.name}` }).click()
    await cartItems.getByRole('listitem').filter({ hasText: limited.name }).waitFor()
    const moved = await cartNow()
    assert.ok(moved.some((item) => item.productId === limited?.productId))
    assert.ok(!(await wishlistNow()).some((item) => item.productId === limited?.productId))

    // Share the list from My Account and open the link signed out.
    await page.goto(`${journey.app.baseUrl}/my-account?section=whishlist`)
    await page.getByRole('tab', { name: new RegExp(listName) }).click()
    await page.getByRole('button', { name: /^Share/ }).click()
    const shareDialog = page.getByRole('dialog', { name: new RegExp(listName) })
    const link = await shareDialog.getByRole('textbox').inputValue()
    assert.match(link, /\/shared-list\/[\w-]{20,}$/)
    const visitor = await journey.browser.newPage({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    await visitor.goto(link)
    await visitor.getByRole('heading', { level: 1, name: listName }).waitFor()
    await visitor.locator(`a[href="/product-page/${limited.productId}"]`).first().waitFor()

    // Stop sharing: the link no longer opens the list.
    await shareDialog.getByRole('button', { name: 'Stop sharing' }).click()
    await shareDialog.waitFor({ state: 'hidden' })
    await visitor.reload()
    await visitor.getByText('This list is not shared any more, or the link is wrong.').waitFor()
    await visitor.close()

    // Remove everything: the cart and the wishlist end on their empty states.
    await page.goto(`${journey.app.baseUrl}/shopping-cart#whishlist-cart`)
    await cartItems.getByRole('listitem').first().waitFor()
    while ((await cartItems.getByRole('button', { name: /^Remove/ }).count()) > 0) {
      const before = await cartItems.getByRole('button', { name: /^Remove/ }).count()
      await cartItems
        .getByRole('button', { name: /^Remove/ })
        .first()
        .click()
      await waitUntil('a line leaves the cart', async () => {
        return (await cartItems.getByRole('button', { name: /^Remove/ }).count()) < before
      })
    }
    await page.getByText('Your Cart Is Empty').waitFor()
    while ((await wishlistPanel.getByRole('button', { name: /^Remove/ }).count()) > 0) {
      const before = await wishlistPanel.getByRole('button', { name: /^Remove/ }).count()
      await wishlistPanel
        .getByRole('button', { name: /^Remove/ })
        .first()
        .click()
      await waitUntil('a product leaves the wishlist', async () => {
        return (await wishlistPanel.getByRole('button', { name: /^Remove/ }).count()) < before
      })
    }
    await page.getByText('Your Wishlist is Empty').waitFor()
    assert.deepEqual(await cartNow(), [])
    assert.deepEqual(await wishlistNow(), [])
    assert.equal(await headerCount(page, 'Cart'), 0)
    await context.close()
  })

  test('the address book: add an address (state from its pincode), see it in the header, delete it', async () => {
    const { page, token, close } = await signedInDemoPage(journey)
    const book = () => getJson<Answer<'addresses'>>('/get-address', token)
    const seeded = await book()
    assert.equal(seeded.length, 2)
    assert.equal(seeded[0]?.primaryAddress, true)

    await page.goto(`${journey.app.baseUrl}/my-account?section=address`)
    await page.getByText('Default').first().waitFor()
    // The default address cannot be deleted while there are others.
    const deletes = page.getByRole('button', { name: /^Delete the address of/ })
    assert.equal(await deletes.first().isDisabled(), true)

    await page.getByRole('button', { name: 'Add New Address' }).click()
    const form = page.getByRole('dialog', { name: 'Add New Address' })
    await form.getByRole('textbox', { name: /^Name/ }).fill('Aarav Sharma')
    await form.getByRole('textbox', { name: /^Phone/ }).fill('98765')
    await form.getByText('Phone number must be exactly 10 digits.').waitFor()
    await form.getByRole('textbox', { name: /^Phone/ }).fill('9876501234')
    await form.getByRole('textbox', { name: /^House name/ }).fill('Door 7, Kapaleeshwarar Street')
    await form.getByRole('textbox', { name: /^Local area/ }).fill('Mylapore')
    await form.getByRole('textbox', { name: /^Pincode/ }).fill('600004')
    // India Post's pincode gives the state.
    await waitUntil('the state is filled from the pincode', async () =>
      /Tamil Nadu/i.test(await form.getByRole('textbox', { name: /^State/ }).inputValue()),
    )
    await form.getByRole('radio', { name: 'Office' }).check()
    await form.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Address added successfully!').waitFor()
    const added = await book()
    assert.equal(added.length, 3)
    assert.equal(added[0]?.localArea, seeded[0]?.localArea, 'the default stays first')
    const mine = added.find((address) => address.pincode === '600004')
    assert.equal(mine?.typeOfAddress, 'Office')
    assert.equal(mine?.primaryAddress, false)

    // The header's selector offers it at once.
    await page.getByRole('combobox', { name: 'Deliver to' }).click()
    await page.getByRole('option', { name: 'Mylapore 600004' }).waitFor()
    await page.keyboard.press('Escape')

    // Two show at first; the third is behind See More Addresses. Delete asks first.
    await page.getByRole('button', { name: 'See More Addresses' }).click()
    await page
      .getByRole('button', { name: /^Delete the address of/ })
      .nth(2)
      .click()
    await page.getByRole('dialog', { name: 'Delete address' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Address Deleted !').waitFor()
    assert.deepEqual(
      (await book()).map((address) => address.pincode),
      seeded.map((address) => address.pincode),
    )
    await close()
  })
})
