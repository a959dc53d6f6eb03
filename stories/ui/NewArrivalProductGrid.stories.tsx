import { type NewArrivalProductCardProps, NewArrivalProductGrid } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const pictures = ['phone', 'laptop', 'headphones', 'shirt', 'saree', 'shoe', 'watch', 'cricket']

const products: NewArrivalProductCardProps[] = pictures.map((picture, i) => ({
  href: `/product-page/VAR-${i + 1}`,
  name: `Haat ${picture} ${i + 1}`,
  imageUrl: img(`product-${picture}`),
  description:
    i % 2 === 0
      ? `A new ${picture} of the season with a one-year warranty, free delivery across India and easy seven-day returns on every order.`
      : `The new ${picture}, just launched.`,
  price: 1000 + i * 500,
  offerPrice: 800 + i * 400,
  rating: i === 3 ? 0 : 3.5 + (i % 3) * 0.5,
  stock: i === 5 ? 0 : 20,
}))

const meta = {
  title: 'UI/NewArrivalProductGrid',
  component: NewArrivalProductGrid,
  tags: ['autodocs'],
  args: { status: 'ready', products },
} satisfies Meta<typeof NewArrivalProductGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(products.length)
    await expect(canvas.getByRole('link', { name: /Haat phone 1/ })).toHaveAttribute(
      'href',
      '/product-page/VAR-1',
    )
    await expect(canvas.getAllByText('Sponsored')).toHaveLength(products.length)
  },
}

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading products' })).toBeVisible()
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(8)
  },
}

export const Empty: Story = {
  args: { status: 'empty', products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Products Found')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', products: [], errorText: 'Error: New arrival not found.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: New arrival not found.')
  },
}
