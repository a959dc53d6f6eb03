// The pages that the phone-speed checks look at (`npm run test:lighthouse`, `npm run bench:main-thread`,
// main-thread.test.ts): the home page, a top category, a search, a brand and a product, picked from the
// seeded catalogue through the API of a running app.
import type { Answer } from '@haat/contract'
import { pageHref, pages } from '@haat/contract/core'

/** A search every catalogue answers with a full page of products. */
export const SEARCH_TEXT = 'phone'

async function getJson<T>(baseUrl: string, apiPath: string): Promise<T> {
  const answer = await fetch(`${baseUrl}/api${apiPath}`)
  if (!answer.ok) throw new Error(`GET /api${apiPath} answered ${answer.status}`)
  return (await answer.json()) as T
}

/**
 * The audited pages, as paths: the home page, a top category, a search and a brand (the landing pages),
 * and a product.
 */
export async function pagesToAudit(baseUrl: string): Promise<Record<string, string>> {
  const categories = await getJson<Answer<'categories'>>(baseUrl, '/fetchCategory')
  const category = categories.find((c) => c.parentCategory === c.id && c.productCount > 0 && c.name)
  const [brand] = await getJson<Answer<'topBrands'>>(baseUrl, '/getTopBrand')
  if (!category?.name || !brand) throw new Error('The seeded catalogue has no top category or no top brand')
  const {
    products: [product],
  } = await getJson<Answer<'searchListing'>>(baseUrl, `/search-products?q=${encodeURIComponent(SEARCH_TEXT)}`)
  if (!product) throw new Error(`The seeded catalogue has no product for "${SEARCH_TEXT}"`)
  return {
    home: pages.home.path,
    category: pageHref('categoryNamed', { categoryId: category.id, name: category.name }),
    search: `${pages.searchResults.path}?${new URLSearchParams({ query: SEARCH_TEXT })}`,
    brand: pageHref('brand', { brandId: brand.brandId }),
    product: pageHref('product', { prodId: product.productId }),
  }
}
