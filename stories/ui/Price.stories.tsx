import { Price } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Price',
  component: Price,
  tags: ['autodocs'],
  args: { price: 2499, offerPrice: 1299, size: 'md' },
} satisfies Meta<typeof Price>

export default meta
type Story = StoryObj<typeof meta>

export const WithSaving: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,299.00')).toBeVisible()
    await expect(canvas.getByText('₹2,499.00').tagName).toBe('S')
    await expect(canvas.getByText('48% off')).toBeVisible()
  },
}

export const NoSaving: Story = {
  args: { price: 799, offerPrice: 799 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹799.00')).toBeVisible()
    await expect(canvas.queryByText(/% off/)).toBeNull()
    await expect(canvas.queryByText(/Original price/)).toBeNull()
  },
}

export const IndianGrouping: Story = {
  args: { price: 189990, offerPrice: 123456.5, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,23,456.50')).toBeVisible()
    await expect(canvas.getByText('₹1,89,990.00')).toBeVisible()
    await expect(canvas.getByText('35% off')).toBeVisible()
  },
}

export const Small: Story = { args: { size: 'sm' } }
