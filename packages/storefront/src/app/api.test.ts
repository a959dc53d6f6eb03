import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { describe, expect, it, vi } from 'vitest'
import { sessionEnded } from '../shared/session/authSlice.ts'
import { endSessionOnUnauthorized } from './api.ts'

function queryApi(token: string | null) {
  const state = { auth: { token, expiresAt: token ? Date.now() + 1000 : null } }
  return {
    dispatch: vi.fn(),
    getState: () => state,
  } as unknown as BaseQueryApi & { dispatch: ReturnType<typeof vi.fn> }
}

const answering = (result: Awaited<ReturnType<Parameters<typeof endSessionOnUnauthorized>[0]>>) =>
  endSessionOnUnauthorized(async () => result)

describe('endSessionOnUnauthorized', () => {
  it('signs out when a request carrying the token gets 401', async () => {
    const api = queryApi('tok')
    const result = await answering({
      error: { status: 401, data: { message: 'Session expired. Please log in again.' } },
    })('/user-details', api, {})
    expect(api.dispatch).toHaveBeenCalledWith(sessionEnded())
    expect(result.error?.status).toBe(401)
  })

  it('leaves a visitor alone on 401 (a wrong password is not a lost session)', async () => {
    const api = queryApi(null)
    await answering({ error: { status: 401, data: { message: 'Incorrect email or password' } } })(
      '/signin-check',
      api,
      {},
    )
    expect(api.dispatch).not.toHaveBeenCalled()
  })

  it('keeps the session on other errors and on success', async () => {
    const api = queryApi('tok')
    await answering({ error: { status: 500, data: null } })('/user-details', api, {})
    await answering({ error: { status: 403, data: null } })('/user-details', api, {})
    await answering({ data: { ok: true } })('/user-details', api, {})
    expect(api.dispatch).not.toHaveBeenCalled()
  })
})
