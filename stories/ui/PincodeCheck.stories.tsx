import { PincodeCheck } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

// The storefront passes the contract's texts; the stories spell the same words.
const messages = { partial: 'Pincode must be 6 digits.', required: 'Please enter a pincode' }

const meta = {
  title: 'UI/PincodeCheck',
  component: PincodeCheck,
  tags: ['autodocs'],
  args: { messages, onCheck: fn() },
} satisfies Meta<typeof PincodeCheck>

export default meta
type Story = StoryObj<typeof meta>

/** Only digits go in, at most six; Check is enabled at exactly six and sends them. */
export const TypesSixDigits: Story = {
  // The click's ripple would make the picture vary; PartlyTyped holds the look.
  parameters: { visual: false },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Delivery pincode' })
    const check = canvas.getByRole('button', { name: 'Check' })
    await expect(check).toBeDisabled()
    await userEvent.type(field, '56a0-03')
    await expect(field).toHaveValue('56003')
    await expect(canvas.getByText('Pincode must be 6 digits.')).toBeVisible()
    await expect(check).toBeDisabled()
    await userEvent.type(field, '49')
    await expect(field).toHaveValue('560034')
    await expect(canvas.queryByText('Pincode must be 6 digits.')).toBeNull()
    await expect(check).toBeEnabled()
    await userEvent.click(check)
    await expect(args.onCheck).toHaveBeenCalledOnce()
    await expect(args.onCheck).toHaveBeenCalledWith('560034')
  },
}

/** The red hint while a pincode is partly typed. */
export const PartlyTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Delivery pincode' }), '5600')
    await expect(canvas.getByRole('textbox', { name: 'Delivery pincode' })).toHaveAccessibleDescription(
      'Pincode must be 6 digits.',
    )
  },
}

/** Enter in the empty field asks for a pincode and sends nothing. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Delivery pincode' }), '{Enter}')
    await expect(canvas.getByText('Please enter a pincode')).toBeVisible()
    await expect(args.onCheck).not.toHaveBeenCalled()
  },
}

export const Checking: Story = {
  args: { initialPincode: '560034', checking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Check/ })).toBeDisabled()
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument()
  },
}

export const Deliverable: Story = {
  args: {
    initialPincode: '560034',
    result: {
      kind: 'deliverable',
      message: 'This Pincode Is Deliverable',
      detail: 'Delivery by Thu, 3 Dec if ordered before 5 PM',
    },
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent('This Pincode Is Deliverable')
    await expect(status).toHaveTextContent('Delivery by Thu, 3 Dec')
  },
}

export const NotDeliverable: Story = {
  args: {
    initialPincode: '999999',
    result: { kind: 'notDeliverable', message: 'Sorry, delivery is not available in this pincode.' },
  },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('status')).toHaveTextContent('Sorry, delivery is not available in this pincode.'),
}

export const Failed: Story = {
  args: { initialPincode: '560034', result: { kind: 'error', message: 'Something went wrong.' } },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Something went wrong.'),
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...Deliverable.args },
}
