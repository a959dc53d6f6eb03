// The home page journey on the built app served by `npm start` with a fresh data folder (its links follow docs/product.md, "Link rules").
// The test reads the same feeds the page shows from the API, then finds their elements on the page.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import type { Locator, Page } from 'playwright-core'
import { apiJson, useAppAndBrowser, waitUntil } from './support.ts'

const SECTION_TITLES = [
  'Hot Categories',
  'Top Deals',
  'Limited Time Offer',
  'Featured Brands',
  'Top Stores',
  'New Arrivals',
  'Featured Products',
  'Top Brands',
  'Discounts For You',
] as const

const journey = useAppAndBrowser()

const getJson = <T>(path: string) => apiJson<T>(journey.app.baseUrl, path)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const named = (text: string) => new RegExp(escapeRegExp(text))

async function openHome(width: number, height = 900): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' })
  await page.goto(`${journey.app.baseUrl}/`)
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' })
  // A row draws its cards only once it comes near the screen (features/home/NearScreen.tsx): scroll
  // through the page so every row is drawn, then wait until every feed answered and no section is busy.
  await page.getByRole('region', { name: 'Hot Categories', exact: true }).waitFor()
  await scrollThrough(page)
  await waitUntil(
    'every home section has loaded',
    async () => (await page.locator('[aria-busy="true"]').count()) === 0,
  )
  return page
}

/** Scrolls through the whole page so lazy images start loading, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  // The height is read again at each step: rows grow as their cards arrive, and a row left below the end
  // measured at the start would never come near the screen.
  const heightNow = () => page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < (await heightNow()); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Images of a section: how many loaded with pixels, and which finished loading without any. */
function imageReport(section: Locator) {
  return section.evaluate((element) => {
    const images = [...element.querySelectorAll('img')]
    return {
      loaded: images.filter((image) => image.complete && image.naturalWidth > 0).length,
      broken: images.filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    }
  })
}

/**
 * Clicks a link inside a carousel like a shopper: with the "Next slide" control until the slide
 * holding it is in view.
 */
async function clickInCarousel(carousel: Locator, link: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded()
  for (let step = 0; step < 30; step += 1) {
    // A carousel renders the slides in view and one ahead: a slide further on is empty until the row moves.
    const rendered = (await link.count()) > 0
    const [frame, target] = rendered ? await Promise.all([carousel.boundingBox(), link.boundingBox()]) : []
    if (frame && target && target.x >= frame.x - 1 && target.x + target.width <= frame.x + frame.width + 1) {
      await link.click()
      return
    }
    await carousel.getByRole('button', { name: 'Next slide' }).first().click()
    await carousel.page().waitForTimeout(150)
  }
  assert.fail('The link never scrolled into view in its carousel')
}

async function pathAfter(page: Page, expected: string): Promise<void> {
  await waitUntil(`the page is at ${expected} (now ${page.url()})`, async () => {
    return decodeURIComponent(new URL(page.url()).pathname) === expected
  })
}

describe('home page on the built app', () => {
  test('shows every section in order with real data and real images', async () => {
    const [banners, categories, deals, limited, featured, stores, arrivals, products, topBrands, discounts] =
      await Promise.all([
        getJson<Answer<'homeBanners'>>('/gethomebanner'),
        getJson<Answer<'categories'>>('/fetchCategory'),
        getJson<Answer<'topDeals'>>('/fetchDeals'),
        getJson<Answer<'limitedTimeDeals'>>('/fetchLimitedTimeDeals'),
        getJson<Answer<'featuredBrands'>>('/fetchFeaturedBrands'),
        getJson<Answer<'topStores'>>('/topStoreGetting'),
        getJson<Answer<'newArrivals'>>('/getNewArrivalData'),
        getJson<Answer<'featuredProducts'>>('/getFeaturedProducts'),
        getJson<Answer<'topBrands'>>('/getTopBrand'),
        getJson<Answer<'discountsForYou'>>('/getDiscountForYouDetails'),
      ])
    const topCategory = categories.find((c) => c.parentCategory === c.id && c.productCount > 0)
    const firstStore = stores.data[0]
    // One text of the first item of each feed, which its section must show.
    const expectedText: Record<(typeof SECTION_TITLES)[number], string | undefined> = {
      'Hot Categories': topCategory?.name ?? undefined,
      'Top Deals': deals[0]?.title,
      'Limited Time Offer': limited[0]?.title,
      'Featured Brands': featured[0]?.selectedBrandDetails[0]?.brandName,
      'Top Stores': firstStore?.sellerData.storedetails.storename ?? 'Store Name Unavailable',
      'New Arrivals': arrivals.data[0]?.title,
      'Featured Products': products[0]?.name,
      'Top Brands': topBrands[0]?.brandName,
      'Discounts For You': discounts[0]?.parentCategoryName,
    }
    assert.ok(banners.length > 0, 'the seed has home banners')

    const page = await openHome(1366)
    await scrollThrough(page)

    const hero = page.getByRole('region', { name: 'Featured offers' })
    await hero
      .getByRole('link', { name: named(banners[0]?.title ?? '') })
      .first()
      .waitFor()

    const tops: number[] = []
    for (const title of SECTION_TITLES) {
      const section = page.getByRole('region', { name: title, exact: true }).first()
      await section.waitFor()
      assert.equal(await section.getByRole('alert').count(), 0, `${title} shows an error`)
      const text = expectedText[title]
      assert.ok(text, `the ${title} feed is empty`)
      assert.ok((await section.textContent())?.includes(text), `${title} does not show "${text}"`)
      tops.push(await section.evaluate((element) => element.getBoundingClientRect().top + window.scrollY))

      await section.scrollIntoViewIfNeeded()
      await waitUntil(`${title} shows a loaded picture`, async () => (await imageReport(section)).loaded > 0)
      assert.deepEqual((await imageReport(section)).broken, [], `${title} has broken images`)
    }
    const heroImages = await imageReport(hero)
    assert.ok(heroImages.loaded > 0 && heroImages.broken.length === 0, 'the hero banner shows its picture')
    // The specification's order, top to bottom.
    assert.deepEqual(
      tops,
      [...tops].sort((a, b) => a - b),
      'the sections are out of order',
    )

    const limitedSection = page.getByRole('region', { name: 'Limited Time Offer', exact: true })
    const timer = limitedSection.getByRole('timer').first()
    assert.match((await timer.textContent()) ?? '', /\d{2}:\d{2}:\d{2}|Starts soon/)
    const topBrandsSection = page.getByRole('region', { name: 'Top Brands', exact: true })
    assert.ok(
      (await topBrandsSection.getByText('Upto 20% OFF').count()) > 0,
      'Top Brands cards say "Upto 20% OFF"',
    )
    await page.close()
  })

  test('a top deal with one product opens that product', async () => {
    const deals = await getJson<Answer<'topDeals'>>('/fetchDeals')
    const deal = deals.find((candidate) => !candidate.multipleProduct)
    assert.ok(deal, 'the seed has a top deal with one product')
    const page = await openHome(1366)
    const carousel = page
      .getByRole('region', { name: 'Top Deals', exact: true })
      .getByRole('group', { name: 'Top Deals slides' })
    await clickInCarousel(carousel, carousel.getByRole('link', { name: named(deal.title) }).first())
    await pathAfter(page, `/product-page/${deal.productIds[0]}`)
    await page.close()
  })

  test('a banner of dealType Category opens its category page', async () => {
    const banners = await getJson<Answer<'homeBanners'>>('/gethomebanner')
    const index = banners.findIndex((banner) => banner.dealType === 'Category')
    const banner = banners[index]
    assert.ok(banner, 'the seed has a Category banner')
    const category = banner.categoryDetails[0]
    assert.ok(category)
    const page = await openHome(1366)
    const hero = page.getByRole('region', { name: 'Featured offers' })
    if (banners.length > 1) await hero.getByRole('button', { name: `Go to banner ${index + 1}` }).click()
    await clickInCarousel(hero, hero.getByRole('link', { name: named(banner.title) }).first())
    await pathAfter(page, `/categories-page/${category.categoryId}/${category.categoryName}`)
    await page.close()
  })

  test('a featured brand of type "Brand Product" opens its featured products', async () => {
    const entries = await getJson<Answer<'featuredBrands'>>('/fetchFeaturedBrands')
    const entry = entries.find((candidate) => candidate.featuredType === 'Brand Product')
    const brand = entry?.selectedBrandDetails[0]
    assert.ok(brand, 'the seed has a featured brand of type "Brand Product"')
    const page = await openHome(1366)
    const carousel = page
      .getByRole('region', { name: 'Featured Brands', exact: true })
      .getByRole('group', { name: 'Featured Brands slides' })
    await clickInCarousel(carousel, carousel.getByRole('link', { name: named(brand.brandName) }).first())
    await pathAfter(page, `/featured-products-page/${brand.brandId}`)
    await page.close()
  })

  test('the search box suggests products for "phone"', async () => {
    const suggestions = await getJson<Answer<'searchSuggestions'>>('/getSearch-suggestions?q=phone')
    assert.ok(suggestions.length > 0, 'the API suggests something for "phone"')
    const page = await openHome(1366)
    const box = page
      .getByRole('combobox', { name: /search/i })
      .filter({ visible: true })
      .first()
    await box.fill('phone')
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
    await options.first().waitFor()
    const shown = await options.allTextContents()
    assert.ok(
      shown.some((text) => text.includes(suggestions[0]?.name ?? '\u0000')),
      `the suggestions ${JSON.stringify(shown)} do not include "${suggestions[0]?.name}"`,
    )
    await box.fill('')
    await waitUntil('suggestions close for an empty box', async () => (await options.count()) === 0)
    await page.close()
  })

  for (const width of [390, 1366]) {
    test(`no horizontal scrolling at ${width} px`, async () => {
      const page = await openHome(width, 844)
      await scrollThrough(page)
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`)
      await page.close()
    })
  }
})
