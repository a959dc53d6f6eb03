import { SIDEBAR_CHOICES, SORT_MENU } from '@haat/contract/core'
import {
  Breadcrumbs,
  CategoryHero,
  crumbsFromPath,
  FilterSidebar,
  ListingPage,
  ListingToolbar,
  Pagination,
  type ProductCardProps,
  ProductGrid,
  SortSelect,
} from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { img, ratings } from './support.ts'

const pictures = ['phone', 'laptop', 'headphones', 'watch', 'phone', 'laptop', 'headphones', 'watch']
const products: ProductCardProps[] = pictures.map((p, i) => ({
  href: `/product-page/e-${i + 1}`,
  name: `Haat ${p} model ${i + 1}`,
  imageUrl: img(`product-${p}`),
  price: 2000 + i * 1000,
  offerPrice: 1500 + i * 900,
  rating: ratings.good,
  stock: 10,
}))

const meta = {
  title: 'UI/ListingPage',
  component: ListingPage,
  tags: ['autodocs'],
  parameters: { storyPadding: 0 },
  args: {
    breadcrumbs: <Breadcrumbs items={crumbsFromPath('/categories-page/CAT1/Electronics')} />,
    hero: <CategoryHero name="Electronics" bannerUrl={img('banner-art-electronics')} />,
    toolbar: (
      <ListingToolbar
        title="Electronics"
        shown={{ from: 1, to: 8, total: 40 }}
        sort={<SortSelect value="price-asc" options={SORT_MENU} onChange={fn()} />}
      />
    ),
    sidebar: (
      <FilterSidebar
        variant="panel"
        categories={[
          {
            id: 'CAT11',
            name: 'Electronics',
            children: [{ id: 'CAT12', name: 'Mobiles', href: '/categories-page/CAT12/Mobiles' }],
          },
        ]}
        choices={SIDEBAR_CHOICES}
        value={{
          rating: null,
          minPrice: 0,
          maxPrice: 10000,
          brand: null,
          gender: null,
          availability: 'all',
          discount: null,
          details: {},
        }}
        onChange={fn()}
        brands={[{ brandId: 'b1', brandName: 'boAt', count: 4 }]}
        brandsStatus="ready"
      />
    ),
    grid: <ProductGrid status="ready" products={products} />,
    pagination: (
      <Pagination page={1} pageCount={5} hrefFor={(p) => `/categories-page/CAT1/Electronics?page=${p}`} />
    ),
  },
} satisfies Meta<typeof ListingPage>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: filters on the left of the toolbar, grid and pages. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('complementary', { name: 'Filters' })
    const results = canvas.getByRole('region', { name: 'Results' })
    await expect(filters.getBoundingClientRect().right).toBeLessThanOrEqual(
      results.getBoundingClientRect().left,
    )
    await expect(canvas.getByRole('link', { name: 'Go to page 2' })).toBeVisible()
  },
}
