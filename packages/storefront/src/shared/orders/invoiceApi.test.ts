import { INVOICE_NOT_YET_MESSAGE } from '@haat/contract/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/store.ts'
import { memoryStorage } from '../../testing/memoryStorage.ts'
import { stubApi } from '../../testing/stubApi.ts'
import { invoiceApi } from './invoiceApi.ts'

/** The page as the download needs it: one <a> it clicks, the object URLs it makes and frees. */
function fakePage() {
  const link = { href: '', download: '', rel: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() }
  const appended: unknown[] = []
  vi.stubGlobal('document', {
    createElement: (tag: string) => {
      expect(tag).toBe('a')
      return link
    },
    body: { append: (node: unknown) => void appended.push(node) },
  })
  const made: Blob[] = []
  const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made.push(blob as Blob)
    return 'blob:haat.test/1'
  })
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  return { link, appended, made, created, revoked }
}

/** The server: each request's path is kept and answered by `answer`. */
function fakeServer(answer: (path: string) => Response) {
  const paths: string[] = []
  stubApi(async (request) => {
    paths.push(new URL(request.url).pathname)
    return answer(new URL(request.url).pathname)
  })
  return paths
}

const PDF = '%PDF-1.4 a tax invoice'

describe('downloading an invoice', () => {
  let errors: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    // The store's serializable check reports a Blob (or any class) that reaches the state here.
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('saves the PDF under the server’s name through an object URL, keeping only the name', async () => {
    const page = fakePage()
    const paths = fakeServer(
      () =>
        new Response(PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="invoice-K3X9-26-27-17.pdf"',
          },
        }),
    )
    const store = makeStore(undefined, { storage: memoryStorage() })
    const answer = await store.dispatch(invoiceApi.endpoints.downloadInvoice.initiate('Ord 1/2')).unwrap()

    expect(paths).toEqual(['/api/order-invoice/Ord%201%2F2'])
    expect(answer).toEqual({ fileName: 'invoice-K3X9-26-27-17.pdf' })
    expect(page.link).toMatchObject({ href: 'blob:haat.test/1', download: 'invoice-K3X9-26-27-17.pdf' })
    expect(page.link.click).toHaveBeenCalledOnce()
    expect(page.link.remove).toHaveBeenCalledOnce()
    expect(page.appended).toEqual([page.link])
    expect(await page.made[0]?.text()).toBe(PDF)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(page.revoked).toHaveBeenCalledWith('blob:haat.test/1')
    expect(JSON.parse(JSON.stringify(store.getState().api.mutations))).toEqual(store.getState().api.mutations)
    expect(errors).not.toHaveBeenCalled()
  })

  it('saves nothing when the server refuses, and hands on its message', async () => {
    const page = fakePage()
    fakeServer(() => Response.json({ message: INVOICE_NOT_YET_MESSAGE }, { status: 409 }))
    const store = makeStore(undefined, { storage: memoryStorage() })
    await expect(
      store.dispatch(invoiceApi.endpoints.downloadInvoice.initiate('Ord1')).unwrap(),
    ).rejects.toEqual({
      status: 409,
      data: { message: INVOICE_NOT_YET_MESSAGE },
    })
    expect(page.link.click).not.toHaveBeenCalled()
    expect(page.created).not.toHaveBeenCalled()
  })
})
