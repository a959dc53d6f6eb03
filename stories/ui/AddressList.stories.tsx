import { AddressList } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { expectShown } from './support.ts'

const address = (houseName: string, pincode: string, state: string, primaryAddress = false) => ({
  name: 'Aarav Sharma',
  phoneNumber: '9876543210',
  alternativePhoneNumber: null,
  typeOfAddress: primaryAddress ? ('Home' as const) : ('Office' as const),
  primaryAddress,
  houseName,
  localArea: 'MG Road',
  landMark: null,
  pincode,
  state,
  country: 'India',
})
const TWO = [
  address('12, Lakeview Apartments', '560001', 'Karnataka', true),
  address('Floor 5, Maker Chambers IV', '400001', 'Maharashtra'),
]
const FOUR = [
  ...TWO,
  address('House 7, Civil Lines', '110054', 'Delhi'),
  address('Villa 3, Kakkanad', '682042', 'Kerala'),
]

const meta = {
  title: 'UI/AddressList',
  component: AddressList,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    addresses: TWO,
    preview: 2,
    messages: {
      noAddress: 'No Address Available',
      seeMore: 'See More Addresses',
      seeLess: 'See Less Addresses',
      defaultLabel: 'Default',
      undeletable: 'The default address cannot be deleted. Make another address the default first.',
      deleteConfirm: 'Do you want to delete this address?',
    },
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressList>

export default meta
type Story = StoryObj<typeof meta>

/** Two addresses, the default first; Edit names its index; Add New Address. */
export const TwoAddresses: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: 'See More Addresses' })).toBeNull()
    await userEvent.click(canvas.getAllByRole('button', { name: /Edit/ })[1] as HTMLElement)
    await expect(args.onEdit).toHaveBeenCalledWith(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Address' }))
    await expect(args.onAdd).toHaveBeenCalledOnce()
  },
}

/** More than two: two shown, See More shows the rest and becomes See Less. */
export const Many: Story = {
  args: { addresses: FOUR },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    const toggle = canvas.getByRole('button', { name: 'See More Addresses' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await userEvent.click(canvas.getByRole('button', { name: 'See Less Addresses' }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

const officeDelete = (canvas: { getAllByRole: typeof screen.getAllByRole }) =>
  canvas.getAllByRole('button', { name: /Delete/ })[1] as HTMLElement

/** Delete asks first: Cancel changes nothing, Delete passes the index on. */
export const DeleteConfirm: Story = {
  parameters: { visual: 'page' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(officeDelete(canvas))
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete address' }))
    await expectShown(dialog.getByText('Do you want to delete this address?'))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(officeDelete(canvas))
    dialog = within(await screen.findByRole('dialog', { name: 'Delete address' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    await expect(args.onDelete).toHaveBeenCalledWith(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Shown again for the screenshot: the question as the shopper sees it.
    await userEvent.click(officeDelete(canvas))
    await screen.findByRole('dialog', { name: 'Delete address' })
  },
}

/** The only address may go even though it is the default. */
export const OnlyAddress: Story = {
  args: { addresses: TWO.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Delete/ })).toBeEnabled()
  },
}

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Address Available')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading addresses' })).toBeInTheDocument()
  },
}

export const LoadError: Story = {
  args: { status: 'error', errorText: 'Your addresses could not be loaded. HTTP 500' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your addresses could not be loaded. HTTP 500')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The checkouts' variant: radios choose one address. */
export const Selectable: Story = {
  args: { selectedIndex: 0, onSelect: fn(), onDelete: undefined },
  play: async ({ canvas, args, userEvent }) => {
    const radios = canvas.getAllByRole('radio')
    await expect(radios[0]).toBeChecked()
    await userEvent.click(radios[1] as HTMLElement)
    await expect(args.onSelect).toHaveBeenCalledWith(1)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { addresses: FOUR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'See More Addresses' })).toBeVisible()
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    }
  },
}
