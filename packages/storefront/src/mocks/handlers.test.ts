import { routes } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { apiUrl, handlers } from './handlers.ts'
import { MOCK_HEADER, UNFILTERED, UNKNOWN_ID } from './recorded/calls.ts'
import { recorded, recordings } from './recorded/index.ts'
import { listeningMockServer, MOCK_ORIGIN } from './testServer.ts'
import { UnfilteredAnswers } from './unfilteredNotice.ts'

const origin = MOCK_ORIGIN
const server = listeningMockServer(...handlers)

const get = async (pathAndQuery: string) => {
  const response = await fetch(`${origin}/api${pathAndQuery}`)
  return { response, body: (await response.json()) as unknown }
}

const search = recordings.searchListing
const defaultSearch = new URLSearchParams(search[0]?.query).toString()

describe('MSW handlers', () => {
  it('answer every contract call', () => {
    const served = handlers.map((handler) => handler.info.path)
    for (const name of Object.keys(routes) as (keyof typeof routes)[]) expect(served).toContain(apiUrl(name))
  })

  it('answer a recorded request with its recording, whatever the order of its query', async () => {
    const filtered = search.find((r) => 'rating' in r.query)
    if (!filtered) throw new Error('the recordings need a search with a rating filter')
    const query = new URLSearchParams(Object.entries(filtered.query).reverse()).toString()
    const { response, body } = await get(`${routes.searchListing.path}?${query}`)
    expect(response.headers.get(MOCK_HEADER)).toBeNull()
    expect(body).toEqual(JSON.parse(JSON.stringify(filtered.answer)))
  })

  it('answer an unrecorded filter with the default page of the same scope, marked unfiltered', async () => {
    const { response, body } = await get(`${routes.searchListing.path}?${defaultSearch}&discount=30&page=2`)
    expect(response.status).toBe(200)
    expect(response.headers.get(MOCK_HEADER)).toBe(UNFILTERED)
    expect(body).toEqual(JSON.parse(JSON.stringify(recorded('searchListing'))))
  })

  it("answer a path that was not recorded with the call's default, marked unfiltered", async () => {
    const { response, body } = await get('/getCategoryProducts/CAT9999?sort=price-asc&pageSize=24')
    expect(response.headers.get(MOCK_HEADER)).toBe(UNFILTERED)
    expect(body).toEqual(JSON.parse(JSON.stringify(recorded('categoryProducts'))))
  })

  it("answer the recorded id of nothing with the server's 404", async () => {
    const { response, body } = await get(`/getOneSeller?sellerId=${UNKNOWN_ID}`)
    expect(response.status).toBe(404)
    expect(body).toEqual({ message: 'Seller not found.' })
  })
})

describe('the unfiltered notice', () => {
  it("hears each mocked answer with its request and response, as dev:mock's worker passes them on", async () => {
    const heard: string[] = []
    const listener = ({ request, response }: { request: Request; response: Response }) =>
      heard.push(`${new URL(request.url).pathname} ${response.headers.get(MOCK_HEADER)}`)
    server.events.on('response:mocked', listener)
    await get(`${routes.searchListing.path}?${defaultSearch}&discount=30`)
    server.events.removeListener('response:mocked', listener)
    expect(heard).toEqual([`/api${routes.searchListing.path} ${UNFILTERED}`])
  })

  const page = 'http://localhost:5173/search-result-page?query=shoes&discount=30'
  const marked = new Response(null, { headers: { [MOCK_HEADER]: UNFILTERED } })
  const plain = new Response(null)

  it('shows on the page that got an unfiltered answer, until that call is answered as asked', () => {
    const answers = new UnfilteredAnswers()
    answers.record(page, '/api/search-products?q=shoes&discount=30', marked)
    answers.record(page, '/api/fetchCategory', plain)
    expect(answers.shownAt(page)).toBe(true)
    expect(answers.shownAt('http://localhost:5173/')).toBe(false)
    answers.record(page, '/api/search-products?q=shoes', plain)
    expect(answers.shownAt(page)).toBe(false)
  })
})
