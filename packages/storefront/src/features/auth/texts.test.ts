import * as contract from '@haat/contract'
import { describe, expect, it } from 'vitest'
import * as texts from './texts.ts'

describe('identity texts', () => {
  it('are the contract texts where the contract has them', () => {
    expect(texts.SIGNIN_FAILED_MESSAGE).toBe(contract.SIGNIN_FAILED_MESSAGE)
    expect(texts.EMAIL_EXISTS_MESSAGE).toBe(contract.EMAIL_EXISTS_MESSAGE)
  })
})
