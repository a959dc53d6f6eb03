import {
  AddQuestionBody,
  AddRecentVisitsBody,
  type Answer,
  PRODUCT_REPORT_RECEIVED_MESSAGE,
  QUESTION_ADDED_MESSAGE,
  ReportProductBody,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { fail, signedIn, url } from './mockSupport.ts'
import { recorded } from './recorded/index.ts'

/** The server's 400 for a body its schema refuses: the schema's messages. */
const refused = (issues: readonly { message: string }[]) =>
  fail(400, issues.map((issue) => issue.message).join(' '))
const jsonOf = (request: Request) => request.json().catch(() => undefined)

/**
 * The product page's writes: asking a question (answered as the server shows it, named "You" since the
 * mocks know no shopper), reporting a product, and merging a device's recent visits (answered with the
 * recorded list). Refused without a session and for a body the server would refuse.
 */
export function productHandlers() {
  return [
    http.post(url('addQuestion'), async ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const body = AddQuestionBody.safeParse(await jsonOf(request))
      if (!body.success) return refused(body.error.issues)
      const now = Date.now()
      const answer: Answer<'addQuestion'> = {
        message: QUESTION_ADDED_MESSAGE,
        question: {
          id: `mock-${now}`,
          question: body.data.question,
          answers: [],
          customerDetails: { name: 'You' },
          date: { _seconds: Math.floor(now / 1000), _nanoseconds: 0 },
        },
      }
      return HttpResponse.json(answer)
    }),
    http.post(url('reportProduct'), async ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const body = ReportProductBody.safeParse(await jsonOf(request))
      if (!body.success) return refused(body.error.issues)
      const answer: Answer<'reportProduct'> = { message: PRODUCT_REPORT_RECEIVED_MESSAGE }
      return HttpResponse.json(answer)
    }),
    http.post(url('addRecentVisits'), async ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const body = AddRecentVisitsBody.safeParse(await jsonOf(request))
      if (!body.success) return refused(body.error.issues)
      return HttpResponse.json(recorded('recentVisits'))
    }),
  ]
}
