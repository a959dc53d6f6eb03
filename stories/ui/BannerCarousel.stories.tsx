import { BannerCarousel } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { withReducedMotion } from './motion.tsx'
import { img } from './support.ts'

const banners = [
  {
    id: 'b1',
    imageUrl: img('banner-electronics'),
    alt: 'Electronics sale: up to 60% off',
    href: '/categories-page/c-1/Electronics',
  },
  {
    id: 'b2',
    imageUrl: img('banner-fashion'),
    alt: 'Fashion week: new styles from ₹299',
    href: '/categories-page/c-2/Fashion',
  },
  {
    id: 'b3',
    imageUrl: img('banner-grocery'),
    alt: 'Fresh groceries delivered today',
    href: '/product-page/p-77',
  },
]

const meta = {
  title: 'UI/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  args: { banners, status: 'ready', autoplay: false },
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Featured offers' })
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(canvas.getByRole('link', { name: 'Electronics sale: up to 60% off' })).toHaveAttribute(
      'href',
      '/categories-page/c-1/Electronics',
    )
    await expect(canvas.getByRole('button', { name: 'Go to banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Go to banner 3' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pause autoplay' })).toBeNull()
  },
}

export const DotsChangeBanner: Story = {
  play: async ({ canvas, userEvent }) => {
    const hero = canvas.getByRole('region', { name: 'Featured offers' })
    await userEvent.click(canvas.getByRole('button', { name: 'Go to banner 3' }))
    await waitFor(() => expect(hero).toHaveAttribute('data-selected-snap', '2'))
    await expect(canvas.getByRole('button', { name: 'Go to banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Go to banner 1' })).not.toHaveAttribute('aria-current')
    // The banners loop: next from the last goes back to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(hero).toHaveAttribute('data-selected-snap', '0'))
  },
}

export const Loading: Story = {
  args: { status: 'loading', banners: [] },
  play: async ({ canvas }) => expect(canvas.getByText('Loading banners...')).toBeVisible(),
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', banners: [], errorText: 'Network response was not ok.' },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error loading banners: Network response was not ok.',
    ),
}

export const SingleBanner: Story = {
  args: { banners: banners.slice(1, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Fashion week/ })).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  name: 'No banners (renders nothing)',
  args: { banners: [] },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[aria-roledescription]')).toBeNull(),
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { storyPadding: 0 },
  play: async ({ canvas }) => {
    // Edge to edge at 10:3, no arrows on phones (swipe and dots instead), no sideways page scroll.
    const link = canvas.getByRole('link', { name: /Electronics sale/ })
    const { width, height } = link.getBoundingClientRect()
    await expect(Math.abs(width / height - 10 / 3)).toBeLessThan(0.05)
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Autoplay every 3 s with a pause control; hovering pauses it as well. */
export const Autoplay: Story = {
  args: { autoplay: true },
  decorators: [withReducedMotion(false)],
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const hero = canvas.getByRole('region', { name: 'Featured offers' })
    await expect(hero).toHaveAttribute('data-autoplay', 'playing')
    await waitFor(() => expect(hero).toHaveAttribute('data-selected-snap', '1'), { timeout: 4500 })
    await userEvent.click(canvas.getByRole('button', { name: 'Pause autoplay' }))
    await waitFor(() => expect(hero).toHaveAttribute('data-autoplay', 'paused'))
    await expect(canvas.getByRole('button', { name: 'Start autoplay' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Start autoplay' }))
    // Still focused on the control, so it waits until focus and pointer leave.
    await waitFor(() => expect(hero).toHaveAttribute('data-autoplay', 'focused'))
  },
}
