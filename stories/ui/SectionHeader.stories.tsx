import { SectionHeader } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/SectionHeader',
  component: SectionHeader,
  tags: ['autodocs'],
  args: { title: 'Top Deals', viewAllHref: '/top-deals' },
} satisfies Meta<typeof SectionHeader>

export default meta
type Story = StoryObj<typeof meta>

export const WithViewAll: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Top Deals' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View All Top Deals' })).toHaveAttribute(
      'href',
      '/top-deals',
    )
  },
}

export const TitleOnly: Story = {
  args: { title: 'Featured Products', viewAllHref: undefined },
  play: async ({ canvas }) => expect(canvas.queryByRole('link')).toBeNull(),
}

export const LongTitleOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { title: 'Limited Time Offer on Festive Season Essentials', viewAllHref: '/limited-time-deals' },
}
