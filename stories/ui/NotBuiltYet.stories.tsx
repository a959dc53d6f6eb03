import { NotBuiltYet } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/NotBuiltYet',
  component: NotBuiltYet,
  tags: ['autodocs'],
  args: { title: 'Recently Viewed' },
} satisfies Meta<typeof NotBuiltYet>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recently Viewed' })).toBeVisible()
    await expect(canvas.getByText('This page is not built yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

export const LongTitle: Story = {
  args: { title: 'Order Inner Cancellation Details For A Very Long Route Name' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390),
}
