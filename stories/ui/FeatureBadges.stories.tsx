import { FeatureBadges } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

const meta = {
  title: 'UI/FeatureBadges',
  component: FeatureBadges,
  tags: ['autodocs'],
  args: { features: ['branded', 'oneYearWarranty', 'cashOnDelivery', 'sevenDaysReplacement'] },
} satisfies Meta<typeof FeatureBadges>

export default meta
type Story = StoryObj<typeof meta>

/** Shown in one fixed order whatever order the flags come in. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Product features' })).getAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Cash on Delivery',
      '7 Days Replacement',
      '1 Year Warranty',
      'Branded',
    ])
  },
}

export const Every: Story = {
  args: {
    features: [
      'cashOnDelivery',
      'sevenDaysReplacement',
      'sevenDaysReturnable',
      'nonReturnable',
      'oneYearWarranty',
      'noWarranty',
      'branded',
    ],
  },
  play: async ({ canvas }) => expect(canvas.getAllByRole('listitem')).toHaveLength(7),
}

export const NonReturnableNoWarranty: Story = {
  args: { features: ['nonReturnable', 'noWarranty'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Non-Returnable')).toBeVisible()
    await expect(canvas.getByText('No Warranty')).toBeVisible()
  },
}

/** No flag on: nothing at all, not an empty list. */
export const None: Story = {
  args: { features: [] },
  play: async ({ canvas }) => expect(canvas.queryByRole('list')).toBeNull(),
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...Every.args },
}
