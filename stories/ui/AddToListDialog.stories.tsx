import { LIST_NAME_MAX, LIST_NAME_REQUIRED_MESSAGE, NO_LIST_FOUND_MESSAGE } from '@haat/contract/core'
import { AddToListDialog } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { expectShown } from './support.ts'

const lists = [
  { id: 'birthday', name: 'Birthday wishes', hasProduct: false },
  { id: 'home', name: 'New flat', hasProduct: true },
  { id: 'diwali', name: 'Diwali gifts for the family', hasProduct: false },
]

const meta = {
  title: 'UI/AddToListDialog',
  component: AddToListDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    productName: 'boAt Rockerz 450 Bluetooth On-Ear Headphones with Mic, 15 Hours Playback',
    status: 'ready',
    lists,
    nameMax: LIST_NAME_MAX,
    messages: { nameRequired: LIST_NAME_REQUIRED_MESSAGE, noLists: NO_LIST_FOUND_MESSAGE },
    onAdd: fn(),
    onCreate: fn(),
    onClose: fn(),
  },
  parameters: { visual: 'page' },
} satisfies Meta<typeof AddToListDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Add to list' }))

/** Add waits for a list; a list that already holds the product says so and cannot be picked. */
export const PickAList: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    const add = view.getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(view.getByRole('radio', { name: /New flat/ })).toBeDisabled()
    await expectShown(view.getByText('Already in this list'))
    await userEvent.click(view.getByRole('radio', { name: 'Diwali gifts for the family' }))
    await expect(add).toBeEnabled()
    await userEvent.click(add)
    await expect(args.onAdd).toHaveBeenCalledWith('diwali')
  },
}

/** Save stays disabled, saying the name is required, while the name is empty or blank. */
export const NameRequired: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Create new list' }))
    const field = view.getByRole('textbox', { name: 'New list name' })
    await expect(field).toHaveFocus()
    await expect(view.getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.type(field, '  ')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(LIST_NAME_REQUIRED_MESSAGE))
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

/** A name makes the list (trimmed); Add is not involved. */
export const CreateNewList: Story = {
  // No baseline: it ends after the dialog handed the new list on; PickAList and Refused hold its looks.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Create new list' }))
    const field = view.getByRole('textbox', { name: 'New list name' })
    const save = view.getByRole('button', { name: 'Save' })
    await expect(save).toBeDisabled()
    await expect(field).toHaveAccessibleDescription(new RegExp(LIST_NAME_REQUIRED_MESSAGE))
    await userEvent.type(field, '   ')
    await expect(save).toBeDisabled()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(field, '{Enter}')
    await expect(args.onCreate).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, '  Office desk  ')
    await expect(save).toBeEnabled()
    await expect(view.queryByText(LIST_NAME_REQUIRED_MESSAGE)).not.toBeInTheDocument()
    await userEvent.click(save)
    await expect(args.onCreate).toHaveBeenCalledWith('Office desk')
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

/** A name cannot grow past the limit. */
export const LongName: Story = {
  // No baseline: it checks typed characters stop at the limit; the picture is PickAList with a long name, after clicks whose ripples vary.
  parameters: { visual: false },
  play: async ({ userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Create new list' }))
    const field = view.getByRole('textbox', { name: 'New list name' })
    await userEvent.type(field, 'x'.repeat(LIST_NAME_MAX + 5))
    await expect(field).toHaveValue('x'.repeat(LIST_NAME_MAX))
    await expect(view.getByText(`${LIST_NAME_MAX}/${LIST_NAME_MAX}`)).toBeVisible()
  },
}

/** A shopper without lists is told so and can make the first one. */
export const NoListsYet: Story = {
  args: { lists: [] },
  play: async () => {
    const view = await dialog()
    await expectShown(view.getByText(NO_LIST_FOUND_MESSAGE))
    await expect(view.getByRole('button', { name: 'Create new list' })).toBeEnabled()
    await expect(view.getByRole('button', { name: 'Add' })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { status: 'loading', lists: [] },
  play: async () => {
    const view = await dialog()
    await expect(view.getByTestId('lists-loading')).toHaveAttribute('aria-busy', 'true')
    await expect(view.getByRole('button', { name: 'Add' })).toBeDisabled()
  },
}

/** While an add is sent everything waits, and the dialog cannot be closed. */
export const Adding: Story = {
  args: { busy: 'adding' },
  // A distinct state that can have a baseline: record it with -u on a quiet machine, look at it, drop this line.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(view.getByRole('button', { name: 'Create new list' })).toBeDisabled()
    for (const radio of view.getAllByRole('radio')) await expect(radio).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** The server's refusal shows in the dialog, which stays open for another try. */
export const Refused: Story = {
  args: { error: 'You already have a list named "Birthday wishes".' },
  play: async () => {
    const view = await dialog()
    await expect(view.getByRole('alert')).toHaveTextContent(
      'You already have a list named "Birthday wishes".',
    )
    await expect(view.getByRole('radio', { name: 'Birthday wishes' })).toBeEnabled()
  },
}

/** The lists could not be read: the reason shows, and a new list can still be made. */
export const LoadFailed: Story = {
  args: { status: 'error', lists: [], error: 'Network error: the server could not be reached' },
  // A distinct state that can have a baseline: record it with -u on a quiet machine, look at it, drop this line.
  parameters: { visual: false },
  play: async () => {
    const view = await dialog()
    await expect(view.getByRole('alert')).toHaveTextContent('Network error')
    await expect(view.queryByRole('radiogroup')).not.toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Create new list' })).toBeEnabled()
  },
}

export const Cancel: Story = {
  // No baseline: the play function ends with the dialog closed, so there is nothing of it to see.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: 'Cancel' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ userEvent }) => {
    const view = await dialog()
    await userEvent.click(view.getByRole('radio', { name: 'Birthday wishes' }))
    await expect(view.getByRole('button', { name: 'Add' })).toBeEnabled()
  },
}
