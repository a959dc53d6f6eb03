import { Carousel, DealTile, FeedSection, ProductCard, ProductCardSkeleton } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { at, fixedNow, HOUR, img, ratings } from './support.ts'

const grid = { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 2 } as const

const meta = {
  title: 'UI/FeedSection',
  component: FeedSection,
  tags: ['autodocs'],
  args: {
    title: 'Featured Products',
    viewAllHref: '/featured-products',
    status: 'ready',
    children: (
      <Box sx={grid}>
        {(['phone', 'laptop', 'watch', 'shoe'] as const).map((name, i) => (
          <ProductCard
            key={name}
            href={`/product-page/p-${i}`}
            name={`Sample ${name}`}
            imageUrl={img(`product-${name}`)}
            price={2000 + i * 500}
            offerPrice={1500 + i * 400}
            rating={ratings.good}
            stock={20}
          />
        ))}
      </Box>
    ),
  },
} satisfies Meta<typeof FeedSection>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Featured Products' })
    await expect(section.tagName).toBe('SECTION')
    await expect(canvas.getByRole('link', { name: 'View All Featured Products' })).toHaveAttribute(
      'href',
      '/featured-products',
    )
    await expect(canvas.getAllByRole('link', { name: /Sample/ })).toHaveLength(4)
  },
}

export const Loading: Story = {
  args: {
    status: 'loading',
    skeleton: (
      <Box sx={grid}>
        {[1, 2, 3, 4].map((n) => (
          <ProductCardSkeleton key={n} />
        ))}
      </Box>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured Products' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByText('Loading Featured Products')).toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: /Sample/ })).toBeNull()
  },
}

export const LoadingSpinner: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('progressbar', { name: 'Loading Featured Products' })).toBeInTheDocument(),
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    title: 'Top Stores',
    viewAllHref: undefined,
    status: 'error',
    errorText: 'Error Fetching Top Stores',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error Fetching Top Stores')
    await expect(canvas.getByRole('heading', { name: 'Top Stores' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { title: 'Top Deals', viewAllHref: '/top-deals', status: 'empty', emptyText: 'No deals available' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deals available')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** A limited-time section as the home page composes it, at 390 px: no sideways page scroll. */
export const PhoneWithCarousel: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Limited Time Offer',
    viewAllHref: '/limited-time-deals',
    children: (
      <Carousel label="Limited Time Offer" maxSlides={4} autoplay={false}>
        {(['electronics', 'fashion', 'home', 'beauty'] as const).map((name, i) => (
          <DealTile
            key={name}
            title={`${name.charAt(0).toUpperCase()}${name.slice(1)} flash sale`}
            imageUrl={img(`deal-${name}`)}
            href={`/all-products/limited-time-offer/l-${i}`}
            offerText="Up to 50% off"
            countdown={{ start: at(-HOUR), end: at((i + 2) * HOUR) }}
            now={fixedNow}
          />
        ))}
      </Carousel>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('timer')[0]).toHaveTextContent('Ends in 02:00:00')
    // One region (the section); the carousel inside it is a group of the same name.
    await expect(canvas.getAllByRole('region')).toHaveLength(1)
    await expect(canvas.getByRole('group', { name: 'Limited Time Offer' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    await expect(canvas.getByRole('link', { name: 'View All Limited Time Offer' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
