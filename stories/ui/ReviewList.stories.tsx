import { type ProductReview, ReviewList } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

const reviews: ProductReview[] = [
  {
    id: 'r1',
    name: 'Ananya Iyer',
    rating: 5,
    title: 'Great bass, comfortable for hours',
    comment: 'Battery easily lasts a week of commuting.',
    date: '2026-11-18T09:30:00Z',
  },
  { id: 'r2', name: 'Rohit Verma', rating: 4, title: 'Good value', date: '2026-11-02T09:30:00Z' },
  {
    id: 'r3',
    name: null,
    rating: 2,
    title: 'Left cup stopped charging',
    comment: 'Replaced under warranty.',
    date: '2026-10-21T09:30:00Z',
  },
]

const meta = {
  title: 'UI/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  args: { status: 'ready', reviews, filter: 'all', onFilter: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(
      3,
    )
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Choosing a star count is an event; choosing the chosen one again does not clear it. */
export const FilterEvents: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Show reviews with' })
    const names = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent)
    await expect(names).toEqual(['All', '5★ stars', '4★ stars', '3★ stars', '2★ stars', '1★ stars'])
    await userEvent.click(canvas.getByRole('button', { name: '4 stars' }))
    await expect(args.onFilter).toHaveBeenLastCalledWith(4)
    await userEvent.click(canvas.getByRole('button', { name: 'All' }))
    await expect(args.onFilter).toHaveBeenCalledTimes(1)
  },
}

export const Filtered: Story = {
  args: { filter: 2, reviews: reviews.slice(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '2 stars' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getAllByTestId('review-card')).toHaveLength(1)
  },
}

export const Empty: Story = {
  args: { filter: 1, reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Reviews Found')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Reviews' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', reviews: [] },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('region', { name: 'Loading reviews' })).toHaveAttribute('aria-busy', 'true'),
}

export const Failed: Story = {
  args: { status: 'error', reviews: [] },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the reviews.'),
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }
