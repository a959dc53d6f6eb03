import Storefront from '@mui/icons-material/Storefront'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import { useId } from 'react'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'

export interface MyQuestionAnswer {
  text: string
  /** The store's name for a seller's answer, else the shopper's ("Priya N."). */
  by: string
  seller: boolean
  date: Date
}

/** The card's fixed texts; each has the wording shown by default. */
export interface MyQuestionCardTexts {
  askedOn: string
  noAnswers: string
  seller: string
  /** "2 answers", the answers list's name. */
  answers: (count: number) => string
}

const DEFAULT_TEXTS: MyQuestionCardTexts = {
  askedOn: 'Asked on',
  noAnswers: 'No answers yet',
  seller: 'Seller',
  answers: (count) => `${count} ${count === 1 ? 'answer' : 'answers'}`,
}

export interface MyQuestionCardProps {
  question: string
  productName: string
  productHref: string
  productImage: string
  date: Date
  /** Oldest first. */
  answers: readonly MyQuestionAnswer[]
  headingComponent?: 'h2' | 'h3' | 'h4'
  timeZone?: string
  texts?: Partial<MyQuestionCardTexts>
}

/**
 * A question the shopper asked, in My Question & Answers: the product it is about, the question, when,
 * and every answer with who gave it (the seller's marked as such), or that none has come yet.
 */
export function MyQuestionCard({
  question,
  productName,
  productHref,
  productImage,
  date,
  answers,
  headingComponent = 'h3',
  timeZone = 'Asia/Kolkata',
  texts,
}: MyQuestionCardProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const headingId = useId()
  const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-testid="my-question"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
      }}
    >
      <ProductThumbnail src={productImage} side={56} inset={4} iconSize={24} />
      <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
        <Link
          href={productHref}
          sx={{ fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {productName}
        </Link>
        <Box
          component={headingComponent}
          id={headingId}
          sx={{ m: 0, fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          Q: {question}
        </Box>
        <Box component="p" sx={{ m: 0, fontSize: '0.8rem', color: 'text.secondary' }}>
          {t.askedOn} {day.format(date)}
        </Box>
        {answers.length === 0 ? (
          <Box component="p" sx={{ m: 0, fontStyle: 'italic', color: 'text.secondary' }}>
            {t.noAnswers}
          </Box>
        ) : (
          <Box
            component="ul"
            aria-label={t.answers(answers.length)}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {answers.map((answer) => (
              <Box
                component="li"
                key={`${answer.by}:${answer.date.getTime()}:${answer.text.slice(0, 20)}`}
                sx={{
                  pl: 1.5,
                  borderLeft: '3px solid',
                  borderColor: answer.seller ? 'primary.main' : 'border.main',
                }}
              >
                <Box component="p" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  A: {answer.text}
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    fontSize: '0.8rem',
                    color: 'text.secondary',
                  }}
                >
                  <span>
                    {answer.by} · {day.format(answer.date)}
                  </span>
                  {answer.seller ? (
                    <Chip
                      size="small"
                      icon={<Storefront />}
                      label={t.seller}
                      color="primary"
                      variant="outlined"
                    />
                  ) : null}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  )
}
