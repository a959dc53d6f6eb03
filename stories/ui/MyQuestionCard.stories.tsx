import { MyQuestionCard } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { preventNavigation } from './fixtures/preventNavigation.tsx'
import { img } from './support.ts'

const day = (date: number) => new Date(Date.UTC(2026, 9, date, 6, 0, 0))

const meta = {
  title: 'UI/MyQuestionCard',
  component: MyQuestionCard,
  tags: ['autodocs'],
  args: {
    question: 'Is this atta stone-ground?',
    productName: 'Annapurna Farms Multigrain Atta 5 kg',
    productHref: '/product-page/atta',
    productImage: img('product-rice'),
    date: day(2),
    answers: [
      {
        text: 'Yes, it is chakki-ground from whole grains.',
        by: 'Annapurna Farms',
        seller: true,
        date: day(3),
      },
      { text: 'Mine made soft rotis, tastes fresh.', by: 'Priya N.', seller: false, date: day(4) },
    ],
  },
  decorators: [preventNavigation],
  parameters: { storyPadding: 16 },
} satisfies Meta<typeof MyQuestionCard>

export default meta
type Story = StoryObj<typeof meta>

/** Answered by the seller (marked) and a shopper, oldest first, under the product and the question. */
export const Answered: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Q: Is this atta stone-ground?' }))
    await expect(card.getByRole('link', { name: 'Annapurna Farms Multigrain Atta 5 kg' })).toHaveAttribute(
      'href',
      '/product-page/atta',
    )
    const answers = within(card.getByRole('list', { name: '2 answers' })).getAllByRole('listitem')
    await expect(answers[0]).toHaveTextContent('Annapurna Farms')
    await expect(within(answers[0] as HTMLElement).getByText('Seller')).toBeVisible()
    await expect(within(answers[1] as HTMLElement).queryByText('Seller')).toBeNull()
    await expect(card.getByText('Asked on 2 Oct 2026')).toBeVisible()
  },
}

/** Nobody has answered yet. */
export const Waiting: Story = {
  args: { question: 'Does the strap fit a small wrist?', answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No answers yet')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
  },
}
