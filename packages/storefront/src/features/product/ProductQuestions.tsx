import { QUESTION_MAX } from '@haat/contract/core'
import { QuestionList } from '@haat/ui'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { errorText } from '../../app/errorText.ts'
import { useAppSelector } from '../../app/store.ts'
import { enqueueToast } from '../../app/toast.ts'
import { selectIsSignedIn } from '../../shared/session/authSlice.ts'
import { useSignInFirst } from '../../shared/session/session.ts'
import { useAddQuestionMutation, useGetProductQuestionsQuery } from './productApi.ts'
import { questionOf } from './reviewsView.ts'

/** Questions and answers, with a form to ask one for a signed-in shopper (a visitor is offered sign-in). */
export function ProductQuestions({ productId }: { productId: string }) {
  const questions = useGetProductQuestionsQuery(productId)
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const [ask, asking] = useAddQuestionMutation()
  const [error, setError] = useState<string | null>(null)
  const status = questions.isLoading ? 'loading' : questions.isError ? 'error' : 'ready'
  return (
    <Box
      component="section"
      aria-labelledby="questions-heading"
      sx={{ display: 'grid', gap: 1, maxWidth: 900 }}
    >
      <Typography id="questions-heading" variant="h6" component="h2">
        Questions &amp; Answers
      </Typography>
      <QuestionList
        status={status}
        questions={(questions.data?.questions ?? []).map(questionOf)}
        errorText={`Error: ${errorText(questions.error)}`}
        ask={
          signedIn
            ? {
                max: QUESTION_MAX,
                status: asking.isLoading ? 'submitting' : 'idle',
                error,
                requiredMessage: 'Please write your question',
                onAsk: (question) => {
                  setError(null)
                  ask({ productId, question })
                    .unwrap()
                    .then((answer) => enqueueToast(answer.message, { variant: 'success' }))
                    .catch((failure: unknown) =>
                      setError(errorText(failure as Parameters<typeof errorText>[0])),
                    )
                },
              }
            : undefined
        }
      />
      {!signedIn && (
        <Button variant="text" onClick={signInFirst} sx={{ justifySelf: 'start' }}>
          Sign in to ask a question
        </Button>
      )}
    </Box>
  )
}
