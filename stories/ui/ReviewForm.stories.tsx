import { ReviewForm } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { expectShown } from './support.ts'

// The storefront passes the contract's limits and texts; the stories spell the same values.
const limits = { titleMax: 120, commentMax: 2000, photosMax: 3 }
const messages = {
  ratingRequired: 'Rating must be a whole number from 1 to 5.',
  titleRequired: 'Review is required.',
  tooManyPhotos: 'Upload at most 3 photos at a time.',
}
const photo = (name: string, bytes = 200_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })

const meta = {
  title: 'UI/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  args: {
    open: true,
    status: 'idle',
    limits,
    messages,
    accept: 'image/jpeg,image/png,image/webp',
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { visual: 'page' },
} satisfies Meta<typeof ReviewForm>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.findByRole('dialog', { name: 'Rate this product' })

export const Empty: Story = {
  play: async () => {
    const d = await dialog()
    await expectShown(within(d).getByRole('group', { name: /Your rating/ }))
    await expect(within(d).getByRole('textbox', { name: /Title/ })).toBeRequired()
    await expect(within(d).getByRole('textbox', { name: 'Comment (optional)' })).not.toBeRequired()
    await expect(within(d).getByLabelText(/Add photos/)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    )
  },
}

/** Stars and a title are required: nothing is sent without them. */
export const RequiresStarsAndTitle: Story = {
  play: async ({ args, userEvent }) => {
    const d = await dialog()
    await userEvent.click(within(d).getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expectShown(within(d).getByText('Rating must be a whole number from 1 to 5.'))
    await expect(within(d).getByText('Review is required.')).toBeVisible()
  },
}

/** Photos are listed with a remove button each; the values go out together. */
export const SubmitWithPhotos: Story = {
  play: async ({ args, userEvent }) => {
    const d = await dialog()
    await userEvent.click(within(d).getByText('4 stars').closest('label') as HTMLElement)
    await userEvent.type(within(d).getByRole('textbox', { name: /Title/ }), '  Great bass  ')
    await userEvent.type(within(d).getByRole('textbox', { name: 'Comment (optional)' }), 'Lasts a week.')
    const input = within(d).getByLabelText(/Add photos/)
    await userEvent.upload(input, [photo('front.jpg'), photo('side.jpg', 3_000_000)])
    const list = within(d).getByRole('list', { name: 'Chosen photos' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(list).getByText(/2\.9 MB/)).toBeVisible()
    await userEvent.click(within(d).getByRole('button', { name: 'Remove front.jpg' }))
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await userEvent.click(within(d).getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]
    await expect(values.rating).toBe(4)
    await expect(values.title).toBe('Great bass')
    await expect(values.comment).toBe('Lasts a week.')
    await expect(values.photos.map((f: File) => f.name)).toEqual(['side.jpg'])
  },
}

/** More photos than allowed: the first ones are kept and the limit is said. */
export const TooManyPhotos: Story = {
  play: async ({ userEvent }) => {
    const d = await dialog()
    await userEvent.upload(within(d).getByLabelText(/Add photos/), [
      photo('1.jpg'),
      photo('2.jpg'),
      photo('3.jpg'),
      photo('4.jpg'),
    ])
    await expect(
      within(within(d).getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem'),
    ).toHaveLength(3)
    await waitFor(() => expect(within(d).getByText('Upload at most 3 photos at a time.')).toBeVisible())
    await expect(within(d).getByLabelText(/Add photos/)).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: { status: 'submitting', initial: { rating: 5, title: 'Perfect', comment: 'Loved it' } },
  play: async () => {
    const d = await dialog()
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(within(d).getByRole('textbox', { name: /Title/ })).toHaveAttribute('readonly')
    await expect(within(d).getByRole('radio', { name: '5 stars' })).toBeChecked()
  },
}

export const ServerError: Story = {
  args: { error: 'This product cannot be rated as it is not purchased.' },
  play: async () => {
    const d = await dialog()
    await expect(within(d).getByRole('alert')).toHaveTextContent(
      'This product cannot be rated as it is not purchased.',
    )
  },
}

export const Cancel: Story = {
  // No baseline: the play function ends with the dialog closed, so there is nothing of it to see.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const d = await dialog()
    await userEvent.click(within(d).getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { initial: { rating: 4, title: 'Good value', comment: '' } },
  play: async () => {
    await dialog()
  },
}
