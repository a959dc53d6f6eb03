import { SEARCH_OVERLAY_EXIT_MS, SearchOverlay, type SearchOverlayProps } from '@haat/ui'
import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { suggestions } from './fixtures/searchSuggestions.ts'
import { expectShown } from './support.ts'

/** Keeps the search text in state, as the storefront does. */
function ControlledOverlay(props: SearchOverlayProps) {
  const [value, setValue] = useState(props.search.value)
  return <SearchOverlay {...props} search={{ ...props.search, value, onChange: setValue }} />
}

const meta = {
  title: 'UI/SearchOverlay',
  component: SearchOverlay,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    search: { value: '', suggestions, status: 'idle', onChange: fn(), onSubmit: fn(), onSelect: fn() },
  },
  render: (args) => <ControlledOverlay {...args} />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: 'page' },
} satisfies Meta<typeof SearchOverlay>

export default meta
type Story = StoryObj<typeof meta>

/** Titled "Search Our Store", a visible "Search Products" label, the field focused. */
export const Open: Story = {
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog', { name: 'Search Our Store' })
    await expectShown(screen.getByText('Search Products', { selector: 'label' }))
    const input = screen.getByRole('combobox', { name: 'Search Products' })
    await waitFor(() => expect(input).toHaveFocus())
    await userEvent.type(input, 'sa')
    await expect(await screen.findAllByRole('option')).toHaveLength(suggestions.length)
  },
}

export const CloseButton: Story = {
  // No baseline: the play function ends with the dialog closed, so there is nothing of it to see.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close search' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** The first Escape closes the open suggestion list, the next one the overlay. */
export const Escape: Story = {
  // No baseline: the play function ends with the dialog closed, so there is nothing of it to see.
  parameters: { visual: false },
  play: async ({ args, userEvent }) => {
    const input = await screen.findByRole('combobox', { name: 'Search Products' })
    await userEvent.type(input, 'sa')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await expect(args.onClose).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** Closing fades the overlay out over 300 ms before it leaves the page. */
export const FadesOut: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Open search
        </Button>
        <ControlledOverlay
          {...args}
          open={open}
          onClose={() => {
            setOpen(false)
            args.onClose()
          }}
        />
      </>
    )
  },
  // No baseline: it times the fade-out with motion on, and ends with the overlay gone.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Search Our Store' })
    await new Promise((resolve) => setTimeout(resolve, 400)) // let the fade-in finish
    const closedAt = performance.now()
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }))
    await expect(dialog).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 2000, interval: 10 })
    const elapsed = performance.now() - closedAt
    await expect(elapsed).toBeGreaterThanOrEqual(SEARCH_OVERLAY_EXIT_MS - 20)
    await expect(elapsed).toBeLessThan(SEARCH_OVERLAY_EXIT_MS + 700)
  },
}
