import { PriceBlock } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'UI/PriceBlock',
  component: PriceBlock,
  tags: ['autodocs'],
  args: { price: 124999, offerPrice: 99999.5, taxNote: 'Inclusive of all taxes' },
} satisfies Meta<typeof PriceBlock>

export default meta
type Story = StoryObj<typeof meta>

export const WithSaving: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹99,999.50')).toBeVisible()
    await expect(canvas.getByText('₹1,24,999.00')).toBeVisible()
    await expect(canvas.getByText('20% off')).toBeVisible()
    await expect(canvas.getByText('You Save ₹24,999.50')).toBeVisible()
    await expect(canvas.getByText('Inclusive of all taxes')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** The quantity price list: each range with its unit price. */
export const WithTiers: Story = {
  args: {
    price: 1200,
    offerPrice: 999,
    tiers: [
      { range: '1-9', price: 999 },
      { range: '10-49', price: 949.5 },
      { range: '50-199', price: 899 },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Buy more, pay less' })
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4)
    await expect(rows[2]).toHaveTextContent('10-49 units₹949.50')
    await expect(canvas.getByText('You Save ₹201.00')).toBeVisible()
  },
}

/** No saving: only the price, no strike, no percent, no You Save. */
export const NoDiscount: Story = {
  args: { price: 499, offerPrice: 499, taxNote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹499.00')).toBeVisible()
    await expect(canvas.queryByText(/You Save/)).toBeNull()
    await expect(canvas.queryByText(/% off/)).toBeNull()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...WithTiers.args },
}
