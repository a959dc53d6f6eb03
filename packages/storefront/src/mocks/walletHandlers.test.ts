import { type Answer, TOKEN_MISSING_MESSAGE, WALLET_PAGE_SIZE, WALLET_PERIOD_MESSAGE } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { recordings } from './recorded/index.ts'
import { listeningMockServer, MOCK_ORIGIN } from './testServer.ts'
import { mockWallet, recordedWalletTransactions, walletHandlers } from './walletHandlers.ts'

listeningMockServer(...walletHandlers())

const get = async (query: string, token = true) => {
  const response = await fetch(`${MOCK_ORIGIN}/api/get-wallet${query ? `?${query}` : ''}`, {
    headers: token ? { Authorization: 'Bearer story-token' } : {},
  })
  return { status: response.status, body: (await response.json()) as Answer<'wallet'> & { message?: string } }
}

describe('the wallet mocks', () => {
  it('answer every recorded request as the server did', async () => {
    expect(recordings.wallet.length).toBeGreaterThan(3)
    for (const recording of recordings.wallet) {
      const query = new URLSearchParams(recording.query).toString()
      const { status, body } = await get(query)
      expect(status, query).toBe(recording.status)
      expect(body, query).toEqual(JSON.parse(JSON.stringify(recording.answer)))
    }
  })

  it('hold every transaction of the recorded pages once, newest first', () => {
    const all = recordedWalletTransactions()
    const recordedAll = recordings.wallet.find((r) => r.query.period === 'all' && !r.query.page)
    if (!recordedAll) throw new Error('The recordings need the first page of all transactions')
    expect(all).toHaveLength((recordedAll.answer as Answer<'wallet'>).total)
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length)
    const times = all.map((t) => t.at._seconds)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('page and filter what was not recorded, as the server would', async () => {
    // A year's pages, asked one by one, are every transaction of the last 365 days, in order, once.
    const yearAgo = Date.now() / 1000 - 365 * 86_400
    const expected = recordedWalletTransactions().filter((t) => t.at._seconds >= yearAgo + 5)
    const first = (await get('period=1y')).body
    const pages = [first]
    for (let page = 2; page <= first.pageCount; page++) pages.push((await get(`period=1y&page=${page}`)).body)
    expect(first.total).toBe(expected.length)
    expect(first.pageCount).toBe(Math.ceil(expected.length / WALLET_PAGE_SIZE))
    expect(pages.flatMap((page) => page.transactions.map((t) => t.id))).toEqual(expected.map((t) => t.id))
    expect(first.total).toBeLessThanOrEqual(mockWallet({ period: 'all', page: 1 }).total)
    const past = await get('period=all&page=40')
    expect(past.body).toMatchObject({
      transactions: [],
      page: 40,
      total: recordedWalletTransactions().length,
    })
  })

  it('refuse a visitor and a bad query with the contract messages', async () => {
    expect(await get('', false)).toEqual({ status: 401, body: { message: TOKEN_MISSING_MESSAGE } })
    expect(await get('period=7d')).toEqual({ status: 400, body: { message: WALLET_PERIOD_MESSAGE } })
    expect((await get('page=0')).status).toBe(400)
  })
})
