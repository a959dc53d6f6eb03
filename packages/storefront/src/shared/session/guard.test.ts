import { describe, expect, it } from 'vitest'
import { guardDecision, returnPath } from './guard.ts'

const base = { isProtected: true, hasValidSession: true, userLoaded: false, userFailed: false }

describe('guardDecision', () => {
  it('lets anyone through an open route', () => {
    expect(guardDecision({ ...base, isProtected: false, hasValidSession: false })).toBe('allow')
  })
  it('sends a visitor of a protected route to sign in', () => {
    expect(guardDecision({ ...base, hasValidSession: false })).toBe('sign-in')
    expect(guardDecision({ ...base, hasValidSession: false, userLoaded: true })).toBe('sign-in')
  })
  it('waits for the user record, then allows', () => {
    expect(guardDecision(base)).toBe('loading')
    expect(guardDecision({ ...base, userLoaded: true })).toBe('allow')
  })
  it('reports a failed user fetch instead of loading forever', () => {
    expect(guardDecision({ ...base, userFailed: true })).toBe('failed')
  })
})

describe('returnPath', () => {
  it('returns to the page the visitor wanted, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/my-account', search: '?section=x', hash: '#a' } })).toBe(
      '/my-account?section=x#a',
    )
  })
  it('goes home without a usable origin', () => {
    expect(returnPath(null)).toBe('/')
    expect(returnPath({})).toBe('/')
    expect(returnPath({ from: { pathname: '//evil.example/x', search: '', hash: '' } })).toBe('/')
    expect(returnPath({ from: { pathname: 'https://evil.example', search: '', hash: '' } })).toBe('/')
  })
  it('never returns to a sign-in screen', () => {
    expect(returnPath({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/')
    expect(returnPath({ from: { pathname: '/otp-snd/9876543210/abc', search: '', hash: '' } })).toBe('/')
  })
})
