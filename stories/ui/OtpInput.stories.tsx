import { OtpInput, type OtpInputProps } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'

/** Holds the value like a form would, and reports every change to the story's spies. */
function ControlledOtpInput(props: OtpInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <OtpInput
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
  title: 'UI/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <ControlledOtpInput {...args} />,
} satisfies Meta<typeof OtpInput>

export default meta
type Story = StoryObj<typeof meta>

const box = (canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }, n: number) =>
  canvas.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'One-time password' })).toBeVisible()
    const first = box(canvas, 1)
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(first).toHaveAttribute('inputmode', 'numeric')
    await expect(box(canvas, 2)).toHaveAttribute('autocomplete', 'off')
    for (let n = 1; n <= 6; n += 1) await expect(box(canvas, n)).toHaveValue('')
  },
}

/** Each digit moves focus to the next box; letters are ignored; the sixth digit completes the code. */
export const TypingMovesFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(box(canvas, 1))
    await userEvent.keyboard('4')
    await expect(box(canvas, 1)).toHaveValue('4')
    await expect(box(canvas, 2)).toHaveFocus()
    await userEvent.keyboard('x')
    await expect(box(canvas, 2)).toHaveValue('')
    await expect(box(canvas, 2)).toHaveFocus()
    await userEvent.keyboard('82')
    await expect(box(canvas, 4)).toHaveFocus()
    await expect(args.onComplete).not.toHaveBeenCalled()
    await userEvent.keyboard('915')
    await expect(args.onChange).toHaveBeenLastCalledWith('482915')
    await expect(args.onComplete).toHaveBeenCalledTimes(1)
    await expect(args.onComplete).toHaveBeenCalledWith('482915')
  },
}

/** Backspace clears the box; on an empty box it goes back and clears the one before. */
export const BackspaceGoesBack: Story = {
  args: { value: '123' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(box(canvas, 4))
    await userEvent.keyboard('{Backspace}')
    await expect(box(canvas, 3)).toHaveFocus()
    await expect(box(canvas, 3)).toHaveValue('')
    await expect(args.onChange).toHaveBeenLastCalledWith('12')
    await userEvent.keyboard('{Backspace}')
    await expect(box(canvas, 2)).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('1')
  },
}

/** Pasting a whole code fills all six boxes, wherever it is pasted, and completes it. */
export const PasteFillsAll: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(box(canvas, 3))
    await userEvent.paste('Your code: 739 204')
    for (const [i, d] of [...'739204'].entries()) await expect(box(canvas, i + 1)).toHaveValue(d)
    await expect(box(canvas, 6)).toHaveFocus()
    await expect(args.onComplete).toHaveBeenCalledWith('739204')
  },
}

export const ArrowKeysMove: Story = {
  args: { value: '5521' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(box(canvas, 2))
    await userEvent.keyboard('{ArrowRight}')
    await expect(box(canvas, 3)).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await expect(box(canvas, 1)).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(box(canvas, 6)).toHaveFocus()
    // Typing over a filled box replaces its digit.
    await userEvent.click(box(canvas, 2))
    await userEvent.keyboard('9')
    await expect(box(canvas, 2)).toHaveValue('9')
    await expect(box(canvas, 3)).toHaveFocus()
  },
}

export const WithError: Story = {
  args: { value: '123456', error: 'Incorrect OTP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect OTP')
    await expect(canvas.getByRole('group', { name: 'One-time password' })).toHaveAccessibleDescription(
      'Incorrect OTP',
    )
    await expect(box(canvas, 1)).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { value: '1234', disabled: true },
  play: async ({ canvas }) => {
    await expect(box(canvas, 1)).toBeDisabled()
  },
}
