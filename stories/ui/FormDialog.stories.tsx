import { FormDialog } from '@haat/ui'
import TextField from '@mui/material/TextField'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { expectShown } from './support.ts'

const meta = {
  title: 'UI/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Report Seller',
    onSubmit: fn(),
    onClose: fn(),
    children: <TextField label="Comment (optional)" multiline minRows={3} fullWidth />,
  },
  parameters: { visual: 'page' },
} satisfies Meta<typeof FormDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Submit and Enter send the form; Cancel closes it. */
export const Idle: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Report Seller' })
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** While sending, Cancel is disabled and Escape does not close the dialog. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Report Seller' })
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  args: { error: 'Could not send your report. Please try again.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Could not send your report.')
  },
}

export const LongTitle: Story = {
  args: {
    title: 'Tell us what is wrong with this seller, their products or their store page',
    maxWidth: 'sm',
  },
  play: async () => {
    await expectShown(await screen.findByRole('dialog'))
  },
}
