import { TopBrandCard } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/TopBrandCard',
  component: TopBrandCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 200 }}>
        <Story />
      </Box>
    ),
  ],
  args: { brandName: 'Desi Threads', logoUrl: img('logo-3'), href: '/topbrand-products-page/b-3' },
} satisfies Meta<typeof TopBrandCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upto 20% OFF')).toBeVisible()
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/topbrand-products-page/b-3')
  },
}

export const LongName: Story = {
  args: { brandName: 'Bharat Electricals and Home Appliances Private Limited' },
}
