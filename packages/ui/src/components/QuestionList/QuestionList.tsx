import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import { styled } from '@mui/material/styles'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { reviewDate } from '../ReviewList/index.ts'

export interface ProductAnswer {
  id: string
  answer: string
  /** Who answered; "Haat shopper" when missing. */
  by: string | null
  /** The product's seller answered: marked "Seller". */
  bySeller: boolean
  date?: string | number
}

export interface ProductQuestion {
  id: string
  question: string
  askedBy: string | null
  date?: string | number
  answers: ProductAnswer[]
}

export interface AskQuestionControl {
  /** Characters a question may have (the storefront passes the contract's limit). */
  max: number
  status: 'idle' | 'submitting'
  /** The server's refusal. */
  error?: string | null
  /** Shown on an empty submit. */
  requiredMessage: string
  /** Told the trimmed question; the field empties once the page is done (idle again without an error). */
  onAsk: (question: string) => void
}

export interface QuestionListProps {
  status: 'loading' | 'error' | 'ready'
  questions: ProductQuestion[]
  /** The ask form; left out, there is none (e.g. the page sends visitors to sign in instead). */
  ask?: AskQuestionControl
  emptyText?: string
  errorText?: string
  noAnswerText?: string
}

const Item = styled('li')(({ theme }) => ({
  padding: '12px 0',
  borderBottom: `1px solid ${theme.vars.palette.border.main}`,
  '& p': { margin: 0, fontSize: '0.9rem', lineHeight: 1.5, overflowWrap: 'anywhere' },
  '& .who': { fontSize: '0.78rem', color: (theme.vars ?? theme).palette.text.secondary },
}))

const SellerMark = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  marginRight: 6,
  padding: '0 6px',
  borderRadius: 6,
  fontSize: '0.72rem',
  fontWeight: 700,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  color: theme.vars.palette.onDark.main,
  '& > svg': { fontSize: 14 },
}))

const who = (name: string | null, date?: string | number) => {
  const shown = name?.trim() ? name.trim() : 'Haat shopper'
  const when = date === undefined ? '' : reviewDate(date)
  return when ? `${shown} · ${when}` : shown
}

function AskForm({ max, status, error, requiredMessage, onAsk }: AskQuestionControl) {
  const [text, setText] = useState('')
  const [missing, setMissing] = useState(false)
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (wasSubmitting.current && status === 'idle' && !error) setText('')
    wasSubmitting.current = status === 'submitting'
  }, [status, error])
  const submitting = status === 'submitting'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === '') {
      setMissing(true)
      return
    }
    onAsk(text.trim())
  }
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1, mb: 1 }}>
      <TextField
        label="Ask a question"
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setMissing(false)
        }}
        error={missing}
        helperText={missing ? requiredMessage : `${text.length}/${max}`}
        // Read-only rather than disabled while it is sent: a disabled field's hint fails contrast.
        slotProps={{ htmlInput: { maxLength: max, readOnly: submitting } }}
        multiline
        minRows={2}
        fullWidth
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" loading={submitting} sx={{ justifySelf: 'start' }}>
        Ask
      </Button>
    </Box>
  )
}

/** A product's questions, each with its answers (the seller's marked), and a form to ask one. */
export function QuestionList({
  status,
  questions,
  ask,
  emptyText = 'No Data In Your Products',
  errorText = 'Could not load the questions.',
  noAnswerText = 'Not answered yet',
}: QuestionListProps) {
  return (
    <Box>
      {ask && <AskForm {...ask} />}
      {status === 'loading' ? (
        <Box aria-busy="true" role="region" aria-label="Loading questions">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rectangular" height={56} sx={{ my: 1.5, borderRadius: 1 }} />
          ))}
        </Box>
      ) : status === 'error' ? (
        <Typography role="alert" color="error">
          {errorText}
        </Typography>
      ) : questions.length === 0 ? (
        <Typography component="p" color="text.secondary" sx={{ py: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Questions and answers" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {questions.map((q) => (
            <Item key={q.id} data-testid="question">
              <p>
                <strong>Q: {q.question}</strong>
              </p>
              <p className="who">Asked by {who(q.askedBy, q.date)}</p>
              {q.answers.length === 0 ? (
                <p className="who" style={{ marginTop: 4 }}>
                  {noAnswerText}
                </p>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    m: '6px 0 0',
                    p: '0 0 0 12px',
                    borderLeft: 2,
                    borderColor: 'border.main',
                  }}
                >
                  {q.answers.map((a) => (
                    <Box component="li" key={a.id} sx={{ py: 0.5 }} data-seller={a.bySeller || undefined}>
                      <p>
                        <span aria-hidden>A: </span>
                        {a.answer}
                      </p>
                      <p className="who">
                        {a.bySeller && (
                          <SellerMark>
                            <StorefrontOutlined aria-hidden />
                            Seller
                          </SellerMark>
                        )}
                        {who(a.by, a.date)}
                      </p>
                    </Box>
                  ))}
                </Box>
              )}
            </Item>
          ))}
        </Box>
      )}
    </Box>
  )
}
