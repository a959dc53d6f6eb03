import { PASSWORD_RULE_MESSAGE, PasswordField, type PasswordFieldProps } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'

function ControlledPasswordField(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <Box sx={{ maxWidth: 420 }}>
      <PasswordField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next)
          props.onChange(next)
        }}
      />
    </Box>
  )
}

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', value: '', onChange: fn(), autoComplete: 'new-password' },
  render: (args) => <ControlledPasswordField {...args} />,
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

/** The toggle switches between hidden and shown, and renames itself. */
export const ShowToggle: Story = {
  args: { value: 'Secret#123' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(input).toHaveAttribute('type', 'password')
  },
}

/** With the rule on, "abc" shows the rule's message; a good password clears it. */
export const RuleMessage: Story = {
  args: { showRule: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password')
    await expect(canvas.queryByText(PASSWORD_RULE_MESSAGE)).not.toBeInTheDocument()
    await userEvent.type(input, 'abc')
    await expect(args.onChange).toHaveBeenLastCalledWith('abc')
    await expect(canvas.getByText(PASSWORD_RULE_MESSAGE)).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(input, 'Def1@xyz')
    await expect(canvas.queryByText(PASSWORD_RULE_MESSAGE)).not.toBeInTheDocument()
  },
}

/** Sign-in shows no rule: an old password may predate it. */
export const SignInNoRule: Story = {
  args: { autoComplete: 'current-password', value: 'abc' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(PASSWORD_RULE_MESSAGE)).not.toBeInTheDocument()
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
  },
}

export const WithError: Story = {
  args: {
    label: 'Confirm Password',
    value: 'Abcdef1@',
    error: 'Password and confirm password are not the same.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Password and confirm password are not the same.',
    )
  },
}
