import { ReviewCard } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { img } from './support.ts'

const meta = {
  title: 'UI/ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  args: {
    review: {
      id: 'r1',
      name: 'Ananya Iyer',
      rating: 4,
      title: 'Great bass, comfortable for hours',
      comment: 'Battery easily lasts a week of commuting. The ear cushions get a little warm in summer.',
      date: '2026-11-18T09:30:00Z',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Great bass, comfortable for hours' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    await expect(canvas.getByText(/Battery easily lasts/)).toBeVisible()
    await expect(canvas.getByText('Ananya Iyer', { exact: false })).toBeVisible()
    await expect(canvas.getByText('18 Nov 2026')).toHaveAttribute('datetime', '2026-11-18T09:30:00.000Z')
  },
}

/** A photo opens large in a dialog, which closes again. */
export const WithPhotos: Story = {
  parameters: { visual: 'page' },
  args: {
    review: {
      id: 'r2',
      name: 'Rohit Verma',
      rating: 3.5,
      title: 'Good, but the box was damaged',
      date: '2026-10-02T12:00:00Z',
      photos: [{ src: img('product-headphones') }, { src: img('product-watch') }],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const photos = within(canvas.getByRole('list', { name: 'Photos by Rohit Verma' })).getAllByRole('button')
    await expect(photos).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 2 of 2 by Rohit Verma' }))
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 2 by Rohit Verma' })
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', img('product-watch'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(canvas.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible()
  },
}

/** No name and no comment: "Haat shopper", and no empty paragraph. */
export const Anonymous: Story = {
  args: {
    review: { id: 'r3', name: '  ', rating: 5, title: 'Perfect', comment: '', date: 1_763_000_000_000 },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Haat shopper/)).toBeVisible()
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1)
  },
}

export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    review: {
      id: 'r4',
      name: 'Venkatanarasimharajuvaripeta Subrahmanyam',
      rating: 2,
      title: 'Stopped charging after two weeksssssssssssssssssssssssssssssssssssssssssss',
      comment:
        'I bought these for my daily commute. After two weeks the left cup stopped charging and the seller asked me to ship them back at my own cost, which took another ten days to sort out with customer care.',
      date: '2026-09-12T12:00:00Z',
    },
  },
  play: async ({ canvasElement }) =>
    expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth),
}
