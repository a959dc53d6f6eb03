import {
  MY_QUESTIONS_FAILED_MESSAGE,
  MY_QUESTIONS_TITLE,
  NO_ANSWERS_YET_MESSAGE,
  NO_QUESTIONS_MESSAGE,
} from '@haat/contract/core'
import { MyQuestionCard, Pagination } from '@haat/ui'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { useSearchParams } from 'react-router-dom'
import { useMyQuestionsQuery } from './accountSectionsApi.ts'
import { myQuestionCardOf, sectionPageHref, sectionPageOf } from './accountSectionsView.ts'
import { SectionEmpty, SectionFailed, SectionHeading, SectionLoading } from './SectionStatus.tsx'

const HEADING_ID = 'my-questions-heading'

/**
 * My Question & Answers: the questions the shopper asked about products, newest first, each with the
 * answers it got (the seller's marked), a page at a time (the page in the URL).
 */
export function MyQuestionsSection() {
  const [params] = useSearchParams()
  const page = sectionPageOf(params)
  const questions = useMyQuestionsQuery(page, { refetchOnMountOrArgChange: true })

  let body: React.ReactNode
  if (questions.isError && !questions.isFetching) {
    body = <SectionFailed message={MY_QUESTIONS_FAILED_MESSAGE} onRetry={() => void questions.refetch()} />
  } else if (!questions.data) {
    body = <SectionLoading />
  } else if (questions.data.questions.length === 0) {
    body = <SectionEmpty message={NO_QUESTIONS_MESSAGE} />
  } else {
    const { data } = questions
    body = (
      <>
        <Stack spacing={2} sx={{ opacity: questions.isFetching ? 0.6 : 1 }} aria-busy={questions.isFetching}>
          {data.questions.map((question) => (
            <MyQuestionCard
              key={question.id}
              {...myQuestionCardOf(question)}
              texts={{ noAnswers: NO_ANSWERS_YET_MESSAGE }}
            />
          ))}
        </Stack>
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefFor={(next) => sectionPageHref('questions', next)}
          onPage={() => window.scrollTo({ top: 0 })}
        />
      </>
    )
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <SectionHeading id={HEADING_ID}>{MY_QUESTIONS_TITLE}</SectionHeading>
      {body}
    </Box>
  )
}
