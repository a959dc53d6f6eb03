// Every page of the route table, visited on the built app with real ids from the seed, as a visitor and
// signed in as the demo shopper: none may say "not built yet", throw an uncaught error or stay blank.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import { FIRST_FRAME_ID, type PageName, pageHref, pages } from '@haat/contract/core'
import type { Locator, Page } from 'playwright-core'
import { apiJson, signedInDemoPage, useAppAndBrowser } from './support.ts'

const journey = useAppAndBrowser()
const getJson = <T>(path: string, token?: string) => apiJson<T>(journey.app.baseUrl, path, token)

/** A real address of every page, its ids read from the seeded API (the demo shopper's for their own pages). */
async function addressesOfEveryPage(token: string): Promise<Record<PageName, string>> {
  const categories = await getJson<Answer<'categories'>>('/fetchCategory')
  const category = categories.find((entry) => entry.parentCategory === entry.id && entry.productCount > 0)
  assert.ok(category, 'the seed has a top category with products')
  const products = await getJson<Answer<'categoryProducts'>>(`/getCategoryProducts/${category.id}`)
  const product = products.products[0]
  assert.ok(product, 'the category lists products')
  const deal = (await getJson<Answer<'topDeals'>>('/fetchDeals')).find((entry) => entry.multipleProduct)
  assert.ok(deal, 'the seed has a top deal of several products')
  const discount = (await getJson<Answer<'discountsForYou'>>('/getDiscountForYouDetails'))[0]
  assert.ok(discount, 'the seed has a discount for you')
  const arrival = (await getJson<Answer<'newArrivals'>>('/getNewArrivalData')).data.find(
    (entry) => entry.newArrivalType === 'Product Type',
  )
  assert.ok(arrival, 'the seed has a new arrival of products')
  const store = (await getJson<Answer<'topStores'>>('/topStoreGetting')).data[0]
  assert.ok(store, 'the seed has a top store')
  const brand = (await getJson<Answer<'topBrands'>>('/getTopBrand'))[0]
  assert.ok(brand, 'the seed has a top brand')
  const lists = await getJson<Answer<'sharableLists'>>('/getsharable-list', token)
  const shareId = lists.find((list) => list.shareId)?.shareId
  assert.ok(shareId, 'the demo shopper has a shared list')
  const orders = await getJson<Answer<'orders'>>('/get-orders', token)
  const order = orders.orders[0]
  assert.ok(order, 'the demo shopper has orders')
  const orderId = order.id
  const phone = '9876543210'
  const addresses: Record<PageName, string> = {
    home: pageHref('home'),
    about: pageHref('about'),
    login: pageHref('login'),
    signInWithOtp: pageHref('signInWithOtp'),
    signUp: pageHref('signUp'),
    otpEntry: pageHref('otpEntry', { number: phone, otpSession: 'no-such-session' }),
    personalDetails: pageHref('personalDetails', { phone }),
    forgotPassword: pageHref('forgotPassword'),
    resetPassword: pageHref('resetPassword', { token: 'no-such-token' }),
    menu: pageHref('menu'),
    searchResults: `${pageHref('searchResults')}?query=phone`,
    category: pageHref('category', { categoryId: category.id }),
    categoryNamed: pageHref('categoryNamed', { categoryId: category.id, name: category.name ?? 'Category' }),
    banner: pageHref('banner', { categoryId: category.id }),
    product: pageHref('product', { prodId: product.productId }),
    productReviews: pageHref('productReviews', { productId: product.productId }),
    productCheckout: pageHref('productCheckout', { prodId: product.productId }),
    dealProducts: pageHref('dealProducts', { type: 'top-deals', itemId: deal.dealId }),
    discountProducts: pageHref('discountProducts', { discountId: discount.id }),
    sellerStore: pageHref('sellerStore', { sellerId: store.sellerId }),
    topDeals: pageHref('topDeals'),
    limitedTimeDeals: pageHref('limitedTimeDeals'),
    featuredBrands: pageHref('featuredBrands'),
    topStores: pageHref('topStores', { sellerId: store.sellerId }),
    newArrivals: pageHref('newArrivals'),
    newArrivalProducts: pageHref('newArrivalProducts', { newArrivalId: arrival.id }),
    brand: pageHref('brand', { brandId: brand.brandId }),
    featuredBrandProducts: pageHref('featuredBrandProducts', { brandId: brand.brandId }),
    topBrandProducts: pageHref('topBrandProducts', { brandId: brand.brandId }),
    sharedList: pageHref('sharedList', { shareId }),
    recentlyViewed: pageHref('recentlyViewed'),
    shoppingCart: pageHref('shoppingCart'),
    checkout: pageHref('checkout'),
    orderCompleted: pageHref('orderCompleted', { parentOrderId: order.parentOrderId }),
    myAccount: pageHref('myAccount'),
    orderDetails: pageHref('orderDetails', { orderId }),
    orderCancellation: pageHref('orderCancellation', { orderId }),
    deliveredOrder: pageHref('deliveredOrder'),
    order: pageHref('order', { orderId }),
    side: pageHref('side'),
    sellerSignIn: pageHref('sellerSignIn'),
    sellerOrders: pageHref('sellerOrders'),
    sellerOrder: pageHref('sellerOrder', { orderId }),
  }
  return addresses
}

/** Opens `address` and fails if the page is unbuilt, blank or throws. */
async function visit(page: Page, baseUrl: string, name: string, address: string): Promise<void> {
  const errors: string[] = []
  const onError = (error: Error) => errors.push(error.message)
  page.on('pageerror', onError)
  try {
    await page.goto(`${baseUrl}${address}`)
    // Settled: the network has been quiet and the screen's lazy chunk has painted something.
    await page.waitForLoadState('networkidle')
    // The main region's visible text: the header and footer alone would hide a blank screen.
    const region =
      (await page.locator('main').count()) > 0 ? page.locator('main').first() : page.locator('body')
    // biome-ignore lint/performance/useDomNodeTextContent: what counts is the text a shopper sees, not hidden nodes.
    const shown = async () => (await region.innerText()).trim()
    // On a busy machine the network can fall quiet before the screen's lazy chunk has painted (its
    // Suspense fallback is empty) or while it still shows a loading text ("Loading...", or a guarded
    // page's "Loading... Please wait" while the account loads): give it time to show more (a page that
    // stays empty or loading fails below as blank).
    const stillLoading = (text: string) => text === '' || /^Loading\b/.test(text)
    const settled = Date.now() + 15_000
    while (stillLoading(await shown()) && Date.now() < settled) await page.waitForTimeout(250)
    const text = await shown()
    assert.ok(!/not built yet/i.test(text), `${name} (${address}) says it is not built yet`)
    assert.deepEqual(errors, [], `${name} (${address}) threw`)
    assert.ok(text.length > 40, `${name} (${address}) is blank: "${text}"`)
  } finally {
    page.off('pageerror', onError)
  }
}

/** A phone-sized page at `path` in a browser context that runs no scripts; `close` ends the context. */
async function phonePageWithoutScripts(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await journey.browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${journey.app.baseUrl}${path}`)
    return { page, close: () => context.close() }
  } catch (error) {
    // The caller's finally never runs when opening fails: close the context here.
    await context.close()
    throw error
  }
}

/** Whether all of the element is inside the viewport. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const viewport = locator.page().viewportSize()
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height)
}

/** The startup notice's words when the store's code is slow to come (packages/ui, StartupNotice). */
const SLOW_START = 'Haat is taking longer than usual to open'

describe('every page of the route table', () => {
  test('each one answers a built screen, signed in and as a visitor', async () => {
    const shopper = await signedInDemoPage(journey)
    try {
      const addresses = await addressesOfEveryPage(shopper.token)
      assert.deepEqual(Object.keys(addresses).sort(), Object.keys(pages).sort(), 'every page has an address')
      for (const [name, address] of Object.entries(addresses)) {
        await visit(shopper.page, journey.app.baseUrl, name, address)
      }
      const visitor = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
      for (const [name, address] of Object.entries(addresses)) {
        if ('protected' in pages[name as PageName]) continue
        await visit(visitor, journey.app.baseUrl, `${name} as a visitor`, address)
      }
      await visitor.close()
    } finally {
      await shopper.close()
    }
  })
})

describe("the first frame, drawn by the build into each page's HTML with its styles", () => {
  test('shows the header before any script runs, and the app replaces it with the live one', async () => {
    const withoutScripts = await phonePageWithoutScripts(pageHref('home'))
    try {
      const { page } = withoutScripts
      const frame = page.locator(`#${FIRST_FRAME_ID} > [inert] header`)
      assert.equal(await frame.count(), 1, 'the home page arrives with its header drawn')
      assert.ok(await frame.isVisible(), 'the drawn header is on screen without JavaScript')
      assert.equal(
        await frame.locator('[aria-label="Haat home"]').count(),
        1,
        'the drawing is the real header',
      )
      // Nothing to wait for before the first paint: the page font's rules come inline, and they work.
      const linkedSheets = await page.evaluate(
        () => [...document.styleSheets].filter((sheet) => sheet.href).length,
      )
      assert.equal(linkedSheets, 0, 'no linked style sheet holds the first paint back')
      const interFaces = await page.evaluate(async () => {
        const faces = await document.fonts.load('700 16px "Inter Variable"', 'Haat')
        return faces.filter((face) => face.status === 'loaded').length
      })
      assert.ok(interFaces > 0, 'the inline @font-face rules load the page font')
      // The seller's area draws its own frame: a shopper's header must not flash there.
      await page.goto(`${journey.app.baseUrl}${pageHref('sellerSignIn')}`)
      assert.equal(await page.locator('#root').innerHTML(), '', 'a page with its own frame arrives empty')
      assert.equal(await page.locator(`#${FIRST_FRAME_ID}`).count(), 0, 'and without the drawn frame')
    } finally {
      await withoutScripts.close()
    }
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
    try {
      await page.goto(`${journey.app.baseUrl}${pageHref('home')}`)
      await page.getByRole('banner').getByRole('link', { name: 'Haat home' }).waitFor()
      // Hidden as the app draws, and taken out after the browser's next frame (DropFirstFrame.tsx).
      await page.locator(`#${FIRST_FRAME_ID}`).waitFor({ state: 'detached', timeout: 5000 })
      assert.equal(await page.locator('header').count(), 1, 'one header, the live one')
      assert.equal(await page.getByText(SLOW_START).count(), 0, 'the startup notice goes with the drawing')
    } finally {
      await page.close()
    }
  })

  test('says so when the store cannot start: at once without JavaScript, after a while when its code does not come', async () => {
    const withoutScripts = await phonePageWithoutScripts(pageHref('home'))
    try {
      const { page } = withoutScripts
      const needsScripts = page.getByText('Haat needs JavaScript to show products and take orders')
      await needsScripts.waitFor()
      assert.ok(await onScreen(needsScripts), 'the words are on the screen, not below it')
      assert.equal(await page.getByText(SLOW_START).isVisible(), false, 'not the slow-start words')
      assert.ok(await page.getByRole('link', { name: 'Reload page' }).isVisible(), 'a way to reload')
    } finally {
      await withoutScripts.close()
    }
    // A dropped connection: the app's entry script never arrives.
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
    try {
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
      const address = `${journey.app.baseUrl}${pageHref('searchResults')}?query=saree`
      await page.goto(address)
      const notice = page.getByText(SLOW_START)
      assert.equal(await notice.isVisible(), false, 'nothing is said while the store may still start')
      // Its delay is a CSS animation's: run it to its end instead of waiting (the skeletons' endless
      // pulses have no end to run to).
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish()
        }
      })
      await notice.waitFor()
      assert.ok(await onScreen(notice), 'the notice is on the screen, not below it')
      const reload = page.getByRole('link', { name: 'Reload page' })
      assert.ok(await reload.isVisible(), 'the notice offers a reload')
      assert.equal(
        await reload.evaluate((link) => (link as HTMLAnchorElement).href),
        address,
        'the reload link is this very page, its query included',
      )
    } finally {
      await page.close()
    }
  })
})
