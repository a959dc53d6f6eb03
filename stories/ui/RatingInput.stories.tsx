import { RatingInput } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'

/** Keeps the chosen stars, as a form does, and still reports each choice. */
function Controlled(props: React.ComponentProps<typeof RatingInput>) {
  const [value, setValue] = useState(props.value)
  return (
    <RatingInput
      {...props}
      value={value}
      onChange={(n) => {
        setValue(n)
        props.onChange(n)
      }}
    />
  )
}

const meta = {
  title: 'UI/RatingInput',
  component: RatingInput,
  tags: ['autodocs'],
  args: { label: 'Your rating', value: null, onChange: fn(), required: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RatingInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Your rating/ })
    await expect(group).toBeVisible()
    for (const n of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      await expect(canvas.getByRole('radio', { name: n })).not.toBeChecked()
  },
}

export const ClickChoosesStars: Story = {
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByText('4 stars').closest('label') as HTMLElement)
    await expect(args.onChange).toHaveBeenLastCalledWith(4)
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await expect(canvasElement.querySelectorAll('[data-filled]')).toHaveLength(4)
  },
}

/** Tab reaches the group; the arrow keys move the choice as in any radio group. */
export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(3)
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(1)
  },
}

export const WithError: Story = {
  args: { error: 'Please choose a rating from 1 to 5 stars.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Your rating/ })).toHaveAccessibleDescription(
      'Please choose a rating from 1 to 5 stars.',
    )
  },
}

export const Disabled: Story = {
  args: { value: 5, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeDisabled()
  },
}
