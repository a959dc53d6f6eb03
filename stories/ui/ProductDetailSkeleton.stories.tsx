import { ProductDetailSkeleton } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/ProductDetailSkeleton',
  component: ProductDetailSkeleton,
  tags: ['autodocs'],
} satisfies Meta<typeof ProductDetailSkeleton>

export default meta
type Story = StoryObj<typeof meta>

/** Two columns on desktop; the gallery's square is reserved at its full size. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    const root = canvas.getByTestId('product-detail-skeleton')
    await expect(root).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByText('Loading product')).toBeInTheDocument()
    const square = canvasElement.querySelector('[data-testid="gallery-placeholder"]') as HTMLElement
    const box = square.getBoundingClientRect()
    await expect(box.height).toBeGreaterThan(300)
    await expect(Math.abs(box.width - box.height)).toBeLessThan(2)
    // The buying column sits beside the gallery, not under it.
    await expect(box.right).toBeLessThan(
      root.getBoundingClientRect().width * 0.55 + root.getBoundingClientRect().left,
    )
  },
}

/** One column on a phone: the square spans the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvas.getByTestId('product-detail-skeleton')
    const square = (
      canvasElement.querySelector('[data-testid="gallery-placeholder"]') as HTMLElement
    ).getBoundingClientRect()
    await expect(Math.abs(square.width - root.getBoundingClientRect().width)).toBeLessThan(2)
  },
}
