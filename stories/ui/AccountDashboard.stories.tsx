import { AccountDashboard, AddressCard, OrderCard } from '@haat/ui'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { preventNavigation } from './fixtures/preventNavigation.tsx'
import { img } from './support.ts'

const order = (orderId: string, status: number, statusLabel: string) => (
  <OrderCard
    key={orderId}
    orderId={orderId}
    href={`/order-inner-page/${orderId}`}
    orderDate={new Date(Date.UTC(2026, 10, 2, 6, 0, 0))}
    statusLabel={statusLabel}
    status={status}
    storeName="Sharma General Store"
    total={1299}
    paymentModeLabel="Cash on Delivery"
    items={[
      { productId: 'p1', name: 'India Gate Basmati Rice 5 kg', imageUrl: img('product-rice'), quantity: 1 },
    ]}
  />
)

const address = (
  <AddressCard
    address={{
      name: 'Aarav Sharma',
      phoneNumber: '9876543210',
      alternativePhoneNumber: null,
      typeOfAddress: 'Home',
      primaryAddress: true,
      houseName: 'Flat 4B, Lotus Residency',
      localArea: 'Andheri West',
      landMark: 'Near the metro',
      pincode: '400053',
      state: 'Maharashtra',
      country: 'India',
    }}
    messages={{ defaultLabel: 'Default', undeletable: 'The default address cannot be deleted.' }}
  />
)

const texts = {
  title: 'My Dashboard',
  coins: 'Coins',
  wallet: 'Wallet balance',
  recentOrders: 'Recent orders',
  defaultAddress: 'Default address',
}

const meta = {
  title: 'UI/AccountDashboard',
  component: AccountDashboard,
  tags: ['autodocs'],
  args: {
    coins: 1250,
    walletBalance: 1480.5,
    walletHref: '/my-account?section=wallet',
    orders: (
      <Stack spacing={2}>
        {order('Ord00000000000000001', 1, 'Shipped')}
        {order('Ord00000000000000002', 3, 'Delivered')}
      </Stack>
    ),
    ordersToggle: { label: 'See More Orders', expanded: false, onToggle: fn() },
    address,
    texts,
  },
  decorators: [preventNavigation],
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof AccountDashboard>

export default meta
type Story = StoryObj<typeof meta>

/** Both balances (Indian grouping), the two latest orders with See More, and the default address. */
export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
    await expect(canvas.getByTestId('dashboard-coins')).toHaveTextContent('1,250')
    await expect(canvas.getByTestId('dashboard-wallet')).toHaveTextContent('₹1,480.50')
    const orders = within(canvas.getByRole('region', { name: 'Recent orders' }))
    await expect(orders.getAllByRole('article')).toHaveLength(2)
    const more = orders.getByRole('button', { name: 'See More Orders' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    await expect(args.ordersToggle?.onToggle).toHaveBeenCalledTimes(1)
    await expect(
      within(canvas.getByRole('region', { name: 'Default address' })).getByText('Aarav Sharma'),
    ).toBeVisible()
  },
}

/** The balances load; there are no orders and no address yet; no wallet tile when it is not offered. */
export const LoadingAndEmpty: Story = {
  args: {
    coins: null,
    walletBalance: undefined,
    orders: <Typography>No orders</Typography>,
    ordersToggle: undefined,
    address: <Typography>No Address Available</Typography>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Coins: loading')).toBeInTheDocument()
    await expect(canvas.queryByTestId('dashboard-wallet')).toBeNull()
    await expect(canvas.queryByRole('button', { name: /See/ })).toBeNull()
    await expect(canvas.getByText('No Address Available')).toBeVisible()
  },
}

/** On a phone the balances stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { visual: 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('dashboard-coins')).toBeVisible()
  },
}
