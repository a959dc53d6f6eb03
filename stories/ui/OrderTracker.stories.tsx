import { orderStatusLabel, orderTrackerStages } from '@haat/contract/core'
import { OrderTracker } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

// 27 Nov 2026, 14:30 in India; the other dates at 11:30 in India.
const ORDERED = new Date(Date.UTC(2026, 10, 27, 9, 0, 0))
const day = (date: number) => new Date(Date.UTC(2026, 10, date, 6, 0, 0))

/** The tracker's props for a status number, as the order page builds them from the contract. */
const forStatus = (status: number) => ({
  stages: orderTrackerStages(status),
  cancelled: status === 4,
  statusLabel: orderStatusLabel(status),
  status,
})

const meta = {
  title: 'UI/OrderTracker',
  component: OrderTracker,
  tags: ['autodocs'],
  args: {
    ...forStatus(0),
    dates: { ordered: ORDERED, expected: day(30) },
    orientation: 'horizontal',
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof OrderTracker>

export default meta
type Story = StoryObj<typeof meta>

/** Each stage's name with its state in words, in order. */
function spokenStages(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: 'Order progress' })
  return within(list)
    .getAllByRole('listitem')
    .map((li) => (li.textContent ?? '').trim())
}

/** Processing: only Placed is reached; the expected date sits under Delivered. */
export const Processing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('order-tracker-status')).toHaveTextContent('Processing')
    await expect(canvas.getByRole('list', { name: 'Order progress' }).tagName).toBe('OL')
    await expect(spokenStages(canvasElement)).toEqual([
      'Placed, current status27 Nov 2026',
      'Shipped, not reached yet',
      'Out for Delivery, not reached yet',
      'Delivered, not reached yetExpected by Mon, 30 Nov',
    ])
    const stages = canvas.getAllByTestId('order-tracker-stage')
    await expect(stages[0]).toHaveAttribute('aria-current', 'step')
    await expect(stages[1]).not.toHaveAttribute('aria-current')
  },
}

/** Shipped: Placed done, Shipped current. */
export const Shipped: Story = {
  args: forStatus(1),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-tracker-status')).toHaveTextContent('Shipped')
    const states = canvas.getAllByTestId('order-tracker-stage').map((li) => li.dataset.state)
    await expect(states).toEqual(['done', 'current', 'pending', 'pending'])
    await expect(canvas.getByText('Shipped', { selector: 'li span' })).toBeVisible()
    await expect(canvas.getAllByText(', completed')).toHaveLength(1)
    await expect(canvas.getByText('Expected by Mon, 30 Nov')).toBeVisible()
  },
}

/** Out for Delivery: three stages reached. */
export const OutForDelivery: Story = {
  args: forStatus(2),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-tracker-status')).toHaveTextContent('Out for Delivery')
    const states = canvas.getAllByTestId('order-tracker-stage').map((li) => li.dataset.state)
    await expect(states).toEqual(['done', 'done', 'current', 'pending'])
    await expect(canvas.getAllByTestId('order-tracker-stage')[2]).toHaveAttribute('aria-current', 'step')
  },
}

/** Delivered: every stage reached, the delivery date instead of the expected one, a green chip. */
export const Delivered: Story = {
  args: { ...forStatus(3), dates: { ordered: ORDERED, expected: day(30), delivered: day(29) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-tracker-status')).toHaveAttribute('data-tone', 'delivered')
    const states = canvas.getAllByTestId('order-tracker-stage').map((li) => li.dataset.state)
    await expect(states).toEqual(['done', 'done', 'done', 'current'])
    await expect(canvas.getByText('Sun, 29 Nov')).toBeVisible()
    await expect(canvas.queryByText(/Expected by/)).toBeNull()
    await expect(canvas.queryByText(', not reached yet')).toBeNull()
  },
}

/** Cancelled: Placed then Cancelled, in red with a cross and its date; no expected date. */
export const Cancelled: Story = {
  args: { ...forStatus(4), dates: { ordered: ORDERED, expected: day(30), cancelled: day(28) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('order-tracker-status')).toHaveTextContent('Cancelled')
    await expect(canvas.getByTestId('order-tracker-status')).toHaveAttribute('data-tone', 'cancelled')
    await expect(spokenStages(canvasElement)).toEqual([
      'Placed, completed27 Nov 2026',
      'Cancelled, current statusSat, 28 Nov',
    ])
    const stages = canvas.getAllByTestId('order-tracker-stage')
    await expect(stages[1]).toHaveAttribute('data-state', 'cancelled')
    await expect(stages[1]).toHaveAttribute('aria-current', 'step')
    await expect(canvas.queryByText(/Expected by/)).toBeNull()
  },
}

/** A status we cannot describe: only Placed is reached and the chip is neutral. */
export const UnknownStatus: Story = {
  args: forStatus(9),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-tracker-status')).toHaveTextContent('Unknown Status')
    await expect(canvas.getByTestId('order-tracker-status')).toHaveAttribute('data-tone', 'neutral')
    const states = canvas.getAllByTestId('order-tracker-stage').map((li) => li.dataset.state)
    await expect(states).toEqual(['current', 'pending', 'pending', 'pending'])
  },
}

/** No dates known: no date lines at all. */
export const WithoutDates: Story = {
  args: { ...forStatus(1), dates: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByTestId('order-tracker-date')).toHaveLength(0)
    await expect(canvas.getAllByTestId('order-tracker-stage')).toHaveLength(4)
  },
}

/** Vertical on request (e.g. beside the items): stages stack, each below the previous. */
export const Vertical: Story = {
  args: { ...forStatus(2), orientation: 'vertical' },
  play: async ({ canvas }) => {
    const [first, second] = canvas
      .getAllByTestId('order-tracker-stage')
      .map((li) => li.getBoundingClientRect())
    await expect(second?.top).toBeGreaterThan((first?.bottom ?? 0) - 1)
  },
}

/** By default at desktop width: one horizontal line. */
export const ResponsiveDesktop: Story = {
  args: { ...forStatus(1), orientation: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('order-tracker')).toHaveAttribute('data-orientation', 'responsive')
    const stages = canvas.getAllByTestId('order-tracker-stage')
    const tops = stages.map((li) => Math.round(li.getBoundingClientRect().top))
    await expect(new Set(tops).size).toBe(1)
  },
}

/** By default on a phone: a vertical list that fits 390 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...forStatus(2), orientation: undefined, dates: { ordered: ORDERED, expected: day(30) } },
  play: async ({ canvas }) => {
    const stages = canvas.getAllByTestId('order-tracker-stage')
    const tops = stages.map((li) => li.getBoundingClientRect().top)
    await expect(tops).toEqual([...tops].sort((a, b) => a - b))
    await expect(new Set(tops).size).toBe(stages.length)
    for (const stage of stages) await expect(stage.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    await expect(canvas.getByText('Expected by Mon, 30 Nov')).toBeVisible()
  },
}

/** Horizontal forced on a phone: four stages still fit. */
export const PhoneHorizontal: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...forStatus(1), orientation: 'horizontal' },
  play: async ({ canvas }) => {
    for (const stage of canvas.getAllByTestId('order-tracker-stage')) {
      await expect(stage.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    }
  },
}
