import {
  type Answer,
  INVOICE_NOT_YET_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  routePath,
  routes,
  TOKEN_MISSING_MESSAGE,
} from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { invoiceHandlers } from './invoiceHandlers.ts'
import { recordings } from './recorded/index.ts'
import { callMock, listeningMockServer, MOCK_ORIGIN } from './testServer.ts'

listeningMockServer(...invoiceHandlers())

const summaries = recordings.invoiceSummary.flatMap((recording) =>
  recording.status === 200 ? [recording.answer as Answer<'invoiceSummary'>] : [],
)
const shipped = summaries.find((summary) => summary.available && summary.invoiceNumber !== null)
const notShipped = summaries.find((summary) => !summary.available)

const pdf = (orderId: string, token = true) =>
  fetch(`${MOCK_ORIGIN}/api${routePath(routes.orderInvoice.path, { orderId })}`, {
    headers: token ? { Authorization: 'Bearer story-token' } : {},
  })

describe('the invoice mocks', () => {
  it('have recordings of a shipped and a not yet shipped demo order', () => {
    expect(shipped).toBeDefined()
    expect(notShipped).toBeDefined()
  })

  it('answer the recorded summary of an order, 404 for any other, 401 without a session', async () => {
    const orderId = shipped?.orderId ?? ''
    expect(await callMock('invoiceSummary', { params: { orderId } })).toEqual({ status: 200, body: shipped })
    expect(await callMock('invoiceSummary', { params: { orderId: 'SomeoneElsesOrder' } })).toEqual({
      status: 404,
      body: { message: ORDER_NOT_FOUND_MESSAGE },
    })
    expect(await callMock('invoiceSummary', { params: { orderId }, token: false })).toEqual({
      status: 401,
      body: { message: TOKEN_MISSING_MESSAGE },
    })
  })

  it('send a PDF named by the invoice number for a shipped order, and 409 before shipping', async () => {
    const response = await pdf(shipped?.orderId ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${shipped?.invoiceNumber?.replaceAll('/', '-')}.pdf"`,
    )
    const text = new TextDecoder().decode(await response.arrayBuffer())
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text).toContain(shipped?.invoiceNumber ?? 'no number')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)

    const early = await pdf(notShipped?.orderId ?? '')
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ message: INVOICE_NOT_YET_MESSAGE })
    expect((await pdf(shipped?.orderId ?? '', false)).status).toBe(401)
  })
})
