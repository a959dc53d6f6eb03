import { StockLabel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/StockLabel',
  component: StockLabel,
  tags: ['autodocs'],
} satisfies Meta<typeof StockLabel>

export default meta
type Story = StoryObj<typeof meta>

export const OutOfStock: Story = {
  args: { stock: 0 },
  play: async ({ canvas }) => expect(canvas.getByText('Out of Stock')).toBeVisible(),
}

export const OnlyFewUnitsLeft: Story = {
  name: 'Only 1-4 left',
  args: { stock: 3 },
  play: async ({ canvas }) => expect(canvas.getByText('Only 3 left')).toBeVisible(),
}

export const FewLeft: Story = {
  args: { stock: 7 },
  play: async ({ canvas }) => expect(canvas.getByText('Only few left')).toBeVisible(),
}

export const InStock: Story = {
  name: 'In stock (no label)',
  args: { stock: 25 },
  play: async ({ canvasElement }) =>
    expect(canvasElement.querySelector('[data-testid="stock-label"]')).toBeNull(),
}

/** The product page states plenty of stock in words. */
export const InStockShown: Story = {
  name: 'In stock (shown on the product page)',
  args: { stock: 25, showInStock: true },
  play: async ({ canvas }) => expect(canvas.getByText('In Stock')).toBeVisible(),
}

/** Asking for "In Stock" changes nothing when few are left. */
export const FewLeftOnProductPage: Story = {
  args: { stock: 2, showInStock: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 2 left')).toBeVisible()
    await expect(canvas.queryByText('In Stock')).toBeNull()
  },
}
