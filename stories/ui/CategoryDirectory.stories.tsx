import { CategoryDirectory } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { categories, categoryHref } from './fixtures/categories.ts'
import { preventNavigation } from './fixtures/preventNavigation.tsx'

const accountLinks = [
  { label: 'My Orders', href: '/my-account?section=my-orders' },
  { label: 'Wishlist', href: '/my-account?section=whishlist' },
  { label: 'Cart', href: '/shopping-cart' },
]
const helpLinks = [{ label: 'About Us', href: '/About_us' }]

const meta = {
  title: 'UI/CategoryDirectory',
  component: CategoryDirectory,
  tags: ['autodocs'],
  args: { categories, categoryHref, status: 'ready', accountLinks, helpLinks },
  decorators: [preventNavigation],
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof CategoryDirectory>

export default meta
type Story = StoryObj<typeof meta>

/** Every top category with products is a closed section; opening one shows its sub-categories and theirs. */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    const sections = canvas.getAllByRole('button', { expanded: false })
    await expect(sections.map((button) => button.textContent)).toEqual([
      'Electronics',
      'Fashion',
      'Home & Kitchen',
      'Grocery',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Electronics' }))
    await expect(canvas.getByRole('button', { name: 'Electronics' })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'All of Electronics' })).toHaveAttribute(
      'href',
      '/categories-page/CAT1001/Electronics',
    )
    await expect(canvas.getByRole('link', { name: 'Mobiles' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Smartphones' })).toBeVisible()
    const account = within(canvas.getByRole('navigation', { name: 'Your Account' }))
    await expect(account.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'My Orders',
      'Wishlist',
      'Cart',
    ])
    await expect(
      within(canvas.getByRole('navigation', { name: 'Help & Information' })).getByRole('link', {
        name: 'About Us',
      }),
    ).toHaveAttribute('href', '/About_us')
  },
}

/** While the tree loads, placeholder rows hold the section's place; the links below are already there. */
export const Loading: Story = {
  args: { status: 'loading', categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('directory-loading')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toBeVisible()
  },
}

/** A failed tree says so in words; the account and help links still work. */
export const Failed: Story = {
  args: { status: 'error', categories: [], errorText: 'Failed to fetch categories' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch categories')
    await expect(canvas.getByRole('link', { name: 'About Us' })).toBeVisible()
  },
}
