import { MyReviewCard, MyReviewEditDialog } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { preventNavigation } from './fixtures/preventNavigation.tsx'
import { expectShown, img } from './support.ts'

const meta = {
  title: 'UI/MyReviewCard',
  component: MyReviewCard,
  tags: ['autodocs'],
  args: {
    productName: 'UrbanKurta Chikankari Kurta',
    productHref: '/product-page/kurta',
    productImage: img('product-kurta'),
    rating: 4,
    title: 'Lovely embroidery',
    comment: 'Fine chikankari work, soft cotton.\nExactly as pictured.',
    date: new Date(Date.UTC(2026, 9, 14, 6, 0, 0)),
    photoCount: 2,
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [preventNavigation],
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof MyReviewCard>

export default meta
type Story = StoryObj<typeof meta>

/** The product (a link to its page), the stars, title, comment, date and photos, and Edit and Delete. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = within(canvas.getByRole('article', { name: 'UrbanKurta Chikankari Kurta' }))
    await expect(card.getByRole('link', { name: 'UrbanKurta Chikankari Kurta' })).toHaveAttribute(
      'href',
      '/product-page/kurta',
    )
    await expect(card.getByText('Lovely embroidery')).toBeVisible()
    await expect(card.getByText(/Reviewed on 14 Oct 2026 · 2 photos/)).toBeVisible()
    await userEvent.click(card.getByRole('button', { name: 'Edit review of UrbanKurta Chikankari Kurta' }))
    await expect(args.onEdit).toHaveBeenCalledTimes(1)
    await userEvent.click(card.getByRole('button', { name: 'Delete review of UrbanKurta Chikankari Kurta' }))
    await expect(args.onDelete).toHaveBeenCalledTimes(1)
  },
}

/** A title without a comment or photos, one star. */
export const TitleOnly: Story = {
  args: { rating: 1, title: 'Stopped working', comment: '', photoCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stopped working')).toBeVisible()
    await expect(canvas.queryByText(/photo/)).toBeNull()
  },
}

/** While its edit or delete is under way, both buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    for (const name of [/^Edit review/, /^Delete review/]) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled()
    }
    await expect(args.onEdit).not.toHaveBeenCalled()
  },
}

/** A long name wraps inside a phone's width. */
export const PhoneLongName: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { productName: 'Griha Living Pre-Seasoned Cast Iron Tawa 28 cm with Long Handle, Induction Ready' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
  },
}

const initial = { rating: 4, title: 'Lovely embroidery', comment: 'Fine work.' }

/** The edit dialog: stars, title and comment filled in; Save sends the trimmed values. */
export const EditDialog: StoryObj<typeof MyReviewEditDialog> = {
  render: (args) => <MyReviewEditDialog {...args} />,
  args: {
    open: true,
    heading: 'Edit your review',
    productName: 'UrbanKurta Chikankari Kurta',
    initial,
    status: 'idle',
    limits: { titleMax: 120, commentMax: 2000 },
    messages: { ratingRequired: 'Rating must be between 1 and 5.', titleRequired: 'Please enter a title' },
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { visual: 'page' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit your review' }))
    const title = dialog.getByRole('textbox', { name: /Title/ })
    await expect(title).toHaveValue('Lovely embroidery')
    await userEvent.clear(title)
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(dialog.getByText('Please enter a title')).toBeVisible())
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(title, '  Even better  ')
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, title: 'Even better', comment: 'Fine work.' }),
    )
  },
}

/** The server refused the edit: its message stays above the buttons. */
export const EditRefused: StoryObj<typeof MyReviewEditDialog> = {
  ...EditDialog,
  args: { ...EditDialog.args, error: 'Review not found' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit your review' }))
    await expectShown(dialog.getByText('Review not found'))
  },
}
