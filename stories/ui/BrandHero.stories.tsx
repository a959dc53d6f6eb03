import { BrandHero } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { dateOf, img } from './support.ts'

const meta = {
  title: 'UI/BrandHero',
  component: BrandHero,
  tags: ['autodocs'],
  args: {
    brandName: 'boAt',
    logoUrl: img('logo-1'),
    bannerUrl: img('brand-hero-1'),
    isVerified: true,
    isBestSeller: true,
    joinedDate: '2021-03-12T10:00:00.000Z',
    onReport: fn(),
  },
  // The date picker hands back epoch milliseconds: turned back into a date for the component.
  argTypes: { joinedDate: { control: 'date' } },
  render: ({ joinedDate, ...args }) => <BrandHero {...args} joinedDate={dateOf(joinedDate)} />,
} satisfies Meta<typeof BrandHero>

export default meta
type Story = StoryObj<typeof meta>

export const VerifiedBestSeller: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // The brand's own hero artwork, held at 4:1 so the page never moves when it loads.
    const hero = canvasElement.querySelector('header img') as HTMLImageElement
    await expect(hero).toHaveAttribute('src', img('brand-hero-1'))
    const { width, height } = hero.getBoundingClientRect()
    await expect(Math.abs(width / height - 4)).toBeLessThan(0.02)
    await expect(canvas.getByRole('heading', { name: 'boAt' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Verified brand' })).toBeVisible()
    await expect(canvas.getByText('Best Seller')).toBeVisible()
    await expect(canvas.getByText('Joined on 12 March 2021')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }))
    await expect(args.onReport).toHaveBeenCalledOnce()
  },
}

export const PlainNoBanner: Story = {
  args: {
    brandName: 'Shree Ganesh Handloom and Handicraft Emporium Private Limited',
    bannerUrl: null,
    isVerified: false,
    isBestSeller: false,
    joinedDate: new Date(Date.UTC(2024, 0, 5)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'Verified brand' })).not.toBeInTheDocument()
    await expect(canvas.queryByText('Best Seller')).not.toBeInTheDocument()
    await expect(canvas.getByText('Joined on 5 January 2024')).toBeVisible()
  },
}

/** A brand selling one kind of thing: its hero shows that one emoji, big, in the brand's colour. */
export const OneKindOfProduct: Story = {
  args: {
    brandName: 'Kaveri Home',
    logoUrl: img('logo-2'),
    bannerUrl: img('brand-hero-2'),
    isBestSeller: false,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Kaveri Home' })).toBeVisible()
    await expect(canvasElement.querySelector('header img')).toHaveAttribute('src', img('brand-hero-2'))
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const hero = canvasElement.querySelector('header img') as HTMLImageElement
    const { width, height } = hero.getBoundingClientRect()
    await expect(Math.abs(width / height - 4)).toBeLessThan(0.05)
    await expect(canvas.getByRole('heading', { name: 'boAt' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
