import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AppHeader } from '../../packages/storefront/src/app/layout/AppHeader.tsx'
import { shopper, shopperWithAddresses } from '../../packages/storefront/src/mocks/authFixtures.ts'
import { authHandlers } from '../../packages/storefront/src/mocks/authHandlers.ts'
import { handlers } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'

/** The header container: the signed-in shopper from user-details, their addresses and logout. */
const meta = {
  title: 'Pages/Header',
  render: () => <AppHeader onOpenSearch={() => {}} />,
  parameters: { storyPadding: 0, msw: { handlers } },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  decorators: [withStorefront('/')],
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }))
    await expect(await nav.findByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Deliver to' })).toBeNull()
  },
}

export const SignedInWithoutAddresses: Story = {
  decorators: [withStorefront('/', { signedIn: true })],
  parameters: { msw: { handlers: [...authHandlers({ user: shopper }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Aarav Sharma/ })).toBeVisible()
    // Nothing to choose from: no empty selector.
    await expect(canvas.queryByRole('combobox', { name: 'Deliver to' })).toBeNull()
  },
}

export const SignedInWithAddresses: Story = {
  decorators: [withStorefront('/', { signedIn: true })],
  parameters: { msw: { handlers: [...authHandlers({ user: shopperWithAddresses }), ...handlers] } },
  play: async ({ canvas, step }) => {
    await step('the saved addresses as local area and pincode, the primary one chosen', async () => {
      const selector = await canvas.findByRole('combobox', { name: 'Deliver to' })
      await expect(selector).toHaveTextContent('Kakkanad 682042')
      await userEvent.click(selector)
      const options = await within(document.body).findAllByRole('option')
      await expect(options.map((option) => option.textContent)).toEqual([
        'Kakkanad 682042',
        'HITEC City 500081',
      ])
      await userEvent.click(options[1] as HTMLElement)
      await expect(selector).toHaveTextContent('HITEC City 500081')
    })
    await step('the account menu offers My Profile and Logout with its question', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Aarav Sharma/ }))
      const body = within(document.body)
      await expect(await body.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
        'href',
        '/my-account',
      )
      await userEvent.click(body.getByRole('menuitem', { name: 'Logout' }))
      await expect(
        await body.findByRole('dialog', { name: 'Are you sure you want to log out?' }),
      ).toBeVisible()
      await userEvent.click(body.getByRole('button', { name: 'No' }))
    })
  },
}

/** On the search results page the search box shows the searched words, ready to be refined. */
export const OnSearchResults: Story = {
  decorators: [
    withStorefront('/search-result-page', { initialEntry: '/search-result-page?query=silk%20saree' }),
  ],
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('combobox', { name: /search/i })
    await expect(box).toHaveValue('silk saree')
  },
}
