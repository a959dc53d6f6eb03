import { ORDER_PERIOD_LABELS, ORDER_PERIODS } from '@haat/contract/core'
import { OrdersToolbar, type OrdersToolbarProps } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent } from 'storybook/test'

const PERIODS = ORDER_PERIODS.map((value) => ({ value, label: ORDER_PERIOD_LABELS[value] }))

/** The page's side of the toolbar: it keeps the period and the typed text, as My Orders does. */
function Stateful(args: OrdersToolbarProps) {
  const [period, setPeriod] = useState(args.period)
  const [search, setSearch] = useState(args.search)
  return (
    <OrdersToolbar
      {...args}
      period={period}
      onPeriodChange={(value) => {
        setPeriod(value)
        args.onPeriodChange(value)
      }}
      search={search}
      onSearchChange={(value) => {
        setSearch(value)
        args.onSearchChange(value)
      }}
    />
  )
}

const meta = {
  title: 'UI/OrdersToolbar',
  component: OrdersToolbar,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: {
    periods: PERIODS,
    period: 'all',
    onPeriodChange: fn(),
    search: '',
    onSearchChange: fn(),
    onSearchSubmit: fn(),
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof OrdersToolbar>

export default meta
type Story = StoryObj<typeof meta>

/** Every order, nothing searched, the count not known yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search your orders' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Search your orders' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Search your orders' })).toHaveAttribute(
      'maxlength',
      '100',
    )
    await expect(canvas.getByRole('combobox', { name: 'Order period' })).toHaveTextContent('All orders')
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** Choosing a period from the select: the page is told its value. */
export const PeriodChosen: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Order period' })
    await userEvent.click(select)
    const options = await screen.findAllByRole('option')
    await expect(options.map((o) => o.textContent)).toEqual([
      'All orders',
      'Last 6 months',
      'Last 1 year',
      'Last 2 years',
    ])
    await userEvent.click(screen.getByRole('option', { name: 'Last 1 year' }))
    await expect(args.onPeriodChange).toHaveBeenCalledOnce()
    await expect(args.onPeriodChange).toHaveBeenCalledWith('1y')
    await expect(select).toHaveTextContent('Last 1 year')
    await expect(screen.queryByRole('listbox')).toBeNull()
  },
}

/** Typing then Enter submits the trimmed text; the cross clears it and submits "" (every order). */
export const SearchSubmittedWithEnter: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Search your orders' })
    await userEvent.type(field, '  basmati rice ')
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('  basmati rice ')
    await expect(args.onSearchSubmit).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSearchSubmit).toHaveBeenCalledOnce()
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('basmati rice')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(args.onSearchSubmit).toHaveBeenCalledTimes(2)

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('')
    await expect(args.onSearchSubmit).toHaveBeenLastCalledWith('')
    await expect(field).toHaveValue('')
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull()
    // Leave the searched text in place for the picture.
    await userEvent.type(field, 'basmati rice{Enter}')
    await expect(args.onSearchSubmit).toHaveBeenLastCalledWith('basmati rice')
  },
}

/** A chosen period, a search and the count of orders found. */
export const WithTotal: Story = {
  args: { period: '6m', search: 'rice', total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12 orders')
    await expect(canvas.getByRole('combobox', { name: 'Order period' })).toHaveTextContent('Last 6 months')
    await expect(canvas.getByRole('textbox', { name: 'Search your orders' })).toHaveValue('rice')
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible()
  },
}

/** One order is "1 order"; large counts keep Indian grouping. */
export const OneOrder: Story = {
  args: { total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 order$/)
  },
}

/** On a phone: the search takes the width; the period and the count share the next line. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { total: 123456, search: 'headphones' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1,23,456 orders')
    const search = canvas.getByRole('search').getBoundingClientRect()
    const select = canvas.getByRole('combobox', { name: 'Order period' }).getBoundingClientRect()
    await expect(search.width).toBeGreaterThan(340)
    await expect(select.top).toBeGreaterThan(search.bottom)
    await expect(canvas.getByTestId('orders-toolbar').getBoundingClientRect().right).toBeLessThanOrEqual(390)
  },
}
