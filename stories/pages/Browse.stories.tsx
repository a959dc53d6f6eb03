import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BrandRoute } from '../../packages/storefront/src/features/brand/BrandRoute.tsx'
import { CategoryRoute } from '../../packages/storefront/src/features/listing/CategoryRoute.tsx'
import { RecentlyViewedRoute } from '../../packages/storefront/src/features/listing/RecentlyViewedRoute.tsx'
import { SearchResultsRoute } from '../../packages/storefront/src/features/search/SearchResultsRoute.tsx'
import { emptyListing, failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'
import { one, recorded, recordings, UNKNOWN_ID } from './recorded.ts'

/** The search results and category pages on the recorded API answers: real endpoints, store, router and URL state. */
const meta = {
  title: 'Pages/Browse',
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const search = withStorefront('/search-result-page', { initialEntry: '/search-result-page?query=shoes' })
/** The same search sorted Low to High, where the recorded filters and sorts of the story below start. */
const searchByPrice = withStorefront('/search-result-page', {
  initialEntry: '/search-result-page?query=shoes&sort=price-asc',
})
const category = withStorefront('/categories-page/:categoryId/:name', {
  initialEntry: '/categories-page/CAT1001/Electronics',
})

const products = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Products' })).findAllByRole('link')

/** The recorded searches for "shoes" by price: Low to High, then one brand, then 4★ and up, then High to Low. */
const shoes = recorded('searchListing', { query: { q: 'shoes', sort: 'price-asc', pageSize: 24 } })
const withRating = one(recordings.searchListing, 'search with a rating', (r) => r.query.rating === '4')
const brandOfShoes = one(
  shoes.facets.brands,
  'brand of the filtered search',
  (b) => b.brandId === withRating.query.brand,
)
const byRating = recorded('searchListing', { query: withRating.query })
const dearestFirst = recorded('searchListing', { query: { ...withRating.query, sort: 'price-desc' } })
const showing = (page: { products: unknown[]; total: number }) =>
  `Showing 1-${page.products.length} of ${page.total} results`

export const SearchLoaded: Story = {
  render: () => <SearchResultsRoute />,
  decorators: [searchByPrice],
  play: async ({ canvas, step }) => {
    await step('the results of the query with their count', async () => {
      expect(
        await canvas.findByRole('heading', { level: 1, name: 'Results for "shoes"' }),
      ).toBeInTheDocument()
      expect(await canvas.findByText(showing(shoes))).toBeInTheDocument()
      const links = await products(canvas)
      expect(links[0]).toHaveAttribute('href', `/product-page/${shoes.products[0]?.productId}`)
    })
    await step('a brand and "4 and up" narrow the results through the URL', async () => {
      const filters = within(canvas.getAllByRole('complementary', { name: 'Filters' })[0] as HTMLElement)
      const brand = await filters.findByRole('radio', { name: new RegExp(brandOfShoes.brandName) })
      await userEvent.click(brand)
      // A shopper's second click comes after the first filter has reached the URL; without act() (the
      // built Storybook) the story must wait for that too, or its second click would start from the old URL.
      await waitFor(() => expect(brand).toBeChecked())
      await userEvent.click(filters.getByRole('checkbox', { name: '4★ & above' }))
      // Two filters, two round trips through the URL and the mock server: more than the default 5 s on a
      // busy machine.
      expect(await canvas.findByText(showing(byRating), {}, { timeout: 15_000 })).toBeInTheDocument()
      const names = (await products(canvas)).map((link) => link.textContent ?? '')
      for (const name of names) expect(name).toContain(brandOfShoes.brandName)
    })
    await step('the sort High to Low orders by price', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Price: High to Low' }))
      await waitFor(async () => {
        const first = (await products(canvas))[0]?.textContent ?? ''
        expect(first).toContain(dearestFirst.products[0]?.name)
      })
    })
  },
}

/** Search opens sorted by relevance, and its menu offers Relevance and the two price sorts only. */
export const SearchSortMenu: Story = {
  render: () => <SearchResultsRoute />,
  decorators: [search],
  play: async ({ canvas }) => {
    const sort = await canvas.findByRole('combobox', { name: 'Sort by' })
    expect(sort).toHaveTextContent('Relevance')
    await userEvent.click(sort)
    const options = await within(document.body).findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Relevance',
      'Price: Low to High',
      'Price: High to Low',
    ])
  },
}

export const SearchEmpty: Story = {
  render: () => <SearchResultsRoute />,
  decorators: [search],
  parameters: { msw: { handlers: [emptyListing('searchListing'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No Result Found')).toBeInTheDocument()
    expect(canvas.getByText('Showing 0-0 of 0 results')).toBeInTheDocument()
  },
}

export const SearchFailing: Story = {
  render: () => <SearchResultsRoute />,
  decorators: [search],
  parameters: { msw: { handlers: [failing('searchListing', 500, 'Search is down'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Search is down')
  },
}

export const SearchLoading: Story = {
  render: () => <SearchResultsRoute />,
  decorators: [search],
  parameters: { msw: { handlers: [pending('searchListing'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('region', { name: 'Loading products' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    // A placeholder holds the count's line: no number is claimed before the answer.
    expect(canvas.getByTestId('result-count-placeholder')).toBeInTheDocument()
    expect(canvas.queryByText(/^Showing/)).toBeNull()
  },
}

const electronics = recorded('categoryProducts', {
  params: { categoryId: 'CAT1001' },
  query: { sort: 'price-asc', pageSize: 24 },
})
const electronicsInStock = recorded('categoryProducts', {
  params: { categoryId: 'CAT1001' },
  query: { sort: 'price-asc', availability: 'in-stock', pageSize: 24 },
})

export const CategoryLoaded: Story = {
  render: () => <CategoryRoute />,
  decorators: [category],
  play: async ({ canvas, step }) => {
    await step('friendly breadcrumbs, sub-categories and the count', async () => {
      const crumbs = within(await canvas.findByRole('navigation', { name: 'Breadcrumb' }))
      expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      expect(await crumbs.findByText('Electronics')).toHaveAttribute('aria-current', 'page')
      const popular = within(await canvas.findByRole('region', { name: 'Shop By Popular Categories' }))
      expect(await popular.findByRole('link', { name: 'Mobiles' })).toHaveAttribute(
        'href',
        '/categories-page/CAT1002/Mobiles',
      )
      expect(await canvas.findByText(showing(electronics))).toBeInTheDocument()
    })
    await step('in stock only leaves out the products sold out', async () => {
      const filters = within(canvas.getAllByRole('complementary', { name: 'Filters' })[0] as HTMLElement)
      await userEvent.click(filters.getByRole('radio', { name: 'In Stock' }))
      expect(await canvas.findByText(showing(electronicsInStock))).toBeInTheDocument()
      const grid = within(canvas.getByRole('list', { name: 'Products' }))
      expect(grid.queryByText('Out of Stock')).toBeNull()
    })
  },
}

/**
 * The category tree has not answered: the sub-category row and the banner are placeholders at their full
 * size, and the toolbar and products wait under them until the tree says what the category has.
 */
export const CategoryTreeLoading: Story = {
  render: () => <CategoryRoute />,
  decorators: [category],
  parameters: { msw: { handlers: [pending('categories'), ...handlers] } },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('region', { name: 'Shop By Popular Categories' })
    expect(row).toHaveAttribute('aria-busy', 'true')
    expect(canvas.getByText('Loading Electronics')).toBeInTheDocument()
    // The listing's answer is in, yet nothing of it is painted while the header may still change size.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(canvas.queryByRole('list', { name: 'Products' })).toBeNull()
    expect(canvas.queryByText(showing(electronics))).toBeNull()
  },
}

export const CategoryEmpty: Story = {
  render: () => <CategoryRoute />,
  decorators: [category],
  parameters: { msw: { handlers: [emptyListing('categoryProducts'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No products available in Electronics category')).toBeInTheDocument()
  },
}

export const CategoryFailing: Story = {
  render: () => <CategoryRoute />,
  decorators: [category],
  parameters: { msw: { handlers: [failing('categoryProducts', 503, 'Catalogue unavailable'), ...handlers] } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Catalogue unavailable')
    // No count and no sort: "0 results" would be untrue, and there is nothing to sort.
    expect(canvas.getByRole('heading', { level: 1, name: 'Electronics' })).toBeInTheDocument()
    expect(canvas.queryByText(/^Showing/)).toBeNull()
    expect(canvas.queryByRole('combobox', { name: /Sort/ })).toBeNull()
  },
}

/** The listing failed once: Try again asks again, and the products and their count come. */
export const CategoryFailingThenRetried: Story = {
  render: () => <CategoryRoute />,
  decorators: [category],
  parameters: {
    msw: {
      handlers: [failing('categoryProducts', 503, 'Catalogue unavailable', { once: true }), ...handlers],
    },
    visual: false,
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }))
    expect(await canvas.findByText(showing(electronics))).toBeInTheDocument()
    // The cards follow the count in the background.
    expect(await canvas.findByRole('list', { name: 'Products' })).toBeInTheDocument()
    expect(canvas.queryByRole('alert')).toBeNull()
  },
}

const brand = (brandId: string, signedIn = false) =>
  withStorefront('/brand-page/:brandId', { initialEntry: `/brand-page/${brandId}`, signedIn })

const brandPage = recorded('brandPage')
const gallery = one(brandPage.sections, 'gallery section', (section) => section.name === 'gallerySection')

export const BrandLoaded: Story = {
  render: () => <BrandRoute />,
  decorators: [brand(brandPage.brandDetails.brandId, true)],
  play: async ({ canvas, step }) => {
    await step('hero, featured products, gallery and a video that loads on request', async () => {
      expect(await canvas.findByText('Joined on', { exact: false })).toBeInTheDocument()
      const featured = within(await canvas.findByRole('region', { name: 'Featured Products' }))
      expect((await featured.findAllByRole('link'))[0]).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/product-page\//),
      )
      const pictures = within(await canvas.findByRole('region', { name: 'Gallery' }))
      const picture = gallery.items[0] as { Title: string } | undefined
      expect(pictures.getByRole('heading', { level: 3, name: picture?.Title })).toBeInTheDocument()
      expect(await canvas.findByRole('region', { name: 'Featured Video' })).toBeInTheDocument()
    })
    await step('a report is sent and confirmed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Report/ }))
      const dialog = within(await within(document.body).findByRole('dialog'))
      await userEvent.click(dialog.getByRole('radio', { name: 'Counterfeit Products' }))
      await userEvent.click(dialog.getByRole('button', { name: /Submit/ }))
      expect(await within(document.body).findByText('Report received.')).toBeInTheDocument()
    })
  },
}

export const BrandNotFound: Story = {
  render: () => <BrandRoute />,
  decorators: [brand(UNKNOWN_ID)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Brand page not found.')
  },
}

const visit = (id: string, name: string, image: string, sellingPrice: number, stock?: number) => ({
  details: {
    id,
    name,
    imageUrls: [`/fixtures/img/product-${image}.svg`],
    price: sellingPrice + 500,
    sellingPrice,
    fourRating: 1,
    fiveRating: 3,
    ...(stock === undefined ? {} : { stock }),
  },
})

/** This device's visits, as the page shows them before the account's arrive (or without a session). */
export const RecentlyViewed: Story = {
  render: () => <RecentlyViewedRoute />,
  decorators: [withStorefront('/recently-viewed')],
  beforeEach: () => {
    const visits = [
      visit('P2001', 'Zentro Nova 5G Phone', 'phone', 17499, 42),
      visit('P2005', 'Banarasi Silk Saree', 'saree', 3999, 3),
      visit('P2012', 'The Monsoon Letters', 'book', 349),
    ]
    localStorage.setItem('visitedProducts', JSON.stringify(visits))
    return () => localStorage.removeItem('visitedProducts')
  },
  play: async ({ canvas }) => {
    const links = async () =>
      (await within(await canvas.findByRole('list', { name: 'Products' })).findAllByRole('link')).map(
        (link) => link.getAttribute('href'),
      )
    expect(await links()).toEqual(['/product-page/P2001', '/product-page/P2005', '/product-page/P2012'])
    // In stock means more than five left: the saree (3 left) and the book (stock unknown) drop out.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Availability' }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'In Stock' }))
    await waitFor(async () => expect(await links()).toEqual(['/product-page/P2001']))
  },
}

/** Signed in, the page shows the account's visits, which follow the shopper from another device. */
export const RecentlyViewedOnTheAccount: Story = {
  render: () => <RecentlyViewedRoute />,
  decorators: [withStorefront('/recently-viewed', { signedIn: true })],
  play: async ({ canvas }) => {
    const expected = recorded('recentVisits').map((product) => `/product-page/${product.productId}`)
    expect(expected.length).toBeGreaterThan(0)
    await waitFor(async () => {
      const links = within(await canvas.findByRole('list', { name: 'Products' })).getAllByRole('link')
      expect(links.map((link) => link.getAttribute('href'))).toEqual(expected)
    })
  },
}
