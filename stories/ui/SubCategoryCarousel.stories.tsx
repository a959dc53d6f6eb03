import { SubCategoryCarousel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { img } from './support.ts'

const names = ['electronics', 'fashion', 'home', 'beauty', 'grocery', 'sports', 'books', 'toys']

const meta = {
  title: 'UI/SubCategoryCarousel',
  component: SubCategoryCarousel,
  tags: ['autodocs'],
  args: {
    items: names.map((n, i) => ({
      id: `CAT${i + 10}`,
      name: n === 'home' ? 'Home Furnishing and Kitchen Storage' : n.charAt(0).toUpperCase() + n.slice(1),
      iconUrl: img(`category-${n}`),
      href: `/categories-page/CAT${i + 10}/${n}`,
    })),
  },
} satisfies Meta<typeof SubCategoryCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shop By Popular Categories' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Fashion' })).toHaveAttribute(
      'href',
      '/categories-page/CAT11/fashion',
    )
  },
}

/** Phone: three and a half icons at once, the half one showing that the row scrolls. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shop By Popular Categories' })).toBeVisible()
    const row = canvas.getByRole('region', { name: 'Shop By Popular Categories slides' })
    const slide = canvas.getByRole('link', { name: 'Fashion' }).closest('[aria-roledescription="slide"]')
    if (!(slide instanceof HTMLElement)) throw new Error('the tile is not in a slide')
    const perView = row.getBoundingClientRect().width / slide.getBoundingClientRect().width
    await expect(perView).toBeGreaterThan(3)
    await expect(perView).toBeLessThan(4)
  },
}

/**
 * Twelve sub-categories on a phone: three and a half icons show, so four and one ahead are rendered; the
 * Next button fills the next one as the row moves.
 */
export const ManyOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    items: Array.from({ length: 12 }, (_, i) => {
      const n = names[i % names.length] ?? 'home'
      return {
        id: `CAT${i + 30}`,
        name: `${n.charAt(0).toUpperCase()}${n.slice(1)} ${i + 1}`,
        iconUrl: img(`category-${n}`),
        href: `/categories-page/CAT${i + 30}/${n}`,
      }
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const filled = () =>
      [...canvasElement.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
        slide.querySelector('a') === null ? 0 : 1,
      )
    // The arrows and the filled slides appear once the carousel's scroll engine has started (an effect).
    const next = await canvas.findByRole('button', { name: 'Next slide' })
    await waitFor(() => expect(filled()).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]))
    await expect(canvas.queryByRole('link', { name: 'Grocery 5' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Sports 6' })).toBeNull()
    await userEvent.click(next)
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Sports 6' })).toBeInTheDocument())
    await expect(canvas.queryByRole('link', { name: 'Books 7' })).toBeNull()
  },
  // No baseline: it presses Next, and the row scrolls; the Phone story holds the picture.
  parameters: { visual: false },
}

const shortNames = names.slice(0, 4).map((n, i) => ({
  id: `CAT${i + 50}`,
  name: n === 'home' ? 'Home' : n.charAt(0).toUpperCase() + n.slice(1),
  iconUrl: img(`category-${n}`),
  href: `/categories-page/CAT${i + 50}/${n}`,
}))

/** Heights of the loading placeholder and of a loaded row of one-line names, rendered one above the other. */
const sameSizeRender = (args: { items: typeof shortNames }) => (
  <div>
    <div data-testid="loading">
      <SubCategoryCarousel items={[]} loading />
    </div>
    <div data-testid="loaded">
      <SubCategoryCarousel {...args} title="Loaded row" />
    </div>
  </div>
)

const expectSameHeight = async (canvasElement: HTMLElement) => {
  const height = (id: string) =>
    canvasElement.querySelector(`[data-testid="${id}"] section`)?.getBoundingClientRect().height ?? 0
  await expect(height('loading')).toBeGreaterThan(100)
  await expect(Math.abs(height('loading') - height('loaded'))).toBeLessThan(0.5)
}

/**
 * While the category tree loads: the heading and a placeholder row exactly as tall as a loaded row (even
 * one whose names all fit on one line), so the banner and listing under it stay put.
 */
export const Loading: Story = {
  args: { items: shortNames },
  render: sameSizeRender,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading Shop By Popular Categories')).toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-testid="loading"] section')).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expectSameHeight(canvasElement)
  },
}

export const LoadingOnAPhone: Story = {
  args: { items: shortNames },
  globals: { viewport: { value: 'phone' } },
  render: sameSizeRender,
  play: async ({ canvasElement }) => expectSameHeight(canvasElement),
}

/** A category without sub-categories shows no section at all. */
export const NoItems: Story = {
  args: { items: [] },
  // No baseline: the story renders nothing, which a screenshot cannot hold.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
  },
}
