import type { Answer } from '@haat/contract'
import { invoiceRoutes } from '@haat/contract/core'
import { api, contractRequest } from '../../app/api.ts'
import { validateAnswer } from '../../app/validateAnswer.ts'

/**
 * A seller order's tax invoice (docs/product.md, "Tax invoices"): what it says, for the order page, and
 * the PDF to download. The summary is tagged with the order, so whatever changes the order (a
 * cancellation, a status) shows on the invoice too.
 */

/** The name a PDF is saved under: the server's content-disposition file name, else the order's. */
export function invoiceFileNameOf(contentDisposition: string | null, orderId: string): string {
  const quoted = /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1]
  const bare = /filename=([^;\s]+)/i.exec(contentDisposition ?? '')?.[1]
  const name = (quoted ?? bare ?? '').replace(/[^A-Za-z0-9._-]+/g, '-')
  return name.endsWith('.pdf') ? name : `invoice-${orderId.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`
}

/**
 * Hands a file to the browser to save, through an object URL freed once the click has been taken. Only
 * the file's name goes back into the store: a Blob is not serializable, so it never reaches it.
 */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** What a download answers to the page: the name the PDF was saved under. */
export interface InvoiceDownload {
  fileName: string
}

export const invoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceSummary: build.query<Answer<'invoiceSummary'>, string>({
      query: (orderId) => contractRequest(invoiceRoutes.invoiceSummary, { params: { orderId } }),
      transformResponse: validateAnswer('invoiceSummary'),
      providesTags: (_answer, _error, orderId) => [{ type: 'Orders', id: orderId }],
    }),
    downloadInvoice: build.mutation<InvoiceDownload, string>({
      query: (orderId) => ({
        ...contractRequest(invoiceRoutes.orderInvoice, { params: { orderId } }),
        // A refusal is JSON ({ message }); the PDF is saved here and only its name is kept.
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json()
          const fileName = invoiceFileNameOf(response.headers.get('content-disposition'), orderId)
          saveFile(await response.blob(), fileName)
          return { fileName }
        },
        cache: 'no-store',
      }),
    }),
  }),
})

export const { useGetInvoiceSummaryQuery, useDownloadInvoiceMutation } = invoiceApi
