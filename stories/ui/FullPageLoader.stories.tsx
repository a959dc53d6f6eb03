import { FullPageLoader } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/FullPageLoader',
  component: FullPageLoader,
  tags: ['autodocs'],
} satisfies Meta<typeof FullPageLoader>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading... Please wait'),
}
