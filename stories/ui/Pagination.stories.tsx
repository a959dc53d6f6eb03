import { Pagination } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 3,
    pageCount: 10,
    hrefFor: (page: number) => `/categories-page/CAT1/Electronics?page=${page}`,
    onPage: fn(),
  },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

/** Every page is a link with its own address; the current one is marked. */
export const Middle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Go to page 4' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1/Electronics?page=4',
    )
    await expect(canvas.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1/Electronics?page=2',
    )
    await expect(canvas.getByRole('link', { name: 'Page 3, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const link = canvas.getByRole('link', { name: 'Go to page 10' })
    link.addEventListener('click', (e) => e.preventDefault(), { once: true })
    await userEvent.click(link)
    await expect(args.onPage).toHaveBeenCalledWith(10)
  },
}

/** On the first page the previous arrow is disabled and not a link. */
export const First: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Go to previous page' })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'Go to next page' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1/Electronics?page=2',
    )
  },
}

/** A single page needs no pagination. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  // No baseline: the story renders nothing, which a screenshot cannot hold.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument()
  },
}
