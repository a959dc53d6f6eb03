import { CheckoutStep } from '@haat/ui'
import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/CheckoutStep',
  component: CheckoutStep,
  tags: ['autodocs'],
  args: {
    step: 1,
    title: 'Select Address',
    expanded: true,
    onToggle: fn(),
    children: <p style={{ margin: 0 }}>The saved addresses, one to choose.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutStep>

export default meta
type Story = StoryObj<typeof meta>

/** The step being worked on: its content shows, its header collapses it. */
export const Expanded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const header = canvas.getByRole('button', { name: 'Step 1: Select Address' })
    await expect(header).toHaveAttribute('aria-expanded', 'true')
    const region = canvas.getByRole('region', { name: 'Step 1: Select Address' })
    await expect(header).toHaveAttribute('aria-controls', region.id)
    await expect(region).toBeVisible()
    await expect(canvas.getByText('The saved addresses, one to choose.')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step 1: Select Address' })).toBeVisible()
    await userEvent.click(header)
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

/** Collapsed and done: the chosen address in the header, a check mark, and Change beside it. */
export const CollapsedWithSummary: Story = {
  args: {
    expanded: false,
    done: true,
    summary: 'Aarav Sharma, 12, Lakeview Apartments, MG Road, Karnataka – 560001',
    action: (
      <Button variant="outlined" size="small">
        Change
      </Button>
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const header = canvas.getByRole('button', { name: 'Step 1: Select Address (done)' })
    await expect(header).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByTestId('checkout-step-summary')).toHaveTextContent('Aarav Sharma, 12, Lakeview')
    await expect(canvas.queryByText('The saved addresses, one to choose.')).not.toBeVisible()
    await userEvent.keyboard('{Tab}')
    await expect(header).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onToggle).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Change' })).toBeVisible()
  },
}

/** A later step before the earlier ones are done: a plain heading, nothing to click. */
export const NotReachable: Story = {
  args: { step: 3, title: 'Payment Options', expanded: false, onToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step 3: Payment Options' })).toBeVisible()
    await expect(canvas.queryByText('The saved addresses, one to choose.')).not.toBeVisible()
  },
}

/** Done and open again (the shopper came back to it). */
export const Done: Story = {
  args: { step: 2, title: 'Order Summary', done: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('button', { name: 'Step 2: Order Summary (done)' })
    await expect(header).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('region', { name: 'Step 2: Order Summary (done)' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    expanded: false,
    done: true,
    summary: 'Aarav Sharma, Floor 5, Maker Chambers IV, Nariman Point, Maharashtra – 400001',
    action: (
      <Button variant="outlined" size="small">
        Change
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const step = canvas.getByTestId('checkout-step')
    await expect(step.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    await expect(canvas.getByRole('button', { name: 'Change' })).toBeVisible()
  },
}
