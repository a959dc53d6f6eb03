import { type SearchBoxProps, TopNav } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen } from 'storybook/test'
import { suggestions } from './fixtures/searchSuggestions.ts'

const search: SearchBoxProps = {
  value: '',
  suggestions,
  status: 'idle',
  onChange: fn(),
  onSubmit: fn(),
  onSelect: fn(),
}

/** Keeps the search text in state, as the storefront does. */
function TopNavWithSearch(props: Parameters<typeof TopNav>[0]) {
  const [value, setValue] = useState(props.search.value)
  return <TopNav {...props} search={{ ...props.search, value, onChange: setValue }} />
}

const desktop1366 = {
  name: 'Desktop 1366 x 768',
  styles: { width: '1366px', height: '768px' },
  type: 'desktop',
} as const

/** The page below the bar, so the sticky header is seen in context and suggestions have room. */
function PageBelow() {
  return <Box sx={{ height: 360, bgcolor: 'background.default' }} />
}

const meta = {
  title: 'UI/TopNav',
  component: TopNav,
  tags: ['autodocs'],
  args: {
    user: null,
    cartCount: 0,
    search,
    appLinks: { playStore: null, appStore: null },
    b2bUrl: 'https://business.haat.example/sign-in',
    onLogout: fn(),
    menuHref: '/menubar',
  },
  render: (args) => (
    <>
      <TopNavWithSearch {...args} />
      <PageBelow />
    </>
  ),
  parameters: { storyPadding: 0, viewport: { options: { desktop1366 } } },
} satisfies Meta<typeof TopNav>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOutEmptyCart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('combobox', { name: 'Search for products, brands and more' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Download App' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My Wishlist' })).toHaveAttribute(
      'href',
      '/shopping-cart#whishlist-cart',
    )
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    )
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible()
  },
}

export const SignedInThreeItems: Story = {
  args: { user: { name: 'Venkata Lakshmi Narasimha Subrahmanyam' }, cartCount: 3 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' })
    await expect(cart).toHaveTextContent('3')
    await expect(
      canvas.getByRole('button', { name: 'Account, Venkata Lakshmi Narasimha Subrahmanyam' }),
    ).toBeVisible()
  },
}

/** A signed-in shopper's wishlist count: a badge on the heart, and the number in the link's name. */
export const SignedInWithWishlist: Story = {
  args: { user: { name: 'Aarav Sharma' }, cartCount: 2, wishlistCount: 3 },
  play: async ({ canvas }) => {
    const wishlist = canvas.getByRole('link', { name: 'My Wishlist, 3 items' })
    await expect(wishlist).toHaveAttribute('href', '/shopping-cart#whishlist-cart')
    await expect(wishlist).toHaveTextContent('3')
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2')
  },
}

/** An empty wishlist shows no badge, and its link says so. */
export const SignedInEmptyWishlist: Story = {
  args: { user: { name: 'Aarav Sharma' }, cartCount: 1, wishlistCount: 0 },
  play: async ({ canvas }) => {
    const wishlist = canvas.getByRole('link', { name: 'My Wishlist, 0 items' })
    await expect(wishlist.querySelector('.MuiBadge-invisible')).not.toBeNull()
  },
}

/** On a phone the heart and the cart keep their counts as badges. */
export const PhoneWithCounts: Story = {
  args: { user: { name: 'Aarav Sharma' }, cartCount: 2, wishlistCount: 1, onOpenSearch: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await expect(canvas.getByRole('link', { name: 'My Wishlist, 1 item' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
  },
}

/** Counts above 99 show "99+"; the accessible name keeps the real number. */
export const CartOf120: Story = {
  args: { user: { name: 'Priya Sharma' }, cartCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 120 items' })).toHaveTextContent('99+')
  },
}

export const OneItem: Story = {
  args: { cartCount: 1 },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible(),
}

/** Typing in the header shows suggestions; Enter searches. */
export const Searching: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'sa')
    await expect(await canvas.findAllByRole('option')).toHaveLength(suggestions.length)
    await userEvent.keyboard('{Enter}')
    await expect(args.search.onSubmit).toHaveBeenCalledWith('sa')
    await userEvent.type(canvas.getByRole('combobox'), 'n')
    await expect(await canvas.findByRole('listbox')).toBeVisible()
  },
}

export const LogoutFromTheBar: Story = {
  args: { user: { name: 'Priya Sharma' }, cartCount: 2 },
  // No baseline: it ends with the logout question answered and closed; the bar is SignedInThreeItems' picture.
  parameters: { visual: false },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account, Priya Sharma' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await screen.findByText('Are you sure you want to log out?')
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

export const Desktop1366: Story = {
  args: { user: { name: 'Priya Sharma' }, cartCount: 3 },
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My Wishlist' })).toHaveTextContent('My Wishlist')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/**
 * A 390 px phone: icons only (each keeps its accessible name), the search box gives way to a search
 * button, and nothing scrolls sideways.
 */
export const Phone: Story = {
  args: { user: { name: 'Venkata Lakshmi Narasimha Subrahmanyam' }, cartCount: 120, onOpenSearch: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'My Wishlist' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Cart, 120 items' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Download App' })).toBeVisible()
    // The phone's way to every category: a menu button before the logo.
    await expect(canvas.getByRole('link', { name: 'Category menu' })).toHaveAttribute('href', '/menubar')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onOpenSearch).toHaveBeenCalled()
  },
}

export const PhoneSignedOut: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible()
  },
}

/**
 * Keyboard focus on the purple bar is a white ring inside an ink one: plainly visible, where MUI's own
 * focus tint was about 2:1.
 */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const cart = canvas.getByRole('link', { name: 'Cart, 0 items' })
    for (let presses = 0; presses < 12 && document.activeElement !== cart; presses++) await userEvent.tab()
    await expect(cart).toHaveFocus()
    const ring = getComputedStyle(cart)
    await expect(ring.outlineStyle).toBe('solid')
    await expect(ring.outlineColor).toBe('rgb(255, 255, 255)')
    await expect(ring.boxShadow).toContain('rgb(31, 26, 36) 0px 0px 0px 4px')
  },
}
