import { AddressCard } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const HOME = {
  name: 'Aarav Sharma',
  phoneNumber: '9876543210',
  alternativePhoneNumber: '9123456780',
  typeOfAddress: 'Home' as const,
  primaryAddress: true,
  houseName: '12, Lakeview Apartments',
  localArea: 'MG Road',
  landMark: 'Opposite Trinity Metro',
  pincode: '560001',
  state: 'Karnataka',
  country: 'India',
}
const OFFICE = {
  ...HOME,
  typeOfAddress: 'Office' as const,
  primaryAddress: false,
  alternativePhoneNumber: null,
  houseName: 'Floor 5, Maker Chambers IV',
  localArea: 'Nariman Point',
  landMark: null,
  pincode: '400001',
  state: 'Maharashtra',
}
const UNDELETABLE = 'The default address cannot be deleted. Make another address the default first.'

const meta = {
  title: 'UI/AddressCard',
  component: AddressCard,
  tags: ['autodocs'],
  args: {
    address: HOME,
    messages: { defaultLabel: 'Default', undeletable: UNDELETABLE },
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCard>

export default meta
type Story = StoryObj<typeof meta>

/** The default address: labelled Default, Home, its numbers with +91; Delete refused with the reason. */
export const DefaultAddress: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Aarav Sharma' })).toBeVisible()
    await expect(canvas.getByText('Default')).toBeVisible()
    await expect(canvas.getByText('Home')).toBeVisible()
    await expect(canvas.getByText('12, Lakeview Apartments, MG Road, Opposite Trinity Metro')).toBeVisible()
    await expect(canvas.getByText('Karnataka – 560001')).toBeVisible()
    await expect(canvas.getByText('Phone: +91 9876543210')).toBeVisible()
    await expect(canvas.getByText('Alternative: +91 9123456780')).toBeVisible()
    const remove = canvas.getByRole('button', { name: /Delete/ })
    await expect(remove).toBeDisabled()
    await expect(remove).toHaveAccessibleDescription(UNDELETABLE)
    await userEvent.click(canvas.getByRole('button', { name: /Edit/ }))
    await expect(args.onEdit).toHaveBeenCalledOnce()
  },
}

/** Another address: Office, no Default, No Alternative Number, and Delete offered. */
export const OtherAddress: Story = {
  args: { address: OFFICE },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText('Default')).toBeNull()
    await expect(canvas.getByText('Office')).toBeVisible()
    await expect(canvas.getByText('No Alternative Number')).toBeVisible()
    await expect(canvas.queryByText(UNDELETABLE)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the address of Aarav Sharma' }))
    await expect(args.onDelete).toHaveBeenCalledOnce()
  },
}

/** The checkouts' variant: a radio named by the card chooses the address. */
export const Selectable: Story = {
  args: { address: OFFICE, selectable: { name: 'delivery-address', selected: false, onSelect: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: 'Aarav Sharma' })
    await expect(radio).not.toBeChecked()
    await userEvent.click(radio)
    await expect(args.selectable?.onSelect).toHaveBeenCalledOnce()
  },
}

export const Selected: Story = {
  args: { selectable: { name: 'delivery-address', selected: true, onSelect: fn() }, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Aarav Sharma' })).toBeChecked()
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull()
  },
}

/** While the delete is on its way both buttons wait. */
export const Deleting: Story = {
  args: { address: OFFICE, deleting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Edit/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: /Delete/ })).toBeDisabled()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    address: {
      ...HOME,
      houseName: 'Flat 1402, Tower B, Prestige Shantiniketan Residential Enclave',
      landMark: 'Behind the Whitefield Main Road bus depot',
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Aarav Sharma' }).closest('div')
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0)
    await expect(canvas.getByText(UNDELETABLE)).toBeVisible()
  },
}
