import { StoreHeader } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/StoreHeader',
  component: StoreHeader,
  tags: ['autodocs'],
  args: {
    storeName: 'Sound Bazaar',
    imageUrl: img('store-1'),
    since: new Date(Date.UTC(2021, 2, 12)),
    average: 4.3,
    count: 1234,
  },
} satisfies Meta<typeof StoreHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sound Bazaar' })).toBeVisible()
    await expect(canvas.getByText('Selling on Haat since March 2021')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible()
    await expect(canvas.getByText('(1,234)')).toBeVisible()
  },
}

export const UnnamedNoRatings: Story = {
  args: { storeName: null, average: 0, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unnamed Store' })).toBeVisible()
    await expect(canvas.getByText('No ratings yet')).toBeVisible()
  },
}

export const LongName: Story = {
  args: { storeName: 'Shree Ganesh Handloom and Handicraft Emporium Private Limited, Varanasi' },
  globals: { viewport: { value: 'phone' } },
}
