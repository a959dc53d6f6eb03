import { MobileBottomBar } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { preventNavigation } from './fixtures/preventNavigation.tsx'

const phone = { viewport: { value: 'phone', isRotated: false } }

/** A page long enough to scroll. */
function TallPage() {
  return (
    <Box sx={{ height: 2400, p: 2, background: 'linear-gradient(#ffffff, #f3e5f5)' }}>
      <p>Scroll down: the bar appears after 50 px.</p>
    </Box>
  )
}

const meta = {
  title: 'UI/MobileBottomBar',
  component: MobileBottomBar,
  tags: ['autodocs'],
  args: { cartCount: 3, accountHref: '/my-account', onSearch: fn() },
  render: (args) => (
    <>
      <TallPage />
      <MobileBottomBar {...args} />
    </>
  ),
  decorators: [preventNavigation],
  globals: phone,
  parameters: { storyPadding: 0 },
  // Every story starts at the top of the page and leaves it there.
  beforeEach: () => {
    window.scrollTo(0, 0)
    return () => window.scrollTo(0, 0)
  },
} satisfies Meta<typeof MobileBottomBar>

export default meta
type Story = StoryObj<typeof meta>

export const HiddenBeforeScroll: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument()
  },
}

/** Not at 40 px, yes at 60 px (threshold 50); Search calls onSearch. */
export const AppearsAfterScrolling: Story = {
  // No baseline: it scrolls the page, and the bar's picture is the Shown story's.
  parameters: { visual: false },
  play: async ({ args, canvas, userEvent }) => {
    window.scrollTo(0, 40)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(canvas.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument()

    window.scrollTo(0, 60)
    const bar = await canvas.findByRole('navigation', { name: 'Quick links' })
    await waitFor(() => expect(bar).toBeVisible())
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    )
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/my-account')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearch).toHaveBeenCalledTimes(1)

    window.scrollTo(0, 0)
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument(),
    )
  },
}

/** The bar as it looks once shown (threshold -1 shows it at once), a big cart, a visitor's account link. */
export const Shown: Story = {
  args: { cartCount: 120, accountHref: '/login', scrollThreshold: -1 },
  render: (args) => (
    <>
      <Box sx={{ height: '100vh', p: 2 }}>
        <p>Page content</p>
      </Box>
      <MobileBottomBar {...args} />
    </>
  ),
  parameters: { visual: 'page' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Quick links' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Cart, 120 items' })).toHaveTextContent('99+')
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login')
  },
}

/** From md up the bar never shows, however far the page scrolls. */
export const HiddenOnDesktop: Story = {
  args: { scrollThreshold: -1 },
  globals: { viewport: { value: 'testDesktop', isRotated: false } },
  // No baseline: the story renders nothing, which a screenshot cannot hold.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('nav[aria-label="Quick links"]')).not.toBeNull())
    await expect(canvasElement.querySelector('nav[aria-label="Quick links"]')).not.toBeVisible()
  },
}
