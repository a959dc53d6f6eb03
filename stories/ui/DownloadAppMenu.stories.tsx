import { DownloadAppMenu } from '@haat/ui'
import Box from '@mui/material/Box'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'

const meta = {
  title: 'UI/DownloadAppMenu',
  component: DownloadAppMenu,
  tags: ['autodocs'],
  args: { playStoreUrl: null, appStoreUrl: null },
  decorators: [
    (Story) => (
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          p: 1,
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <Story />
      </Box>
    ),
  ],
  parameters: { visual: 'page' },
} satisfies Meta<typeof DownloadAppMenu>

export default meta
type Story = StoryObj<typeof meta>

/** The specification leaves the store targets empty: both entries say "Coming soon" and link nowhere. */
export const ComingSoon: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Download App' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await screen.findByRole('menu', { name: 'Download App' })
    const items = screen.getAllByRole('menuitem')
    await expect(items).toHaveLength(2)
    for (const item of items) {
      await expect(item).toHaveAttribute('aria-disabled', 'true')
      await expect(item).toHaveTextContent('Coming soon')
      await expect(item).not.toHaveAttribute('href')
    }
  },
}

export const Published: Story = {
  args: {
    playStoreUrl: 'https://play.google.com/store/apps/details?id=example.haat',
    appStoreUrl: 'https://apps.apple.com/in/app/haat/id000000000',
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download App' }))
    const play = await screen.findByRole('menuitem', { name: /Google Play/ })
    await expect(play).toHaveAttribute('href', args.playStoreUrl)
    await expect(play).toHaveAttribute('target', '_blank')
    await expect(screen.getByRole('menuitem', { name: /App Store/ })).toHaveAttribute(
      'href',
      args.appStoreUrl,
    )
  },
}
