import { AffiliateSummary, ReferralCard } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

const texts = {
  codeLabel: 'Your referral code',
  copy: 'Copy code',
  share: 'Share link',
  copied: 'Referral code copied',
}

const meta = {
  title: 'UI/ReferralCard',
  component: ReferralCard,
  tags: ['autodocs'],
  args: {
    code: 'AARAV250',
    shareUrl: 'https://haat.example/sign-up-with-email?ref=AARAV250',
    rule: 'Share your code with a friend. When they sign up with it and their first order is delivered, you earn 100 coins (once per friend).',
    onCopy: fn(),
    onShare: fn(),
    texts,
  },
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof ReferralCard>

export default meta
type Story = StoryObj<typeof meta>

/** The code in a labelled read-only field, the link, the rule, and Copy and Share as events. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Your referral code' })
    await expect(field).toHaveValue('AARAV250')
    await expect(field).toHaveAttribute('readonly')
    await expect(canvas.getByText(/you earn 100 coins/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }))
    await expect(args.onCopy).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Share link' }))
    await expect(args.onShare).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** After a copy the card says so, politely, to screen readers too. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Referral code copied'),
}

/** On a phone the field takes the width and the buttons wrap below it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const section = canvas.getByTestId('referral-card')
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1)
  },
}

const affiliateTexts = {
  friendsJoined: 'Friends joined',
  friendsWithDelivery: 'Friends with a delivered order',
  coinsEarned: 'Coins earned from referrals',
  noFriends: 'No friends have joined with your code yet.',
  joinedOn: 'Joined on',
  delivered: 'Order delivered',
  waiting: 'No delivered order yet',
  coins: (count: number) => `${count.toLocaleString('en-IN')} coins`,
}

/** The Affiliate Dashboard: three figures and each friend, with the coins their delivery earned. */
export const Affiliate: StoryObj<typeof AffiliateSummary> = {
  render: (args) => <AffiliateSummary {...args} />,
  args: {
    friendsJoined: 3,
    friendsWithDelivery: 1,
    coinsEarned: 100,
    friends: [
      { name: 'Rohan D.', joined: new Date(Date.UTC(2026, 10, 15)), delivered: false, coins: 0 },
      { name: 'Meera I.', joined: new Date(Date.UTC(2026, 10, 8)), delivered: true, coins: 100 },
      { name: 'Kabir S.', joined: new Date(Date.UTC(2026, 9, 30)), delivered: false, coins: 0 },
    ],
    texts: affiliateTexts,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('affiliate-joined')).toHaveTextContent('3')
    await expect(canvas.getByTestId('affiliate-delivered')).toHaveTextContent('1')
    await expect(canvas.getByTestId('affiliate-coins')).toHaveTextContent('100')
    const friends = within(canvas.getByRole('list', { name: 'Friends joined' })).getAllByRole('listitem')
    await expect(friends).toHaveLength(3)
    await expect(friends[1]).toHaveTextContent('Order delivered')
    await expect(friends[1]).toHaveTextContent('+100 coins')
  },
}

/** Nobody has joined yet. */
export const AffiliateEmpty: StoryObj<typeof AffiliateSummary> = {
  render: (args) => <AffiliateSummary {...args} />,
  args: { friendsJoined: 0, friendsWithDelivery: 0, coinsEarned: 0, friends: [], texts: affiliateTexts },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No friends have joined with your code yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
