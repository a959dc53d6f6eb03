import { Footer } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { siteSettings } from './fixtures/siteSettings.ts'

const meta = {
  title: 'UI/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { settings: siteSettings },
  parameters: { storyPadding: 0 },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo')
    await expect(footer).toHaveTextContent('© 2019 - 2024 Haat. All rights reserved.')
    await expect(footer).toHaveTextContent('Hyderabad, Telangana 500081')
    await expect(footer).toHaveTextContent('Kochi, Kerala 682042')
    await expect(canvas.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/About_us')
    await expect(canvas.getByRole('link', { name: 'support@haat.example' })).toHaveAttribute(
      'href',
      'mailto:support@haat.example',
    )

    const external: Array<[string, string]> = [
      ['Instagram', siteSettings.social.instagram],
      ['LinkedIn', siteSettings.social.linkedin],
      ['Privacy Policy', siteSettings.policies.privacy],
      ['Shipping Policy', siteSettings.policies.shipping],
      ['Return & Cancellation', siteSettings.policies.returnAndCancellation],
      ['Terms of Use', siteSettings.policies.termsOfUse],
    ]
    for (const [name, href] of external) {
      const link = canvas.getByRole('link', { name: `${name} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    }

    // App-store targets are empty in the specification: badges say so and link nowhere.
    await expect(within(footer).getAllByText('Coming soon to')).toHaveLength(2)
    await expect(canvas.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument()
  },
}

export const WithAppLinks: Story = {
  args: {
    settings: {
      ...siteSettings,
      appLinks: {
        playStore: 'https://play.google.com/store/apps/details?id=example.haat',
        appStore: 'https://apps.apple.com/in/app/haat/id000000000',
      },
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      args.settings.appLinks.playStore,
    )
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      args.settings.appLinks.appStore,
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}
