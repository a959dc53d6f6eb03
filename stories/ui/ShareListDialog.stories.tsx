import { LINK_COPIED_MESSAGE } from '@haat/contract/core'
import { ShareListDialog } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, within } from 'storybook/test'
import { expectShown, findShownDialog } from './support.ts'

const LINK = 'https://shop.example.com/shared-list/q3Zr8WmVb0tYkLx2Hn5aPe7C'

const meta = {
  title: 'UI/ShareListDialog',
  component: ShareListDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    listName: 'Birthday wishes',
    link: LINK,
    messages: { copied: LINK_COPIED_MESSAGE },
    onCopy: fn(),
    onStopSharing: fn(),
    onClose: fn(),
  },
  parameters: { visual: 'page' },
} satisfies Meta<typeof ShareListDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => within(await findShownDialog('Share “Birthday wishes”'))

/** The link in a read-only field, selected when focused so it can be copied by hand too. */
export const Link: Story = {
  play: async ({ userEvent }) => {
    const view = await dialog()
    const field = view.getByRole('textbox', { name: 'Link to this list' })
    await expect(field).toHaveValue(LINK)
    await expect(field).toHaveAttribute('readonly')
    await userEvent.type(field, 'typed')
    await expect(field).toHaveValue(LINK)
    await userEvent.click(field)
    const input = field as HTMLInputElement
    await expect((input.selectionEnd ?? 0) - (input.selectionStart ?? 0)).toBe(LINK.length)
  },
}

/** Copy says "Link copied" once the page has copied (the story plays the page's part). */
export const Copy: Story = {
  render: function CopyingDialog(args) {
    const [copied, setCopied] = useState(false)
    return (
      <ShareListDialog
        {...args}
        copied={copied}
        onCopy={() => {
          args.onCopy()
          setCopied(true)
        }}
      />
    )
  },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Copy link' }))
    await expect(args.onCopy).toHaveBeenCalledOnce()
    await expect(view.getByRole('button', { name: LINK_COPIED_MESSAGE })).toBeVisible()
    await expect(view.getByRole('status')).toHaveTextContent(LINK_COPIED_MESSAGE)
  },
}

export const StopSharing: Story = {
  // No baseline: the play function ends with the dialog closed, so there is nothing of it to see.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Stop sharing' }))
    await expect(args.onStopSharing).toHaveBeenCalledOnce()
    await userEvent.click(view.getByRole('button', { name: 'Done' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** While sharing stops the dialog stays; a refusal shows in it. */
export const Stopping: Story = {
  args: { stopping: true, error: 'This list was not found.' },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await expect(view.getByRole('button', { name: 'Done' })).toBeDisabled()
    await expect(view.getByRole('alert')).toHaveTextContent('This list was not found.')
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { listName: 'Diwali gifts for the whole family, and a few for the neighbours', copied: true },
  play: async () => {
    const view = within(await screen.findByRole('dialog'))
    const field = view.getByRole('textbox', { name: 'Link to this list' })
    // The field and the button stack: neither is squeezed off the screen.
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    await expectShown(view.getByRole('button', { name: LINK_COPIED_MESSAGE }))
  },
}
