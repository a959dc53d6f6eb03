import { SellerReviewList } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/SellerReviewList',
  component: SellerReviewList,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    page: 1,
    pageCount: 3,
    onPage: fn(),
    ratings: [
      {
        id: 'r1',
        name: 'Priya S.',
        rating: 5,
        review: 'Fast delivery',
        comment: 'Packed well, arrived in two days.',
      },
      { id: 'r2', name: null, rating: 3, review: 'Okay', comment: '' },
      {
        id: 'r3',
        name: 'Rahul',
        rating: 4,
        review: 'Good seller',
        comment:
          'A very long comment that goes on about the packaging, the delivery partner and the product itself so that it has to wrap onto several lines on a phone.',
      },
    ],
  },
} satisfies Meta<typeof SellerReviewList>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Reviews' }).children).toHaveLength(3)
    await expect(canvas.getByText('Haat shopper')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading reviews' })).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { ratings: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible()
  },
}

export const ErrorState: Story = {
  args: { status: 'error', errorText: 'Could not load the reviews. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the reviews.')
  },
}
