import { VisuallyHidden } from '@haat/ui'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Quantity ' },
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

/** The words a screen reader needs around a bare number: the page shows "2", the reader hears "Quantity 2". */
export const BesideVisibleText: Story = {
  render: (args) => (
    <Typography component="p" data-testid="quantity">
      <VisuallyHidden {...args} />2
    </Typography>
  ),
  play: async ({ canvas }) => {
    const quantity = canvas.getByTestId('quantity')
    await expect(quantity).toHaveTextContent('Quantity 2')
    const hidden = canvas.getByText('Quantity', { exact: false, selector: 'span' })
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}

/** An icon-only button named for assistive technology without showing the words. */
export const NamesAnIconButton: Story = {
  args: { children: 'Cart, 3 items' },
  render: (args) => (
    <IconButton color="primary">
      <ShoppingCartOutlined />
      <VisuallyHidden {...args} />
    </IconButton>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible()
  },
}
