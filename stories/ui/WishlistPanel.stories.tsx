import { WishlistPanel, type WishlistPanelItem, type WishlistPanelProps } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { img } from './support.ts'

const items: WishlistPanelItem[] = [
  {
    productId: 'p-201',
    href: '/product-page/p-201',
    name: 'Prestige Omega Deluxe Granite Non-Stick Kadai, 24 cm',
    imageUrl: img('product-pan'),
    brand: { name: 'Prestige', href: '/brand-page/b-2' },
    storeName: 'Rasoi Ghar',
    price: 2150,
    offerPrice: 1399,
    stock: 40,
  },
  {
    productId: 'p-202',
    href: '/product-page/p-202',
    name: 'SG Cricket Bat, Kashmir Willow, Full Size',
    imageUrl: img('product-cricket'),
    brand: { name: 'SG', href: '/topbrand-products-page/b-3' },
    storeName: null,
    price: 1899,
    offerPrice: 1899,
    stock: 0,
  },
  {
    productId: 'p-203',
    href: '/product-page/p-203',
    name: 'Daawat Rozana Super Basmati Rice, 5 kg',
    imageUrl: img('product-rice'),
    brand: { name: 'Daawat', href: '/brand-page/b-4' },
    storeName: 'Annapurna Provisions',
    price: 525,
    offerPrice: 449,
    stock: 3,
  },
]

/** Keeps open and closed as the cart page does, and reports each change to the story's spy. */
function ControlledPanel(props: WishlistPanelProps) {
  const [open, setOpen] = useState(props.open ?? false)
  return (
    <WishlistPanel
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        props.onOpenChange?.(next)
      }}
    />
  )
}

const meta = {
  title: 'UI/WishlistPanel',
  component: WishlistPanel,
  tags: ['autodocs'],
  args: {
    id: 'whishlist-cart',
    items,
    emptyText: 'Your Wishlist is Empty',
    open: true,
    onOpenChange: fn(),
    onMoveToCart: fn(),
    onRemove: fn(),
  },
  render: (args) => <ControlledPanel {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WishlistPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Open: the count, each product with its links, store and price, Move to Cart and Remove. */
export const Open: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'My Wishlist (3)' })
    await expect(panel).toHaveAttribute('id', 'whishlist-cart')
    await expect(canvas.getByRole('button', { name: 'My Wishlist (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const rows = within(panel).getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    const first = within(rows[0] as HTMLElement)
    await expect(first.getByRole('link', { name: /^Prestige Omega/ })).toHaveAttribute(
      'href',
      '/product-page/p-201',
    )
    await expect(first.getByRole('link', { name: 'Prestige' })).toHaveAttribute('href', '/brand-page/b-2')
    await expect(first.getByText('Rasoi Ghar')).toBeVisible()
    await expect(first.getByText('₹1,399.00')).toBeVisible()
    await userEvent.click(first.getByRole('button', { name: /^Move to Cart/ }))
    await expect(args.onMoveToCart).toHaveBeenCalledWith('p-201')
    await userEvent.click(first.getByRole('button', { name: /^Remove/ }))
    await expect(args.onRemove).toHaveBeenCalledWith('p-201')
  },
}

/** An item out of stock stays on the wishlist but cannot go to the cart; no store name reads so. */
export const ItemOutOfStock: Story = {
  play: async ({ canvas }) => {
    const row = within(canvas.getAllByRole('listitem')[1] as HTMLElement)
    await expect(row.getByText('Out of Stock')).toBeVisible()
    await expect(row.getByText('Store Name Unavailable')).toBeVisible()
    await expect(row.getByRole('button', { name: /^Move to Cart/ })).toBeDisabled()
    await expect(row.getByRole('button', { name: /^Remove/ })).toBeEnabled()
  },
}

/** Closed: only the heading with the count; opening it shows the items and reports the change. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'My Wishlist (3)' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('button', { name: /^Move to Cart/ })).toBeNull()
    await userEvent.click(toggle)
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getAllByRole('button', { name: /^Move to Cart/ })[0]).toBeVisible()
    await userEvent.click(toggle)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'My Wishlist (0)' })).toBeVisible()
    await expect(canvas.getByText('Your Wishlist is Empty')).toBeVisible()
  },
}

/** Loading: placeholders in the items' place, no count yet. */
export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'My Wishlist' })).toBeVisible()
    await expect(canvas.getByText('Loading your wishlist')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: { items: undefined, error: 'Error: HTTP 500', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: HTTP 500')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A move on its way: that item's button spins, its Remove waits. */
export const Moving: Story = {
  args: { items: items.map((item, index) => (index === 0 ? { ...item, pending: 'move' } : item)) },
  play: async ({ canvas }) => {
    const row = within(canvas.getAllByRole('listitem')[0] as HTMLElement)
    await expect(row.getByRole('button', { name: /Move to Cart/ })).toBeDisabled()
    await expect(row.getByRole('button', { name: /^Remove/ })).toBeDisabled()
    await expect(row.getByRole('progressbar')).toBeInTheDocument()
  },
}

/** My Account's wishlist: always open, a plain heading. */
export const NotCollapsible: Story = {
  args: { collapsible: false, open: undefined, title: 'Wishlist' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wishlist (3)' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Wishlist/ })).toBeNull()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: /^Move to Cart/ })[0]).toBeVisible()
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  },
}
