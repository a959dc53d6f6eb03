import { StoreCard } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/StoreCard',
  component: StoreCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 280 }}>
        <Story />
      </Box>
    ),
  ],
  args: { storeName: 'Chennai Silk House', imageUrl: img('store-1'), href: '/topStore-Page/s-1' },
} satisfies Meta<typeof StoreCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Chennai Silk House/ })
    expect(link).toHaveAttribute('href', '/topStore-Page/s-1')
    // Not the current store: no aria-current, no outline.
    expect(link).not.toHaveAttribute('aria-current')
    expect(getComputedStyle(link.parentElement as HTMLElement, '::after').borderTopStyle).toBe('none')
  },
}

export const NullStoreName: Story = {
  args: { storeName: null, imageUrl: img('store-2') },
  play: async ({ canvas }) => expect(canvas.getByText('Store Name Unavailable')).toBeVisible(),
}

export const LongStoreName: Story = {
  args: { storeName: 'Sri Venkateswara Traders and General Merchants, Vijayawada', imageUrl: img('store-3') },
}

/** The store whose page is shown (the store strip of /topStore-Page): outlined, its link aria-current. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Chennai Silk House/ })
    expect(link).toHaveAttribute('aria-current', 'page')
    expect(getComputedStyle(link.parentElement as HTMLElement, '::after').borderTopStyle).toBe('solid')
  },
}
