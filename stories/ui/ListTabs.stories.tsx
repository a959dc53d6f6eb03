import { NO_LIST_FOUND_MESSAGE } from '@haat/contract/core'
import { ListTabs, type ListTabsList } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { expectShown, img } from './support.ts'

const birthday: ListTabsList = {
  id: 'birthday',
  name: 'Birthday wishes',
  shared: false,
  products: [
    {
      productId: 'p-101',
      name: 'boAt Rockerz 450 Bluetooth On-Ear Headphones with Mic, 15 Hours Playback',
      href: '/product-page/p-101',
      imageUrl: img('product-headphones'),
      price: 3990,
      offerPrice: 1499,
      stock: 42,
    },
    {
      productId: 'p-102',
      name: 'Titan Neo Analog Watch for Men, Silver Dial',
      href: '/product-page/p-102',
      imageUrl: img('product-watch'),
      price: 5995,
      offerPrice: 5995,
      stock: 3,
    },
    {
      productId: 'p-103',
      name: 'Kanjivaram Pure Silk Saree with Zari Border, Contrast Pallu and Unstitched Blouse Piece',
      href: '/product-page/p-103',
      imageUrl: img('product-saree'),
      price: 18999,
      offerPrice: 12499,
      stock: 0,
    },
  ],
}
const flat: ListTabsList = {
  id: 'flat',
  name: 'New flat',
  shared: true,
  products: [
    {
      productId: 'p-201',
      name: 'Prestige Omega Deluxe Granite Fry Pan, 24 cm',
      href: '/product-page/p-201',
      imageUrl: img('product-pan'),
      price: 1450,
      offerPrice: 999,
      stock: 25,
    },
  ],
}
const empty: ListTabsList = { id: 'later', name: 'Maybe later', shared: false, products: [] }

const meta = {
  title: 'UI/ListTabs',
  component: ListTabs,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    lists: [birthday, flat, empty],
    messages: { noLists: NO_LIST_FOUND_MESSAGE },
    onSelect: fn(),
    onRemove: fn(),
    onDelete: fn(),
    onShare: fn(),
    onStopSharing: fn(),
  },
  // The tabs are controlled: the story keeps the choice as a page would.
  render: function ControlledTabs(args) {
    const [selected, setSelected] = useState(args.selectedId)
    return (
      <ListTabs
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          args.onSelect(id)
          setSelected(id)
        }}
      />
    )
  },
} satisfies Meta<typeof ListTabs>

export default meta
type Story = StoryObj<typeof meta>

/** The first list is chosen; its products link to their pages with price, saving and stock. */
export const Lists: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const tabs = canvas.getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Birthday wishes (3 products)',
      'New flat (1 product)',
      'Maybe later (0 products)',
    ])
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const panel = within(canvas.getByRole('tabpanel', { name: /Birthday wishes/ }))
    const products = within(panel.getByRole('list', { name: 'Products in Birthday wishes' }))
    await expect(products.getAllByRole('listitem')).toHaveLength(3)
    await expect(products.getByRole('link', { name: /boAt Rockerz 450/ })).toHaveAttribute(
      'href',
      '/product-page/p-101',
    )
    await expect(products.getByText('62% off')).toBeVisible()
    await expect(products.getByText('Only 3 left')).toBeVisible()
    await expect(products.getByText('Out of Stock')).toBeVisible()
    await expect(panel.queryByText('Shared')).not.toBeInTheDocument()
    await userEvent.click(products.getByRole('button', { name: /^Remove Titan Neo/ }))
    await expect(args.onRemove).toHaveBeenCalledWith('birthday', 'p-102')
    await userEvent.click(panel.getByRole('button', { name: 'Share' }))
    await expect(args.onShare).toHaveBeenCalledWith('birthday')
  },
}

/** A shared list is marked so and can stop being shared. */
export const SharedList: Story = {
  args: { selectedId: 'flat' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: /New flat/ })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText('Shared')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Stop sharing' }))
    await expect(args.onStopSharing).toHaveBeenCalledWith('flat')
  },
}

/** Choosing a tab shows its list; an empty one says how to fill it. */
export const EmptyList: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Maybe later/ }))
    await expect(args.onSelect).toHaveBeenCalledWith('later')
    const panel = within(canvas.getByRole('tabpanel', { name: /Maybe later/ }))
    await expect(panel.getByText('This list is empty.')).toBeVisible()
    await expect(panel.queryByRole('list')).not.toBeInTheDocument()
  },
}

/** Delete list asks first; keeping it deletes nothing. */
export const DeleteList: Story = {
  parameters: { visual: 'page' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete list' }))
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this list?' }))
    await expectShown(confirm.getByText(/“Birthday wishes” and the products in it leave your lists/))
    await userEvent.click(confirm.getByRole('button', { name: 'Keep it' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete list' }))
    const again = within(await screen.findByRole('dialog', { name: 'Delete this list?' }))
    await userEvent.click(again.getByRole('button', { name: 'Delete list' }))
    await expect(args.onDelete).toHaveBeenCalledWith('birthday')
    // A second look at the confirmation for the baseline.
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete list' }))
    await screen.findByRole('dialog', { name: 'Delete this list?' })
  },
}

/** A chosen list that was deleted meanwhile gives way to the first. */
export const ChosenListGone: Story = {
  args: { selectedId: 'deleted-elsewhere' },
  // No baseline: the picture is the default one (the first list chosen).
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /Birthday wishes/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** While a removal is sent, its row waits and the others cannot be removed. */
export const Removing: Story = {
  args: { removingProductId: 'p-101' },
  // A distinct state that can have a baseline: record it with -u on a quiet machine, look at it, drop this line.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Remove boAt/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: /^Remove Titan/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeEnabled()
  },
}

export const Sharing: Story = {
  args: { sharing: true },
  // A distinct state that can have a baseline: record it with -u on a quiet machine, look at it, drop this line.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Delete list' })).toBeDisabled()
  },
}

export const NoLists: Story = {
  args: { lists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_LIST_FOUND_MESSAGE)).toBeVisible()
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { status: 'loading', lists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('list-tabs-loading')).toHaveAttribute('aria-busy', 'true')
  },
}

export const LoadFailed: Story = {
  args: { status: 'error', lists: [], errorText: 'Error: Network error: the server could not be reached' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
  },
}

/** Many lists scroll sideways inside the tab bar, never the page. */
export const ManyLists: Story = {
  args: {
    lists: [
      birthday,
      flat,
      empty,
      ...['Office desk', 'Gifts for Amma', 'Trekking in Himachal', 'Kitchen upgrade', 'School term'].map(
        (name, i) => ({ id: `more-${i}`, name, shared: i % 2 === 0, products: flat.products }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /boAt Rockerz 450/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Remove boAt/ })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}
