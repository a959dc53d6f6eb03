import { describe, expect, it } from 'vitest'
import { errorText, feedStatus, serverMessage, statusOf } from './errorText.ts'

describe('errorText', () => {
  it('prefers the server message', () => {
    expect(errorText({ status: 500, data: { message: 'Database unavailable' } })).toBe('Database unavailable')
  })
  it('names network, parsing and plain HTTP failures', () => {
    expect(errorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/Network error/)
    expect(errorText({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toBe(
      'Unreadable answer (HTTP 502)',
    )
    expect(errorText({ status: 404, data: 'nope' })).toBe('HTTP 404')
  })
  it('uses the message of a thrown error (a contract mismatch)', () => {
    expect(errorText({ message: 'The answer of topDeals does not match the contract' })).toMatch(/topDeals/)
  })
})

describe('feedStatus', () => {
  it('is loading until data or an error arrives', () => {
    expect(feedStatus({ isLoading: true, isError: false })).toBe('loading')
    expect(feedStatus({ isLoading: false, isError: true })).toBe('error')
    expect(feedStatus({ isLoading: false, isError: false, data: [] })).toBe('ready')
  })
  it('keeps showing data it already has when a refetch fails', () => {
    expect(feedStatus({ isLoading: false, isError: true, data: [1] })).toBe('ready')
  })
})

describe('statusOf and serverMessage', () => {
  it('read the HTTP status and the server message of a failed call', () => {
    const refused = { status: 400, data: { message: 'Phone must be 10 digits' } }
    expect(statusOf(refused)).toBe(400)
    expect(serverMessage(refused)).toBe('Phone must be 10 digits')
  })
  it('have nothing to say of a network failure, an empty message or no error', () => {
    expect(statusOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined()
    expect(serverMessage({ status: 500, data: { message: '' } })).toBeUndefined()
    expect(serverMessage({ status: 502, data: '<html>' })).toBeUndefined()
    expect(statusOf(undefined)).toBeUndefined()
  })
})
