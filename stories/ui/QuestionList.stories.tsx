import { type ProductQuestion, QuestionList } from '@haat/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

const questions: ProductQuestion[] = [
  {
    id: 'q1',
    question: 'Does it support fast charging?',
    askedBy: 'Meera Nair',
    date: '2026-11-10T10:00:00Z',
    answers: [
      {
        id: 'a1',
        answer: 'Yes, 10 minutes of charging gives about 10 hours of playback.',
        by: 'Sound Bazaar',
        bySeller: true,
        date: '2026-11-11T10:00:00Z',
      },
      { id: 'a2', answer: 'Works with my phone charger too.', by: 'Arjun', bySeller: false },
    ],
  },
  { id: 'q2', question: 'Is there a warranty card in the box?', askedBy: null, answers: [] },
]

const ask = { max: 300, status: 'idle' as const, requiredMessage: 'Please type your question.', onAsk: fn() }

const meta = {
  title: 'UI/QuestionList',
  component: QuestionList,
  tags: ['autodocs'],
  args: { status: 'ready', questions, ask },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionList>

export default meta
type Story = StoryObj<typeof meta>

/** Questions with their answers; the seller's answer is marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByTestId('question')
    await expect(items).toHaveLength(2)
    await expect(within(items[0] as HTMLElement).getByText('Seller')).toBeVisible()
    const seller = (items[0] as HTMLElement).querySelectorAll('[data-seller]')
    await expect(seller).toHaveLength(1)
    await expect(seller[0]).toHaveTextContent('Sound Bazaar')
    await expect(within(items[1] as HTMLElement).getByText('Not answered yet')).toBeVisible()
    await expect(within(items[1] as HTMLElement).getByText('Asked by Haat shopper')).toBeVisible()
  },
}

/** The question goes out trimmed; an empty one says what is missing. */
export const Ask: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Ask a question' })
    await expect(field).toHaveAttribute('maxlength', '300')
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }))
    await expect(canvas.getByText('Please type your question.')).toBeVisible()
    await expect(args.ask?.onAsk).not.toHaveBeenCalled()
    await userEvent.type(field, '  Is it waterproof?  ')
    await expect(canvas.getByText('21/300')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }))
    await expect(args.ask?.onAsk).toHaveBeenCalledOnce()
    await expect(args.ask?.onAsk).toHaveBeenCalledWith('Is it waterproof?')
  },
}

export const Asking: Story = {
  args: { ask: { ...ask, status: 'submitting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Ask/ })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Ask a question' })).toHaveAttribute('readonly')
  },
}

export const AskFailed: Story = {
  args: { ask: { ...ask, error: 'Please log in to ask a question.' } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('alert')).toHaveTextContent('Please log in to ask a question.'),
}

export const Empty: Story = {
  args: { questions: [] },
  play: async ({ canvas }) => expect(canvas.getByText('No Data In Your Products')).toBeVisible(),
}

/** Without `ask` there is no form (a visitor). */
export const ReadOnly: Story = {
  args: { ask: undefined },
  play: async ({ canvas }) => expect(canvas.queryByRole('textbox')).toBeNull(),
}

export const Loading: Story = {
  args: { status: 'loading', questions: [] },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('region', { name: 'Loading questions' })).toHaveAttribute('aria-busy', 'true'),
}

export const Failed: Story = {
  args: { status: 'error', questions: [], ask: undefined },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the questions.'),
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }
