import { StartupNotice } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/StartupNotice',
  component: StartupNotice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Drawn into index.html under the store's header: it shows only when the store's code is slow to start or cannot run, and the app's first render removes it.",
      },
    },
  },
} satisfies Meta<typeof StartupNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The code has not started after the delay (here none): the shopper learns why and can reload. */
export const TakingLong: Story = {
  args: { delaySeconds: 0, scripting: 'enabled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Haat is taking longer than usual to open')).toBeVisible()
    await expect(canvas.queryByText(/needs JavaScript/)).not.toBeVisible()
    const reload = canvas.getByRole('link', { name: 'Reload page' })
    await expect(reload).toHaveAttribute('href', ' ')
  },
}

/** Before the delay has passed nothing shows, though the notice keeps its place. */
export const BeforeTheDelay: Story = {
  args: { delaySeconds: 3600, scripting: 'enabled' },
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Haat is taking longer than usual to open')).not.toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Reload page' })).toBeNull()
  },
}

/** A browser that runs no scripts is told at once what the store needs. */
export const ScriptsOff: Story = {
  args: { delaySeconds: 3600, scripting: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Haat needs JavaScript to show products and take orders')).toBeVisible()
    await expect(canvas.queryByText('Haat is taking longer than usual to open')).not.toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Reload page' })).toBeVisible()
  },
}
