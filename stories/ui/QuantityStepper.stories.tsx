import { QuantityStepper, type QuantityStepperProps } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'

/** Holds the quantity as the cart page does, and reports every step to the story's spy. */
function ControlledStepper(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value)
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 2, max: 5, maxHint: 'Max 5 per order', onChange: fn(), label: 'Quantity of Basmati Rice' },
  render: (args) => <ControlledStepper {...args} />,
} satisfies Meta<typeof QuantityStepper>

export default meta
type Story = StoryObj<typeof meta>

/** Between the limits: both buttons step by one and the value is announced. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Quantity of Basmati Rice' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Quantity 2')
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(3)
    await expect(canvas.getByRole('status')).toHaveTextContent('Quantity 3')
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(2)
    await expect(canvas.queryByTestId('quantity-max-hint')).toBeNull()
  },
}

/** At 1 the − rests: a line leaves the cart by Remove, never by stepping to 0. */
export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ canvas, args, userEvent }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' })
    await expect(decrease).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(decrease)
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
  },
}

/** Raised to the limit: + rests dimmed, keeps focus, and says why. */
export const RaisedToTheLimit: Story = {
  args: { value: 4 },
  play: async ({ canvas, args, userEvent }) => {
    const increase = canvas.getByRole('button', { name: 'Increase quantity' })
    await userEvent.click(increase)
    await expect(args.onChange).toHaveBeenCalledOnce()
    await expect(args.onChange).toHaveBeenCalledWith(5)
    await expect(increase).toHaveAttribute('aria-disabled', 'true')
    await expect(increase).toHaveFocus()
    await expect(increase).toHaveAccessibleDescription('Max 5 per order')
    await userEvent.click(increase)
    await expect(args.onChange).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('status')).toHaveTextContent('Quantity 5')
  },
}

/** Fewer can be bought now than the line holds: only − works, down to the new limit. */
export const AboveTheLimit: Story = {
  args: { value: 4, max: 2, maxHint: 'Only 2 left in stock' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(3)
    await expect(canvas.getByText('Only 2 left in stock')).toBeVisible()
  },
}

/** A change on its way: both buttons wait and a spinner shows over the value. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('progressbar', { name: 'Updating quantity' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Nothing can change (an out-of-stock line). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const name of ['Increase quantity', 'Decrease quantity'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.queryByTestId('quantity-max-hint')).toBeNull()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Max 5 per order')).toBeVisible()
  },
}
