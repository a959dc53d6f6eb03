import { Breadcrumbs, crumbsFromPath } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: crumbsFromPath('/categories-page/CAT12/Mobile-Phones') },
} satisfies Meta<typeof Breadcrumbs>

export default meta
type Story = StoryObj<typeof meta>

/** From a category path: the id is hidden, dashes read as spaces, the last crumb is the page itself. */
export const CategoryPath: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(nav).not.toHaveTextContent('CAT12')
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(canvas.getByText('Mobile Phones')).toHaveAttribute('aria-current', 'page')
  },
}

export const LongIdHidden: Story = {
  args: {
    items: crumbsFromPath(
      '/brand-page/a1B2c3D4e5F6g7H8i9/Shree%20Ganesh%20Handloom%20and%20Handicraft%20Emporium',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).not.toHaveTextContent('a1B2c3D4e5F6g7H8i9')
    await expect(canvas.getByText('Shree Ganesh Handloom and Handicraft Emporium')).toBeVisible()
  },
}

export const DiscountForYou: Story = {
  args: { items: crumbsFromPath('/discout-for-you') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Discount for you')).toBeVisible()
  },
}
