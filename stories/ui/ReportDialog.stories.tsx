import { ReportDialog } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { expectShown } from './support.ts'

const meta = {
  title: 'UI/ReportDialog',
  component: ReportDialog,
  tags: ['autodocs'],
  args: { open: true, title: 'Report Seller', status: 'idle', onSubmit: fn(), onClose: fn() },
  parameters: { visual: 'page' },
} satisfies Meta<typeof ReportDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The four issues of the specification; nothing is sent until one is chosen. */
export const RefusesWithoutIssue: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Report Seller' })
    for (const issue of [
      'Incorrect Informations',
      'Counterfeit Products',
      'Copyright & Trademarks violation',
      'Others',
    ])
      await expect(screen.getByRole('radio', { name: issue })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expectShown(await screen.findByText('Please choose an issue.'))
    await expectShown(dialog)
  },
}

/** An issue and a comment are sent together. */
export const Submit: Story = {
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Report Seller' })
    await userEvent.click(screen.getByRole('radio', { name: 'Counterfeit Products' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Fake boAt earphones')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      issue: 'Counterfeit Products',
      comment: 'Fake boAt earphones',
    })
  },
}

export const Submitting: Story = {
  args: { status: 'submitting' },
  parameters: { visual: false },
  play: async () => {
    await screen.findByRole('dialog')
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

export const ServerError: Story = {
  args: { error: 'Please sign in to report a seller.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to report a seller.')
  },
}

export const Cancel: Story = {
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}
