import { NEW_ARRIVAL_DESCRIPTION_MAX, NewArrivalProductCard } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { img } from './support.ts'

const LONG_DESCRIPTION =
  'Over-ear wireless headphones with 40 mm drivers, active noise cancellation, 60 hours of playback, fast charging over USB-C and a foldable frame that fits in a backpack.'

const meta = {
  title: 'UI/NewArrivalProductCard',
  component: NewArrivalProductCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ width: 240 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    href: '/product-page/VAR-101',
    name: 'boAt Rockerz 450 Bluetooth On-Ear Headphones',
    imageUrl: img('product-headphones'),
    description: 'Padded ear cushions, 15 hours of playback and a built-in microphone.',
    price: 3990,
    offerPrice: 1499,
    rating: 4.6,
    ratingCount: 1234,
    stock: 42,
  },
} satisfies Meta<typeof NewArrivalProductCard>

export default meta
type Story = StoryObj<typeof meta>

/** The whole card links to the variant's product page; "Sponsored", description, five stars and price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /boAt Rockerz 450/ })
    await expect(link).toHaveAttribute('href', '/product-page/VAR-101')
    await expect(canvas.getByText('Sponsored')).toBeVisible()
    await expect(canvas.getByTestId('product-description')).toHaveTextContent(
      'Padded ear cushions, 15 hours of playback and a built-in microphone.',
    )
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    await expect(canvas.getByText('₹1,499.00')).toBeVisible()
  },
}

/** A description over 102 characters shows its first 102 and an ellipsis. */
export const LongDescription: Story = {
  args: { description: LONG_DESCRIPTION },
  play: async ({ canvas }) => {
    const shown = canvas.getByTestId('product-description').textContent ?? ''
    await expect(shown).toBe(
      'Over-ear wireless headphones with 40 mm drivers, active noise cancellation, 60 hours of playback, fast…',
    )
    await expect(Array.from(shown)).toHaveLength(NEW_ARRIVAL_DESCRIPTION_MAX + 1)
    await expect(shown).not.toContain('backpack')
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/product-page/VAR-101')
  },
}

export const NoRating: Story = {
  args: { rating: 0, ratingCount: undefined, name: 'Handloom Cotton Kurta, Indigo Block Print' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ratings yet')).toBeVisible()
    await expect(canvas.queryByRole('img', { name: /Rated/ })).toBeNull()
  },
}

export const OutOfStock: Story = {
  args: {
    stock: 0,
    name: 'Alphonso Mangoes, Ratnagiri (1 dozen)',
    imageUrl: img('product-mango'),
    description: 'Hand-picked GI-tagged Alphonso mangoes from Ratnagiri, naturally ripened without carbide.',
    price: 1200,
    offerPrice: 999,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="out-of-stock-overlay"]')).not.toBeNull()
    await expect(canvas.getByText('Out of Stock')).toBeVisible()
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/product-page/VAR-101')
  },
}

export const NotSponsored: Story = {
  args: { sponsored: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Sponsored')).toBeNull()
  },
}
