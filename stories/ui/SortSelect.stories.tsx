import { SORT_MENU } from '@haat/contract/core'
import { SortSelect } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'

const meta = {
  title: 'UI/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { value: 'price-asc', options: SORT_MENU, onChange: fn() },
} satisfies Meta<typeof SortSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: Low to High')
  },
}

/** Opening the list shows the four orders; choosing one reports its wire value. */
export const Choose: Story = {
  parameters: { visual: 'page' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }))
    const options = await screen.findAllByRole('option')
    await expect(options.map((o) => o.textContent)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Discounts',
      'Recommended',
    ])
    await userEvent.click(screen.getByRole('option', { name: 'Discounts' }))
    await expect(args.onChange).toHaveBeenCalledWith('discount')
  },
}
