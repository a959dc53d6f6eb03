import { OfferBanner } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { preventNavigation } from './fixtures/preventNavigation.tsx'
import { img } from './support.ts'

const meta = {
  title: 'UI/OfferBanner',
  component: OfferBanner,
  tags: ['autodocs'],
  args: {
    headline: 'Electronics: up to 45% off',
    subline: 'Smartphones, audio and accessories from trusted sellers, delivered across India.',
    bannerUrl: img('banner-art-electronics'),
    linkLabel: 'Shop all Electronics',
    href: '/categories-page/CAT1001/Electronics',
  },
  decorators: [preventNavigation],
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof OfferBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The offer is real text with a real link button; the artwork is decoration held at 10:3 and fetched first. */
export const WithArtwork: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Electronics: up to 45% off' })).toBeVisible()
    await expect(canvas.getByText(/Smartphones, audio and accessories/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Shop all Electronics' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1001/Electronics',
    )
    const art = canvas.getByRole('presentation')
    await expect(art).toHaveAttribute('fetchpriority', 'high')
    const { width, height } = art.getBoundingClientRect()
    await expect(Math.round((width / height) * 10) / 10).toBe(3.3)
  },
}

/** A category without artwork shows the same words on a plain band. */
export const WithoutArtwork: Story = {
  args: { bannerUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('presentation')).toBeNull()
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Shop all Electronics' })).toBeVisible()
  },
}

/** While the category is not known yet, a placeholder of the banner's box. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('offer-banner-loading')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}
