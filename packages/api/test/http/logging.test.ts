import { describe, expect, it } from 'vitest'
import { redactUrl } from '../../src/http/logging.ts'

describe('redactUrl', () => {
  it('masks reset tokens in query strings and in the reset link path', () => {
    expect(redactUrl('/api/check-reset-token?token=abc123')).toBe('/api/check-reset-token?token=[redacted]')
    expect(redactUrl('/api/x?a=1&resetToken=s3cret&b=2')).toBe('/api/x?a=1&resetToken=[redacted]&b=2')
    expect(redactUrl('/reset-password/abcDEF123?x=1')).toBe('/reset-password/[redacted]?x=1')
  })

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/getSearchProd?q=phone')).toBe('/api/getSearchProd?q=phone')
  })
})
