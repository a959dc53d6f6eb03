import type { MyReview } from '@haat/contract'
import {
  AFFILIATE_DASHBOARD_TITLE,
  DASHBOARD_SEE_LESS_ORDERS,
  DASHBOARD_SEE_MORE_ORDERS,
  DASHBOARD_TITLE,
  ITEM_NOT_SELECTED_MESSAGE,
  LOGOUT_CONFIRM_MESSAGE,
  MY_QUESTIONS_TITLE,
  MY_REVIEWS_FAILED_MESSAGE,
  MY_REVIEWS_TITLE,
  NO_MY_REVIEWS_MESSAGE,
  NO_QUESTIONS_MESSAGE,
  pages,
  REFER_AND_EARN_TITLE,
  REFERRAL_REWARD_COINS,
  REVIEW_DELETED_MESSAGE,
  REVIEW_UPDATED_MESSAGE,
} from '@haat/contract/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { HttpHandler } from 'msw'
import { useLocation } from 'react-router-dom'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { MyAccountRoute } from '../../packages/storefront/src/features/account/MyAccountRoute.tsx'
import {
  type AccountMockOptions,
  accountHandlers,
  recordedMyQuestions,
  recordedMyReviews,
  recordedReferrals,
} from '../../packages/storefront/src/mocks/accountHandlers.ts'
import { failing, handlers, pending } from '../../packages/storefront/src/mocks/handlers.ts'
import { withStorefront } from './helpers.tsx'

/**
 * My Account on the mocks (the demo shopper's recorded reviews, questions, referrals, orders, addresses
 * and wallet): the dashboard when no section is named, each section of the sidebar in its states, an
 * unknown section, logout's question and the phone's menu. My Orders, Addresses and the wallet have their
 * own page stories. No baselines: the dates move with the clock.
 */
const meta = {
  title: 'Pages/Account',
  parameters: { storyPadding: 0 },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Where the app is: the section and its page are the URL's. */
function LocationEcho() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>
}
const render = () => (
  <>
    <MyAccountRoute />
    <LocationEcho />
  </>
)
const opened = (search = '') =>
  withStorefront(pages.myAccount.path, { initialEntry: `${pages.myAccount.path}${search}`, signedIn: true })
/** Fresh account mocks per story (edits and deletes change them), before every other mock. */
const mocks = (options: AccountMockOptions = {}, ...overrides: HttpHandler[]) => ({
  msw: { handlers: [...overrides, ...accountHandlers(options), ...handlers] },
})

const reviews = recordedMyReviews()
const [firstReview] = reviews
if (!firstReview || reviews.length < 2) throw new Error("The recordings need the demo shopper's reviews")
const newestReview: MyReview = firstReview

/** No section named: the dashboard, with both balances, the two latest orders and the default address. */
export const Dashboard: Story = {
  render,
  decorators: [opened()],
  parameters: mocks(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: DASHBOARD_TITLE })).toBeVisible()
    expect(canvas.getByRole('button', { name: 'My Dashboard' })).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(canvas.getByTestId('dashboard-wallet')).toHaveTextContent('₹'))
    expect(canvas.getByTestId('dashboard-coins').textContent).toMatch(/^[\d,]+$/)
    const orders = within(canvas.getByRole('region', { name: 'Recent orders' }))
    expect(await orders.findAllByTestId('order-card')).toHaveLength(2)
    await userEvent.click(orders.getByRole('button', { name: DASHBOARD_SEE_MORE_ORDERS }))
    await waitFor(() => expect(orders.getAllByTestId('order-card').length).toBeGreaterThan(2))
    await userEvent.click(orders.getByRole('button', { name: DASHBOARD_SEE_LESS_ORDERS }))
    expect(orders.getAllByTestId('order-card')).toHaveLength(2)
    const address = within(canvas.getByRole('region', { name: 'Default address' }))
    expect(await address.findByText('Default')).toBeVisible()
    expect(document.title).toBe('My Account | Haat')
  },
}

/** A section that does not exist says so; the sidebar marks nothing. */
export const UnknownSection: Story = {
  render,
  decorators: [opened('?section=coupons')],
  parameters: mocks(),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: ITEM_NOT_SELECTED_MESSAGE })).toBeVisible()
    for (const entry of canvas.getAllByRole('button')) expect(entry).not.toHaveAttribute('aria-current')
  },
}

/** Choosing an entry puts its section in the URL (Back returns to the one before); the dashboard has none. */
export const SwitchSections: Story = {
  render,
  decorators: [opened('?section=questions&page=2')],
  parameters: mocks(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: MY_QUESTIONS_TITLE })
    await userEvent.click(canvas.getByRole('button', { name: 'My Ratings & Reviews' }))
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/my-account?section=RatingandReview'),
    )
    expect(await canvas.findByRole('heading', { level: 2, name: MY_REVIEWS_TITLE })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'My Dashboard' }))
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/my-account$/))
  },
}

const reviewsSection = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: MY_REVIEWS_TITLE }))

/** The shopper's reviews, newest first, each with the product's link, its stars and Edit and Delete. */
export const MyReviews: Story = {
  render,
  decorators: [opened('?section=RatingandReview')],
  parameters: mocks(),
  play: async ({ canvas: page }) => {
    const canvas = await reviewsSection(page)
    const cards = await canvas.findAllByTestId('my-review')
    expect(cards).toHaveLength(reviews.length)
    const first = within(cards[0] as HTMLElement)
    expect(first.getByRole('link', { name: newestReview.productName })).toHaveAttribute(
      'href',
      `/product-page/${newestReview.productId}`,
    )
    expect(first.getByText(newestReview.review)).toBeVisible()
  },
}

/** Edit: the dialog opens filled in; saving changes the card and says so. */
export const EditReview: Story = {
  render,
  decorators: [opened('?section=RatingandReview')],
  parameters: mocks(),
  play: async ({ canvas: page }) => {
    const canvas = await reviewsSection(page)
    await canvas.findAllByTestId('my-review')
    await userEvent.click(canvas.getByRole('button', { name: `Edit review of ${newestReview.productName}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit your review' }))
    const title = dialog.getByRole('textbox', { name: /Title/ })
    expect(title).toHaveValue(newestReview.review)
    await userEvent.clear(title)
    await userEvent.type(title, 'Still great after a month')
    await userEvent.click(dialog.getByRole('radio', { name: '2 stars' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(REVIEW_UPDATED_MESSAGE)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await canvas.findByText('Still great after a month')).toBeVisible()
  },
}

/** Delete asks first; No keeps the review, Delete takes it off the list. */
export const DeleteReview: Story = {
  render,
  decorators: [opened('?section=RatingandReview')],
  parameters: mocks(),
  play: async ({ canvas: page }) => {
    const canvas = await reviewsSection(page)
    await canvas.findAllByTestId('my-review')
    const name = `Delete review of ${newestReview.productName}`
    await userEvent.click(canvas.getByRole('button', { name }))
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete review' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(canvas.getAllByTestId('my-review')).toHaveLength(reviews.length)
    await userEvent.click(canvas.getByRole('button', { name }))
    dialog = within(await screen.findByRole('dialog', { name: 'Delete review' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(REVIEW_DELETED_MESSAGE)).toBeVisible()
    await waitFor(() => expect(canvas.getAllByTestId('my-review')).toHaveLength(reviews.length - 1))
    expect(canvas.queryByRole('button', { name })).toBeNull()
  },
}

/** A shopper who has reviewed nothing. */
export const NoReviews: Story = {
  render,
  decorators: [opened('?section=RatingandReview')],
  parameters: mocks({ reviews: [] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByText(NO_MY_REVIEWS_MESSAGE)).toBeVisible()
  },
}

/** The reviews could not be read: the message and Try again. */
export const ReviewsFailed: Story = {
  render,
  decorators: [opened('?section=RatingandReview')],
  parameters: mocks({}, failing('myReviews', 503, 'Service Unavailable')),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    expect(alert).toHaveTextContent(MY_REVIEWS_FAILED_MESSAGE)
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** While the reviews load. */
export const ReviewsLoading: Story = {
  render,
  decorators: [opened('?section=RatingandReview')],
  parameters: mocks({}, pending('myReviews')),
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status')).toHaveTextContent('Loading...')
  },
}

/** The questions the shopper asked, with the answers (the seller's marked) or that none came yet. */
export const MyQuestions: Story = {
  render,
  decorators: [opened('?section=questions')],
  parameters: mocks(),
  play: async ({ canvas: page }) => {
    const canvas = within(await page.findByRole('region', { name: MY_QUESTIONS_TITLE }))
    const cards = await canvas.findAllByTestId('my-question')
    const questions = recordedMyQuestions()
    expect(cards).toHaveLength(questions.length)
    const answered = questions.find((question) => question.answers.some((answer) => answer.seller))
    if (answered) expect(canvas.getByText(`Q: ${answered.question}`)).toBeVisible()
    if (questions.some((question) => question.answers.length === 0))
      expect(canvas.getByText('No answers yet')).toBeVisible()
  },
}

/** No questions asked yet. */
export const NoQuestions: Story = {
  render,
  decorators: [opened('?section=questions')],
  parameters: mocks({ questions: [] }),
  play: async ({ canvas }) => {
    expect(await canvas.findByText(NO_QUESTIONS_MESSAGE)).toBeVisible()
  },
}

/** Refer & Earn: the shopper's code, the whole sign-up link and the rule; Copy says it was copied. */
export const ReferAndEarn: Story = {
  render,
  decorators: [opened('?section=refer-and-earn')],
  parameters: mocks(),
  play: async ({ canvas: page }) => {
    const canvas = within(await page.findByRole('region', { name: REFER_AND_EARN_TITLE }))
    const { code } = recordedReferrals()
    expect(await canvas.findByRole('textbox', { name: 'Your referral code' })).toHaveValue(code)
    expect(canvas.getByText(`${window.location.origin}/sign-up-with-email?ref=${code}`)).toBeVisible()
    expect(canvas.getByText(new RegExp(`you earn ${REFERRAL_REWARD_COINS} coins`))).toBeVisible()
    // The story's own clipboard: a test browser refuses the real one without a permission prompt.
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Referral code copied'))
    expect(written).toEqual([code])
  },
}

/** The Affiliate Dashboard: the friends who joined with the code and what they earned. */
export const AffiliateDashboard: Story = {
  render,
  decorators: [opened('?section=affiliate-dashboard')],
  parameters: mocks({
    referrals: {
      ...recordedReferrals(),
      friendsJoined: 2,
      friendsWithDelivery: 1,
      coinsEarned: REFERRAL_REWARD_COINS,
      friends: [
        {
          name: 'Rohan D.',
          joined: { _seconds: 1_790_000_000, _nanoseconds: 0 },
          delivered: false,
          coins: 0,
        },
        {
          name: 'Meera I.',
          joined: { _seconds: 1_789_000_000, _nanoseconds: 0 },
          delivered: true,
          coins: REFERRAL_REWARD_COINS,
        },
      ],
    },
  }),
  play: async ({ canvas: page }) => {
    const canvas = within(await page.findByRole('region', { name: AFFILIATE_DASHBOARD_TITLE }))
    expect(await canvas.findByTestId('affiliate-joined')).toHaveTextContent('2')
    expect(canvas.getByTestId('affiliate-delivered')).toHaveTextContent('1')
    expect(canvas.getByTestId('affiliate-coins')).toHaveTextContent(String(REFERRAL_REWARD_COINS))
    expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

/** The demo shopper's friends as recorded (joined, nothing delivered yet). */
export const AffiliateRecorded: Story = {
  render,
  decorators: [opened('?section=affiliate-dashboard')],
  parameters: mocks(),
  play: async ({ canvas }) => {
    const { friendsJoined } = recordedReferrals()
    expect(await canvas.findByTestId('affiliate-joined')).toHaveTextContent(String(friendsJoined))
  },
}

/** Logout asks the specification's question first; No keeps the shopper in. */
export const LogoutQuestion: Story = {
  render,
  decorators: [opened()],
  parameters: mocks(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }))
    const dialog = await screen.findByRole('dialog', { name: LOGOUT_CONFIRM_MESSAGE })
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(canvas.getByTestId('location')).toHaveTextContent('/my-account')
  },
}

/** On a phone the sidebar is an off-canvas menu; choosing a section closes it and shows the section. */
export const PhoneMenu: Story = {
  render,
  decorators: [opened()],
  parameters: mocks(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open account menu' }))
    const menu = await screen.findByRole('navigation', { name: 'My Account' })
    await userEvent.click(within(menu).getByRole('button', { name: 'Refer & Earn' }))
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'My Account' })).toBeNull())
    expect(await canvas.findByRole('heading', { level: 2, name: REFER_AND_EARN_TITLE })).toBeVisible()
  },
}
