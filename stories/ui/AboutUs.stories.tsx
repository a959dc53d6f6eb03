import { AboutUs } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { siteSettings } from './fixtures/siteSettings.ts'

const meta = {
  title: 'UI/AboutUs',
  component: AboutUs,
  tags: ['autodocs'],
  args: { settings: siteSettings },
} satisfies Meta<typeof AboutUs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(canvas.getByText(/one-stop B2C and B2B marketplace/)).toBeVisible()
    await expect(canvas.getByText(/Hyderabad, Telangana 500081/)).toBeVisible()
    await expect(canvas.getByText(/Kochi, Kerala 682042/)).toBeVisible()
    await expect(canvas.getByText(/savings of up to 15%/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'support@haat.example' })).toHaveAttribute(
      'href',
      'mailto:support@haat.example',
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390),
}
