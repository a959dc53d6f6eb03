import { SearchBox, type SearchBoxProps } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { suggestions } from './fixtures/searchSuggestions.ts'

/** The box is controlled; this keeps its text in state as the storefront does. */
function ControlledSearchBox(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value)
  return (
    <SearchBox
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
  title: 'UI/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: { value: '', suggestions, status: 'idle', onChange: fn(), onSubmit: fn(), onSelect: fn() },
  render: (args) => <ControlledSearchBox {...args} />,
  // The header's field sits on the purple bar; leave room below for the suggestion list.
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'primary.main', p: 1.5, pb: 40, maxWidth: 640, borderRadius: 2 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

/** Focused but empty: even with suggestions at hand nothing opens. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Search for products, brands and more' })
    await userEvent.click(input)
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
  },
}

/** Typing opens the list, clearing closes it; arrow keys and Enter choose a suggestion. */
export const TypeAndChoose: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.type(input, 'sa')
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions' })
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getAllByRole('option')).toHaveLength(suggestions.length)
    await expect(canvas.getByRole('option', { name: 'Banarasi Silk Saree with Zari Border' })).toBeVisible()

    await userEvent.clear(input)
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
    await userEvent.type(input, '   ')
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, 'sa')
    await expect(await canvas.findByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const second = canvas.getByRole('option', { name: 'Banarasi Silk Saree with Zari Border' })
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', second.id)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[1])
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(listbox).not.toBeInTheDocument()
  },
}

export const ClickASuggestion: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'sau')
    await userEvent.click(await canvas.findByRole('option', { name: 'Sauce Pan, Hard Anodised, 2 L' }))
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[3])
    await expect(canvas.getByRole('combobox')).toHaveFocus()
  },
}

/** Enter without a highlighted suggestion searches for the trimmed text; so does the Search button. */
export const EnterSubmits: Story = {
  args: { suggestions: [] },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.type(input, '  basmati rice {Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('basmati rice')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(2)
    await expect(args.onSelect).not.toHaveBeenCalled()
  },
}

/** A blank query is not a search. */
export const BlankDoesNotSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), '   {Enter}')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.type(input, 'sa')
    await expect(await canvas.findByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveValue('sa')
  },
}

/** Several suggestions, the typed text in bold. */
export const SeveralSuggestions: Story = {
  args: { value: 'sa' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(await canvas.findAllByRole('option')).toHaveLength(5)
  },
}

export const NoSuggestions: Story = {
  args: { value: 'zxqv', suggestions: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { value: 'lap', suggestions: [], status: 'loading' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(canvas.getByText('Searching…')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Loading suggestions' })).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading suggestions'))
  },
}

/** A failed suggestion call empties the list (the specification); searching still works. */
export const SuggestionsFailed: Story = {
  args: { value: 'sa', status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox')
    await userEvent.click(input)
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('sa')
  },
}

/** The overlay's variant: a visible label. */
export const VisibleLabel: Story = {
  args: { label: 'Search Products', showLabel: true },
  decorators: [
    (Story) => (
      <Box sx={{ bgcolor: 'background.paper', p: 2, pb: 4, maxWidth: 640 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search Products')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Search Products' })).toBeInTheDocument()
  },
}
