// The browse journey on the built app served by `npm start` with a fresh data folder: search,
// filters, sort and pages that live in the URL (Back returns to the previous results), a category from
// the mega menu and a brand page from the home page. Expected results are read from the API itself.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import type { Page } from 'playwright-core'
import { apiJson, useAppAndBrowser, waitUntil } from './support.ts'

const journey = useAppAndBrowser()

const getJson = <T>(path: string) => apiJson<T>(journey.app.baseUrl, path)

const query = (page: Page) => new URL(page.url()).searchParams
/** The links of the product cards of the grid, in order. */
const cardHrefs = (page: Page) =>
  page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('a')?.getAttribute('href') ?? ''))

/** The grid shows exactly the products of the API's answer, in its order (the old page stays while loading). */
async function showsInOrder(page: Page, what: string, answer: Answer<'searchListing'>): Promise<void> {
  const expected = answer.products.map((product) => `/product-page/${product.productId}`).join()
  await waitUntil(`the grid shows ${what}`, async () => (await cardHrefs(page)).join() === expected)
}

async function showing(page: Page, text: string): Promise<void> {
  await waitUntil(`the page says "${text}"`, async () => (await page.getByText(text).count()) > 0)
}

describe('browse journey on the built app', () => {
  test('search, filter, sort, page and go back', async () => {
    const rated = await getJson<Answer<'searchListing'>>('/search-products?q=shoes&rating=4&sort=price-desc')
    assert.ok(rated.total > rated.pageSize, 'the seed has more than one page of shoes rated 4 and up')
    const secondPage = await getJson<Answer<'searchListing'>>(
      '/search-products?q=shoes&rating=4&sort=price-desc&page=2',
    )

    const page = await journey.browser.newPage({
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'reduce',
    })
    await page.goto(`${journey.app.baseUrl}/`)
    const box = page
      .getByRole('combobox', { name: /search/i })
      .or(page.getByRole('searchbox'))
      .first()
    await box.fill('shoes')
    await box.press('Enter')
    await waitUntil(
      'the results page opens',
      async () => new URL(page.url()).pathname === '/search-result-page',
    )
    assert.equal(query(page).get('query'), 'shoes')
    await page.getByRole('heading', { level: 1, name: 'Results for "shoes"' }).waitFor()
    // As a shopper would, act on the page once it shows its results: the sidebar's facets arrive with
    // them, and a click on a list still moving could land on the brand that slid under the pointer.
    await waitUntil('the first results show', async () => (await cardHrefs(page)).length > 0)

    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('checkbox', { name: '4★ & above' }).click()
    await waitUntil('the rating is in the URL', async () => query(page).get('rating') === '4')
    await waitUntil(
      'the rated results show',
      async () => (await page.getByText(`of ${rated.total} results`).count()) > 0,
    )

    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Price: High to Low' }).click()
    await waitUntil('the sort is in the URL', async () => query(page).get('sort') === 'price-desc')
    await showing(page, `Showing 1-${rated.pageSize} of ${rated.total} results`)
    await showsInOrder(page, 'page 1 sorted high to low', rated)

    await page.getByRole('link', { name: 'Go to page 2' }).click()
    await waitUntil('page 2 is in the URL', async () => query(page).get('page') === '2')
    await waitUntil('page 2 shows its products', async () => {
      const hrefs = await cardHrefs(page)
      return hrefs[0] === `/product-page/${secondPage.products[0]?.productId}`
    })

    await page.goBack()
    await waitUntil('Back returns to page 1', async () => !query(page).has('page'))
    assert.equal(query(page).get('sort'), 'price-desc')
    await waitUntil('page 1 shows again', async () => {
      const hrefs = await cardHrefs(page)
      return hrefs[0] === `/product-page/${rated.products[0]?.productId}`
    })

    const brand = rated.facets.brands[0]
    assert.ok(brand, 'the results have a brand facet')
    await filters.getByRole('radio', { name: new RegExp(`^${brand.brandName}`) }).click()
    await waitUntil('the brand is in the URL', async () => query(page).get('brand') === brand.brandId)
    const byBrand = await getJson<Answer<'searchListing'>>(
      `/search-products?q=shoes&rating=4&sort=price-desc&brand=${encodeURIComponent(brand.brandId)}`,
    )
    await showing(page, `Showing 1-${byBrand.products.length} of ${byBrand.total} results`)
    await showsInOrder(page, 'the brand filter', byBrand)
    await page.close()
  })

  test('a category from the mega menu and a brand page from the home page', async () => {
    const categories = await getJson<Answer<'categories'>>('/fetchCategory')
    const top = categories.find(
      (category) => category.parentCategory === category.id && category.productCount > 0,
    )
    assert.ok(top?.name, 'the seed has a top category with products')

    const page = await journey.browser.newPage({
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'reduce',
    })
    await page.goto(`${journey.app.baseUrl}/`)
    await page.getByRole('button', { name: 'All Categories' }).click()
    await page.locator('[data-level="1"]', { hasText: top.name }).first().click()
    await waitUntil('the category page opens', async () =>
      new URL(page.url()).pathname.startsWith(`/categories-page/${top.id}`),
    )
    await page.getByRole('heading', { level: 1, name: top.name }).waitFor()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    assert.equal(await crumbs.getByText(top.name).getAttribute('aria-current'), 'page')
    const listing = await getJson<Answer<'categoryProducts'>>(`/getCategoryProducts/${top.id}`)
    await showing(page, `Showing 1-${listing.products.length} of ${listing.total} results`)

    await page.goto(`${journey.app.baseUrl}/`)
    const topBrands = page.getByRole('region', { name: 'Top Brands', exact: true })
    const viewAll = topBrands.getByRole('link', { name: 'View All Top Brands' })
    const href = await viewAll.getAttribute('href')
    assert.match(href ?? '', /^\/brand-page\/.+/)
    await viewAll.click()
    await waitUntil('the brand page opens', async () => new URL(page.url()).pathname === href)
    const brandId = decodeURIComponent(href?.split('/')[2] ?? '')
    const { brandDetails } = await getJson<Answer<'brandPage'>>(
      `/getBrandPage/${encodeURIComponent(brandId)}`,
    )
    await page.getByRole('heading', { level: 1, name: brandDetails.brandName }).waitFor()
    await page.getByText(/^Joined on \d{1,2} [A-Za-z]+ \d{4}$/).waitFor()
    await page.close()
  })

  test('a new page opens at its top, and Back returns to where the shopper was on the listing', async () => {
    const page = await journey.browser.newPage({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    await page.goto(`${journey.app.baseUrl}/search-result-page?query=saree`)
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('link')
    await cards.nth(7).scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    assert.ok(scrolled > 300, `the listing scrolled down (${scrolled} px)`)
    await cards.nth(7).click()
    await waitUntil('the product page opens', async () =>
      new URL(page.url()).pathname.startsWith('/product-page/'),
    )
    await waitUntil(
      'the new page is at its top',
      async () => (await page.evaluate(() => window.scrollY)) === 0,
    )
    await page.goBack()
    await waitUntil(
      `Back returns to ${scrolled} px`,
      async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled) < 2,
    )
    await page.close()
  })

  test("Featured Brands from the home page, a brand's products, and back by the breadcrumb", async () => {
    const featured = await getJson<Answer<'featuredBrandsWithProducts'>>('/getFeaturedBrandsWithProducts')
    const first = featured[0]
    assert.ok(first, 'the seed features brands')

    const page = await journey.browser.newPage({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    await page.goto(`${journey.app.baseUrl}/`)
    await page.getByRole('link', { name: 'View All Featured Brands' }).click()
    await waitUntil(
      'the featured brands page opens',
      async () => new URL(page.url()).pathname === '/featured-brands',
    )
    await page.getByRole('heading', { level: 1, name: 'Featured Brands' }).waitFor()
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    assert.equal(await crumbs.getByText('Featured Brands').getAttribute('aria-current'), 'page')
    await page.getByRole('heading', { level: 2, name: first.brandName }).waitFor()

    await page.goto(`${journey.app.baseUrl}/featured-products-page/${encodeURIComponent(first.brandId)}`)
    // The page names its brand once the brand is known.
    await page.getByRole('heading', { level: 1, name: `${first.brandName} Products` }).waitFor()
    await waitUntil('the document title names the brand', async () => {
      return (await page.title()) === `${first.brandName} Products | Haat`
    })
    await crumbs.getByRole('link', { name: 'Featured Brands' }).click()
    await waitUntil(
      'the breadcrumb leads back',
      async () => new URL(page.url()).pathname === '/featured-brands',
    )
    await page.getByRole('heading', { level: 1, name: 'Featured Brands' }).waitFor()

    // A brand nobody knows: the specification's empty state, not "Error: Brand not found.".
    await page.goto(`${journey.app.baseUrl}/featured-products-page/doesnotexist`)
    await showing(page, 'No Products Found')
    await showing(page, 'Try adjusting your filters or search terms')
    await page.getByRole('heading', { level: 1, name: 'Brand Products' }).waitFor()
    assert.equal(await page.getByText(/^Error/).count(), 0)
    await page.close()
  })

  test('on a phone, the bottom bar opens the search overlay (loaded on first use) and Enter shows the results', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${journey.app.baseUrl}/categories-page/CAT1001/Electronics`)
    await page.getByRole('list', { name: 'Products' }).waitFor()
    await page.mouse.wheel(0, 600)
    const bar = page.getByRole('navigation', { name: 'Quick links' })
    await bar.waitFor()
    const overlayChunk = /\/assets\/PhoneSearch-[\w-]+\.js$/
    assert.ok(!scripts.some((script) => overlayChunk.test(script)), 'the overlay waits until it is opened')
    await bar.getByRole('button', { name: 'Search' }).click()
    const overlay = page.getByRole('dialog', { name: 'Search Our Store' })
    await overlay.getByRole('combobox', { name: 'Search Products' }).fill('phone')
    await overlay.getByRole('combobox', { name: 'Search Products' }).press('Enter')
    await waitUntil('Enter opens the results', async () => query(page).get('query') === 'phone')
    await page.getByRole('heading', { level: 1, name: 'Results for "phone"' }).waitFor()
    await waitUntil('the overlay closes', async () => (await overlay.count()) === 0)
    assert.ok(
      scripts.some((script) => overlayChunk.test(script)),
      'opening search loaded the overlay',
    )
    await page.close()
  })

  test('a deal or offer link that names nothing shows the empty state and a way home', async () => {
    for (const path of ['/all-products/top-deals/doesnotexist', '/all-products/limited-time-offer/nope']) {
      const answer = await fetch(
        `${journey.app.baseUrl}/api/getProducts/${path.split('/')[3]}?type=${path.split('/')[2]}`,
      )
      assert.equal(answer.status, 404, `the API answers 404 for ${path}`)
      const page = await journey.browser.newPage({
        viewport: { width: 390, height: 844 },
        reducedMotion: 'reduce',
      })
      await page.goto(`${journey.app.baseUrl}${path}`)
      await showing(page, 'No products available')
      assert.equal(await page.getByRole('region', { name: 'Loading products' }).count(), 0, path)
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
      await waitUntil('Back to home leads home', async () => new URL(page.url()).pathname === '/')
      await page.close()
    }
  })

  test('the browser uses everything a page preloads: its modules, its first calls and its main picture (a category its banner, a brand page its hero, product pages the first picture)', async () => {
    const [brand] = await getJson<Answer<'brands'>>('/fetchBrands')
    const {
      data: [store],
    } = await getJson<Answer<'topStores'>>('/topStoreGetting')
    assert.ok(brand && store, 'the demo data has a brand and a top store')
    const brandPage = await getJson<Answer<'brandPage'>>(`/getBrandPage/${brand.brandId}`)
    const [category] = await getJson<Answer<'categories'>>('/fetchCategory')
    assert.ok(category, 'the demo data has a category')
    const {
      products: [product],
    } = await getJson<Answer<'searchListing'>>('/search-products?q=saree')
    assert.ok(product, 'the demo data has a saree')
    for (const path of [
      '/',
      `/categories-page/${category.id}/${encodeURIComponent(category.name ?? '')}?availability=in-stock`,
      '/search-result-page?query=saree',
      `/brand-page/${brand.brandId}`,
      `/seller-store/${store.sellerId}`,
      `/product-page/${product.productId}`,
    ]) {
      const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
      // Chromium warns on the console about a preload nobody used, or one fetched again in another mode.
      const warnings: string[] = []
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text())
      })
      await page.goto(`${journey.app.baseUrl}${path}`, { waitUntil: 'load' })
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]')].map(
          (link) => link.href,
        ),
      )
      assert.ok(
        preloaded.some((href) => href.includes('/api/')),
        `${path} preloads its first calls`,
      )
      if (path === '/') {
        // The home screen and its sections are in the home family's chunk (build/landingChunks.ts).
        assert.ok(
          preloaded.some((href) => /\/assets\/home-[\w-]+\.js$/.test(href)),
          '/ preloads the code of its banners and rows with the page',
        )
      }
      if (path.startsWith('/brand-page/')) {
        const hero = brandPage.sections.find((section) => section.name === 'bannerSection')?.items[0]
        assert.ok(hero && 'url' in hero, 'the demo data gives the brand page a hero')
        assert.ok(
          preloaded.some((href) => href.endsWith(hero.url)),
          `${path} preloads its hero picture`,
        )
      }
      if (path.startsWith('/categories-page/')) {
        const banner = category.categoryBanner
        assert.ok(banner, 'the demo data gives the category a banner')
        assert.ok(
          preloaded.some((href) => href.endsWith(banner)),
          `${path} preloads its banner`,
        )
      }
      if (path.startsWith('/product-page/')) {
        assert.ok(
          preloaded.some((href) => href.endsWith(product.imageUrls[0] ?? '-')),
          `${path} preloads its first picture`,
        )
      }
      // Chromium reports unused preloads a few seconds after the load event.
      await page.waitForTimeout(4_000)
      const fetchedTwice = await page.evaluate((hrefs) => {
        const names = performance.getEntriesByType('resource').map((entry) => entry.name)
        return hrefs.filter((href) => names.filter((name) => name === href).length > 1)
      }, preloaded)
      assert.deepEqual(fetchedTwice, [], `${path}: preloaded and then fetched again`)
      if (path.startsWith('/product-page/')) {
        // The app sends the product's call before its first render (app/firstCalls.ts); the screen's own
        // query must find that request, not send a second one.
        const productCalls = await page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname === '/api/getProductInnerDetails').length,
        )
        assert.equal(productCalls, 1, `${path} asks for its product once`)
      }
      assert.deepEqual(warnings, [], `${path}: preload warnings`)
      await page.close()
    }
  })
})
